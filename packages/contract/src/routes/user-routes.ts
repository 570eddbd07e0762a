import { z } from 'zod';
import { UserReports } from '../review-lists';
import {
  AuditLog,
  CompanyParams,
  CreateUserRequest,
  UpdateUserRequest,
  UserCreationRequested,
  UserDetail,
  UserList,
} from '../users';
import { defineRoute, IdParams } from './define-route';

const tag = 'users';
const notFound = 'This user does not exist.';
/**
 * User administration is the account leads' (their own company) and the admins' (every customer
 * company); admins pass every group check. The services check the company and the admin-only
 * parts themselves (docs/decisions/0016-user-administration-and-metrics.md).
 */
const leads = ['accountlead'] as const;
const admin = ['admin'] as const;

/** Spec 7.4: users and customer metrics. */
export const userRoutes = {
  userList: defineRoute({
    method: 'GET',
    path: '/api/users/users',
    tag,
    summary: "Users by company: every customer company for an admin, the lead's own for a lead",
    callers: "account leads (their own company's users) and admins (every company's)",
    access: leads,
    responses: { 200: UserList },
  }),
  userDetail: defineRoute({
    method: 'GET',
    path: '/api/users/user/:id',
    tag,
    summary: 'A user with their groups',
    callers: "account leads (their own company's users) and admins (every company's)",
    access: leads,
    params: IdParams,
    responses: { 200: UserDetail },
    notFound,
  }),
  userReviews: defineRoute({
    method: 'GET',
    path: '/api/users/:id/reviews',
    tag,
    summary: "A user's reviews: reports (completed) and survey answers (incomplete)",
    callers: "account leads (their own company's users) and admins (every company's)",
    access: leads,
    params: IdParams,
    responses: { 200: UserReports },
    notFound,
  }),
  createUser: defineRoute({
    method: 'POST',
    path: '/api/users/users',
    tag,
    summary: 'Create a user; they are e-mailed a temporary password',
    callers: "account leads (their own company's users) and admins (every company's)",
    otherStatuses: {
      400: 'An admin named no company, or the body is not valid.',
      403: 'An account lead set a field only admins set, or the caller is not an account lead or admin.',
      409: "A user with this e-mail address already exists: any address in use for an admin, one of their own company's for an account lead (another company's answers 202, as a new one does).",
    },
    access: leads,
    body: CreateUserRequest,
    // 202: an account lead's request, answered alike whether or not the address has an account
    // elsewhere (docs/decisions/0016); an admin is told, with 201 or 409.
    responses: { 201: UserDetail, 202: UserCreationRequested },
  }),
  updateUser: defineRoute({
    method: 'PUT',
    path: '/api/users/user/:id',
    tag,
    summary: "Edit a user; disabling ends the user's sessions at once",
    callers: "account leads (their own company's users) and admins (every company's)",
    otherStatuses: {
      400: 'Disabling yourself or removing your own account lead role, or the body is not valid.',
      403: 'An account lead set a field only admins set, or the caller is not an account lead or admin.',
    },
    access: leads,
    params: IdParams,
    body: UpdateUserRequest,
    responses: { 200: UserDetail },
    notFound,
  }),
  deleteUser: defineRoute({
    method: 'DELETE',
    path: '/api/users/:id',
    tag,
    summary: 'Delete a user and their reviews (admin)',
    otherStatuses: { 400: 'Deleting yourself, or the request is not valid.' },
    access: admin,
    params: IdParams,
    responses: { 204: z.null() },
    notFound,
  }),
  deleteCustomer: defineRoute({
    method: 'DELETE',
    path: '/api/users/customer/:company',
    tag,
    summary: "Delete a customer company's users, reviews and reports; its charges stay (admin)",
    otherStatuses: { 400: 'Deleting the company you belong to, or the request is not valid.' },
    access: admin,
    params: CompanyParams,
    responses: { 204: z.null() },
    notFound: 'This customer does not exist.',
  }),
  userAudit: defineRoute({
    method: 'GET',
    path: '/api/users/user/:id/audit',
    tag,
    summary: 'The audit log of changes to a user (admin)',
    access: admin,
    params: IdParams,
    responses: { 200: AuditLog },
    notFound,
  }),
};
