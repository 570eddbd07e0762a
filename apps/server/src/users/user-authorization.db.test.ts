import { randomUUID } from 'node:crypto';
import {
  type CompanyUsers,
  type CustomerMetricsResponse,
  routes,
  type UpdateUserRequest,
  type UserDetail,
  type UserList,
} from '@tsr/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type Person, person } from '../testing/people';
import { createTestApp, type TestApp } from '../testing/test-app';

/**
 * The authorization matrix of every call of spec 7.4 (decision 0016): admin, account lead of the
 * target's company, account lead of another company, plain user, approver and a visitor.
 */
let t: TestApp;
const HOME = 'Matrix Home Ltd';
const OTHER = 'Matrix Other Ltd';
const PROVIDER = 'Matrix Provider';
type Role = 'admin' | 'lead' | 'otherLead' | 'user' | 'approver' | 'visitor';
const roles: Role[] = ['admin', 'lead', 'otherLead', 'user', 'approver', 'visitor'];
const who: Partial<Record<Role, Person>> = {};

beforeAll(async () => {
  t = await createTestApp({ AUTH_RATE_LIMIT_PER_MINUTE: '1000' });
  who.admin = await person(t, PROVIDER, { isAdmin: true });
  who.lead = await person(t, HOME, { isAccountLead: true });
  who.otherLead = await person(t, OTHER, { isAccountLead: true });
  who.user = await person(t, HOME);
  who.approver = await person(t, HOME, { isApprover: true });
});
afterAll(() => t.close());

const tokenOf = (role: Role) => (role === 'visitor' ? undefined : who[role]?.token);
/** The id of a person made before every test. */
const idOf = (role: Exclude<Role, 'visitor'>) => {
  const found = who[role];
  if (!found) throw new Error(`no ${role} yet`);
  return found.id;
};
/** A plain user of HOME of the test's own, for calls that change or delete them. */
const target = () => person(t, HOME);

type Expect = Record<Role, number>;
const leadsOfHome: Expect = { admin: 200, lead: 200, otherLead: 404, user: 403, approver: 403, visitor: 401 };
const adminOnly = (ok: number): Expect => ({
  admin: ok,
  lead: 403,
  otherLead: 403,
  user: 403,
  approver: 403,
  visitor: 401,
});

describe('GET /api/users/users', () => {
  const expected: Expect = { admin: 200, lead: 200, otherLead: 200, user: 403, approver: 403, visitor: 401 };
  for (const role of roles) {
    it(`answers ${expected[role]} to ${role}`, async () => {
      const res = await t.request(routes.userList, { token: tokenOf(role) });
      expect(res.statusCode).toBe(expected[role]);
    });
  }

  it('shows an account lead their own company only, an admin every company', async () => {
    const names = async (role: Role) =>
      (await t.request(routes.userList, { token: tokenOf(role) }))
        .json<{ userList: CompanyUsers[] }>()
        .userList.map((c) => c.companyName);
    expect(await names('lead')).toEqual([HOME]);
    expect(await names('otherLead')).toEqual([OTHER]);
    expect(await names('admin')).toEqual(expect.arrayContaining([HOME, OTHER, PROVIDER]));
  });
});

describe('GET /api/users/user/:id and GET /api/users/:id/reviews', () => {
  for (const role of roles) {
    it(`answers ${leadsOfHome[role]} to ${role}`, async () => {
      const id = idOf('user');
      const detail = await t.request(routes.userDetail, { params: { id }, token: tokenOf(role) });
      expect(detail.statusCode).toBe(leadsOfHome[role]);
      const reviews = await t.request(routes.userReviews, { params: { id }, token: tokenOf(role) });
      expect(reviews.statusCode).toBe(leadsOfHome[role]);
    });
  }

  it('gives the lead the user with their groups', async () => {
    const res = await t.request(routes.userDetail, {
      params: { id: idOf('approver') },
      token: tokenOf('lead'),
    });
    expect(res.json<UserDetail>()).toMatchObject({
      email: who.approver?.email,
      company_name: HOME,
      groups: ['approval', 'submitter'],
      is_approver: true,
    });
  });
});

describe('POST /api/users/users', () => {
  // A lead's request is accepted (202) and done after the answer: the user joins the lead's company.
  const expected: Expect = { admin: 201, lead: 202, otherLead: 202, user: 403, approver: 403, visitor: 401 };
  for (const role of roles) {
    it(`answers ${expected[role]} to ${role}`, async () => {
      const email = `new-${role}-${Date.now()}@matrix.example`.toLowerCase();
      const body = {
        name: 'New Person',
        email,
        ...(role === 'admin' ? { company: HOME, review_cap: '5' } : {}),
      };
      const res = await t.request(routes.createUser, { token: tokenOf(role), body });
      expect(res.statusCode).toBe(expected[role]);
      if (res.statusCode === 201 || res.statusCode === 202) {
        const list = (await t.request(routes.userList, { token: tokenOf('admin') })).json<UserList>();
        const company = list.userList.find((c) => c.Users.some((u) => u.email === email));
        expect(company?.companyName).toBe(role === 'otherLead' ? OTHER : HOME);
        expect(company?.Users.find((u) => u.email === email)?.review_cap).toBe(role === 'admin' ? '5' : '-1');
      }
    });
  }

  it('refuses a lead who names a company or a review cap (admin fields)', async () => {
    for (const extra of [{ company: HOME }, { review_cap: '3' }, { is_trial_user: true }]) {
      const res = await t.request(routes.createUser, {
        token: tokenOf('otherLead'),
        body: { name: 'Sneaky', email: `sneaky-${Date.now()}@matrix.example`, ...extra },
      });
      expect(res.statusCode).toBe(403);
      expect(res.json()).toMatchObject({
        message: 'Only an administrator can set the company, review cap or trial fields.',
      });
    }
  });
});

