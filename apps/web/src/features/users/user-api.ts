import { type CreateUserRequest, routes, type UpdateUserRequest } from '@tsr/contract';
import { call } from '../../api/client';

const user = (id: string) => ({ params: { id } });

/** Spec 7.4 user administration, through the route table only. */
export const fetchUserList = () => call(routes.userList);
export const fetchUser = (id: string) => call(routes.userDetail, user(id));
export const fetchUserReviews = (id: string) => call(routes.userReviews, user(id));
export const fetchUserAudit = (id: string) => call(routes.userAudit, user(id));
export const createUser = (body: CreateUserRequest) => call(routes.createUser, { body });
export const updateUser = (id: string, body: UpdateUserRequest) =>
  call(routes.updateUser, { ...user(id), body });
export const deleteUser = async (id: string): Promise<void> => {
  await call(routes.deleteUser, user(id));
};
export const deleteCustomer = async (companyId: string): Promise<void> => {
  await call(routes.deleteCustomer, { params: { company: companyId } });
};

/** The admin's review operations of spec 2.9, reusing the review routes. */
export const moveToLatestSurvey = async (reviewId: string): Promise<void> => {
  await call(routes.latestSurvey, user(reviewId));
};
export const revertReview = async (reviewId: string): Promise<void> => {
  await call(routes.returnReview, user(reviewId));
};
export const deleteCompletedReview = async (reviewId: string): Promise<void> => {
  await call(routes.deleteCompletedReview, user(reviewId));
};
export const deleteIncompleteReview = async (reviewId: string): Promise<void> => {
  await call(routes.deleteIncompleteReview, user(reviewId));
};

export const userKeys = {
  all: ['users'] as const,
  list: ['users', 'list'] as const,
  detail: (id: string) => ['users', 'detail', id] as const,
  reviews: (id: string) => ['users', 'reviews', id] as const,
  audit: (id: string) => ['users', 'audit', id] as const,
};