describe('PUT /api/users/user/:id', () => {
  for (const role of roles) {
    it(`answers ${leadsOfHome[role]} to ${role}`, async () => {
      const { id } = await target();
      const res = await t.request(routes.updateUser, {
        params: { id },
        token: tokenOf(role),
        body: { name: `Renamed by ${role}`, is_approver: true },
      });
      expect(res.statusCode).toBe(leadsOfHome[role]);
      const after = await t.request(routes.userDetail, { params: { id }, token: tokenOf('admin') });
      expect(after.json<UserDetail>().user_name === `Renamed by ${role}`).toBe(res.statusCode === 200);
    });
  }

  it("refuses a lead who changes a user's company or review cap", async () => {
    const { id } = await target();
    for (const extra of [
      { company: OTHER },
      { review_cap: '1' },
      { terms_agreed: 'yes' },
    ] satisfies Partial<UpdateUserRequest>[]) {
      const res = await t.request(routes.updateUser, {
        params: { id },
        token: tokenOf('lead'),
        body: { name: 'X', ...extra },
      });
      expect(res.statusCode).toBe(403);
    }
  });

  it('never makes anyone an admin (is_admin is not part of the payload)', async () => {
    const { id } = await target();
    await t.call('PUT', `/api/users/user/${id}`, {
      token: tokenOf('admin'),
      body: { name: 'N', is_admin: true },
    });
    const after = await t.request(routes.userDetail, { params: { id }, token: tokenOf('admin') });
    expect(after.json<UserDetail>().is_admin).toBe(false);
  });
});

describe('DELETE /api/users/:id', () => {
  const expected = adminOnly(204);
  for (const role of roles) {
    it(`answers ${expected[role]} to ${role}`, async () => {
      const { id } = await target();
      const res = await t.request(routes.deleteUser, { params: { id }, token: tokenOf(role) });
      expect(res.statusCode).toBe(expected[role]);
      const after = await t.request(routes.userDetail, { params: { id }, token: tokenOf('admin') });
      expect(after.statusCode).toBe(res.statusCode === 204 ? 404 : 200);
    });
  }
});

describe('DELETE /api/users/customer/:company', () => {
  const expected = adminOnly(204);
  for (const role of roles) {
    it(`answers ${expected[role]} to ${role}`, async () => {
      const doomed = await person(t, `Doomed ${role} ${Date.now()}`);
      const res = await t.request(routes.deleteCustomer, {
        params: { company: doomed.companyId },
        token: tokenOf(role),
      });
      expect(res.statusCode).toBe(expected[role]);
      const after = await t.request(routes.userDetail, {
        params: { id: doomed.id },
        token: tokenOf('admin'),
      });
      expect(after.statusCode).toBe(res.statusCode === 204 ? 404 : 200);
    });
  }
});

describe('GET /api/users/user/:id/audit', () => {
  const expected = adminOnly(200);
  for (const role of roles) {
    it(`answers ${expected[role]} to ${role}`, async () => {
      const res = await t.request(routes.userAudit, { params: { id: idOf('user') }, token: tokenOf(role) });
      expect(res.statusCode).toBe(expected[role]);
    });
  }

  it('answers an admin 404 for an id that names no user, as the other user routes do', async () => {
    const unknown = randomUUID();
    const res = await t.request(routes.userAudit, { params: { id: unknown }, token: tokenOf('admin') });
    expect(res.statusCode).toBe(404);
    expect(res.json()).toEqual({ status: 404, message: 'This user does not exist.' });
    const detail = await t.request(routes.userDetail, { params: { id: unknown }, token: tokenOf('admin') });
    expect(detail.json()).toEqual(res.json());
  });
});

describe('POST /api/metrics/customermetrics', () => {
  const now = Math.floor(Date.now() / 1000);
  const filter = { startDate: now - 31 * 86400, endDate: now };
  const expected: Expect = { admin: 200, lead: 200, otherLead: 200, user: 403, approver: 403, visitor: 401 };
  for (const role of roles) {
    it(`answers ${expected[role]} to ${role}`, async () => {
      const res = await t.request(routes.customerMetrics, { token: tokenOf(role), body: { filter } });
      expect(res.statusCode).toBe(expected[role]);
    });
  }

  it("shows a lead their own company only and refuses another company's id", async () => {
    const mine = await t.request(routes.customerMetrics, { token: tokenOf('lead'), body: { filter } });
    expect(mine.json<CustomerMetricsResponse>().customerMetrics.map((c) => c.customerName)).toEqual([HOME]);
    const theirs = await t.request(routes.customerMetrics, {
      token: tokenOf('lead'),
      body: { filter: { ...filter, customerId: who.otherLead?.companyId } },
    });
    expect(theirs.statusCode).toBe(404);
  });
});
