import {
  type AuditLog,
  type CustomerMetricsResponse,
  type LoginResponse,
  routes,
  type StartReviewResponse,
  type UserDetail,
  type UserList,
  type UserReports,
} from '@tsr/contract';
import { testContent, testStructure } from '@tsr/domain/testing';
import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { charges, companies, reviews, surveyVersions } from '../db/schema';
import { publishVersion } from '../survey/survey-store';
import { type Person, person } from '../testing/people';
import { answerAll, publishTestContent } from '../testing/review-fixtures';
import { createTestApp, type TestApp } from '../testing/test-app';

let t: TestApp;
let admin: Person;
let lead: Person;
const HOME = 'Admin Flow Ltd';

beforeAll(async () => {
  t = await createTestApp({ AUTH_RATE_LIMIT_PER_MINUTE: '1000' });
  await publishTestContent(t);
  admin = await person(t, 'Admin Flow Provider', { isAdmin: true, isApprover: true });
  lead = await person(t, HOME, { isAccountLead: true });
});
afterAll(() => t.close());

const login = (username: string, password: string) =>
  t.request(routes.login, { body: { username, password } }).then((r) => r.json<LoginResponse>());

/** A lead's request: answered 202 at once, the user made after the answer (the test app waits for it). */
async function createByLead(email: string): Promise<UserDetail> {
  const res = await t.request(routes.createUser, { token: lead.token, body: { name: 'Nora New', email } });
  expect(res.statusCode).toBe(202);
  const list = (await t.request(routes.userList, { token: lead.token })).json<UserList>();
  const made = list.userList.flatMap((c) => c.Users).find((u) => u.email === email);
  if (!made) throw new Error(`${email} was not created`);
  return made;
}

describe('a new user', () => {
  it('is e-mailed a temporary password and must set their own at the first sign-in', async () => {
    const email = `nora-${Date.now()}@flow.example`;
    const made = await createByLead(email);
    expect(made).toMatchObject({
      company_name: HOME,
      user_status: 'FORCE_CHANGE_PASSWORD',
      review_cap: '-1',
    });
    const log = (
      await t.request(routes.userAudit, { params: { id: made.user_id }, token: admin.token })
    ).json<AuditLog>();
    expect(log.entries.map((e) => [e.actor, e.action])).toEqual([[lead.email, 'user.create']]);
    const mail = t.mailer.sent.filter((m) => m.to === email).at(-1);
    const temporary = mail?.text.match(/temporary password:\s+(\S+)/)?.[1];
    expect(temporary).toMatch(/^\w{16}$/);
    const first = await login(email, temporary as string);
    expect(first.kind).toBe('challenge');
    if (first.kind !== 'challenge') return;
    const set = await t.request(routes.newPassword, {
      body: { session: first.session, new_password: 'Nora-own-password-7' },
    });
    expect(set.statusCode).toBe(200);
    expect((await login(email, 'Nora-own-password-7')).kind).toBe('tokens');
  });

  it("answers a lead 409 for an address of their own company's, whose users they see anyway", async () => {
    const res = await t.request(routes.createUser, {
      token: lead.token,
      body: { name: 'Again', email: lead.email.toUpperCase() },
    });
    expect(res.statusCode).toBe(409);
    expect(res.json()).toEqual({ status: 409, message: 'A user with this email address already exists.' });
  });

  it("answers a lead alike for a new address and another company's, and tells that address's owner", async () => {
    const elsewhere = await person(t, 'Other Flow Ltd');
    const fresh = `fresh-${Date.now()}@flow.example`;
    const send = (email: string) =>
      t.request(routes.createUser, { token: lead.token, body: { name: 'Someone', email } });
    const forElsewhere = await send(elsewhere.email);
    const forFresh = await send(fresh);
    const answer = (email: string) => ({
      email,
      message:
        'If this e-mail address has no account yet, the user is created in your company and e-mailed a temporary password; if it already has one, its owner is told by e-mail instead and no user is created.',
    });
    expect([forElsewhere.statusCode, forElsewhere.json()]).toEqual([202, answer(elsewhere.email)]);
    expect([forFresh.statusCode, forFresh.json()]).toEqual([202, answer(fresh)]);

    // The owner elsewhere is told, without who or which company; their account is unchanged.
    const notice = t.mailer.sent.filter((m) => m.to === elsewhere.email);
    expect(notice).toHaveLength(1);
    expect(notice[0]?.subject).toContain('someone tried to add your e-mail address');
    expect(notice[0]?.text).not.toContain(lead.email);
    expect(notice[0]?.text).not.toContain(HOME);
    expect(notice[0]?.text).not.toMatch(/temporary password/i);
    const other = (
      await t.request(routes.userDetail, { params: { id: elsewhere.id }, token: admin.token })
    ).json<UserDetail>();
    expect(other.company_name).toBe('Other Flow Ltd');
    expect((await t.request(routes.me, { token: elsewhere.token })).statusCode).toBe(200);

    // The new address got its user in the lead's company and its temporary password.
    const leadList = (await t.request(routes.userList, { token: lead.token })).json<UserList>();
    const emails = leadList.userList.flatMap((c) => c.Users).map((u) => u.email);
    expect(emails).toContain(fresh);
    expect(emails).not.toContain(elsewhere.email);
    expect(t.mailer.sent.filter((m) => m.to === fresh).at(-1)?.text).toMatch(/temporary password:/);
  });

  it('tells an admin, who sees every company, that an address has an account', async () => {
    const elsewhere = await person(t, 'Other Flow Ltd');
    const res = await t.request(routes.createUser, {
      token: admin.token,
      body: { name: 'Again', email: elsewhere.email, company: HOME },
    });
    expect(res.json()).toEqual({ status: 409, message: 'A user with this email address already exists.' });
    const made = await t.request(routes.createUser, {
      token: admin.token,
      body: { name: 'Made Now', email: `admin-made-${Date.now()}@flow.example`, company: HOME },
    });
    expect(made.statusCode).toBe(201);
    expect(made.json<UserDetail>()).toMatchObject({ user_name: 'Made Now', company_name: HOME });
  });

  it("answers the spec's messages for empty fields", async () => {
    const res = await t.request(routes.createUser, {
      token: lead.token,
      body: { name: '', email: 'x@y.example' },
    });
    expect(res.statusCode).toBe(400);
    expect(res.json<{ message: string }>().message).toContain('Please enter a user name');
    const noCompany = await t.request(routes.createUser, {
      token: admin.token,
      body: { name: 'A', email: `nc-${Date.now()}@flow.example` },
    });
    expect(noCompany.json()).toMatchObject({ status: 400, message: 'Please enter a company name' });
  });
});

describe('editing a user', () => {
  it('disabling ends their open session at once and their sign-in', async () => {
    const u = await person(t, HOME);
    expect((await t.request(routes.me, { token: u.token })).statusCode).toBe(200);
    const res = await t.request(routes.updateUser, {
      params: { id: u.id },
      token: lead.token,
      body: { name: 'Disabled One', is_enabled: false },
    });
    expect(res.json<UserDetail>().is_enabled).toBe(false);
    expect((await t.request(routes.me, { token: u.token })).statusCode).toBe(401);
    expect(await login(u.email, 'People-pass-1')).toMatchObject({ message: 'User is disabled.' });
  });

  it('role flags change the groups at the next call', async () => {
    const u = await person(t, HOME);
    await t.request(routes.updateUser, {
      params: { id: u.id },
      token: lead.token,
      body: { name: 'Approver Now', is_approver: true },
    });
    const me = await t.request(routes.me, { token: u.token });
    expect(me.json<{ groups: string[] }>().groups).toContain('approval');
  });

  it('writes who changed what, before and after, to the audit log an admin reads', async () => {
    const u = await person(t, HOME);
    await t.request(routes.updateUser, {
      params: { id: u.id },
      token: lead.token,
      body: { name: 'Audited Name' },
    });
    const log = (
      await t.request(routes.userAudit, { params: { id: u.id }, token: admin.token })
    ).json<AuditLog>();
    expect(log.entries[0]).toMatchObject({
      actor: lead.email,
      action: 'user.update',
      after: expect.objectContaining({ user_name: 'Audited Name' }),
    });
    expect(log.entries[0]?.before?.user_name).not.toBe('Audited Name');
  });

  it("keeps a deleted user's log readable, while an id that never named a user is 404", async () => {
    const u = await person(t, HOME);
    expect(
      (await t.request(routes.deleteUser, { params: { id: u.id }, token: admin.token })).statusCode,
    ).toBe(204);
    const gone = await t.request(routes.userAudit, { params: { id: u.id }, token: admin.token });
    expect(gone.statusCode).toBe(200);
    expect(gone.json<AuditLog>().entries.map((e) => e.action)).toEqual(['user.delete']);
    expect(
      (await t.request(routes.userAudit, { params: { id: u.companyId }, token: admin.token })).json(),
    ).toEqual({ status: 404, message: 'This user does not exist.' });
  });

  it('refuses a lead who disables themselves', async () => {
    const res = await t.request(routes.updateUser, {
      params: { id: lead.id },
      token: lead.token,
      body: { name: 'Me', is_enabled: false },
    });
    expect(res.json()).toMatchObject({ status: 400, message: 'You cannot disable your own account.' });
  });
});

describe('reviews, deleting and metrics', () => {
  it("lists a user's reviews, counts them in the metrics, and deleting the customer keeps its charges", async () => {
    const cname = `Metrics Co ${Date.now()}`;
    const u = await person(t, cname, { isApprover: true });
    // A cap makes the metrics count the usage against it.
    await t.request(routes.updateUser, {
      params: { id: u.id },
      token: admin.token,
      body: { name: 'Capped', review_cap: '5' },
    });
    const start = (
      await t.request(routes.startReview, { token: u.token, body: { structure: testStructure() } })
    ).json<StartReviewResponse>();
    await answerAll(t, u.token, start);
    expect(
      (await t.request(routes.submit, { params: { id: start.reviewId }, token: u.token })).statusCode,
    ).toBe(200);
    await t.request(routes.startReview, { token: u.token, body: { structure: testStructure() } });

    const reviews = (
      await t.request(routes.userReviews, { params: { id: u.id }, token: admin.token })
    ).json<UserReports>();
    expect(reviews.reports).toHaveLength(1);
    expect(reviews.answers).toHaveLength(1);

    const now = Math.floor(Date.now() / 1000);
    const metrics = (
      await t.request(routes.customerMetrics, {
        token: admin.token,
        body: { filter: { startDate: now - 86400, endDate: now + 60, customerId: u.companyId } },
      })
    ).json<CustomerMetricsResponse>();
    expect(metrics.customerMetrics).toHaveLength(1);
    expect(metrics.customerMetrics[0]?.users[0]).toMatchObject({
      userEmail: u.email,
      reviewStarted: 2,
      reviewSubmitted: 1,
      reviewsCharged: 1,
    });
    const [charge] = await t.database.db.select().from(charges).where(eq(charges.reviewId, start.reviewId));
    expect(charge?.entities).toBeGreaterThan(0);
    expect(metrics.customerMetrics[0]?.users[0]?.entitesSubmitted).toBe(charge?.entities);
    const weeks = metrics.customerMetrics[0]?.weeks ?? [];
    expect(weeks.reduce((n, w) => n + w.started, 0)).toBe(2);
    expect(weeks.reduce((n, w) => n + w.submitted, 0)).toBe(1);

    const del = await t.request(routes.deleteCustomer, {
      params: { company: u.companyId },
      token: admin.token,
    });
    expect(del.statusCode).toBe(204);
    expect(
      (await t.request(routes.userDetail, { params: { id: u.id }, token: admin.token })).statusCode,
    ).toBe(404);
    expect(
      (await t.request(routes.reviewOverview, { params: { id: start.reviewId }, token: admin.token }))
        .statusCode,
    ).toBe(404);
    const kept = await t.database.db.select().from(charges).where(eq(charges.companyId, u.companyId));
    expect(kept).toHaveLength(1);
    const [company] = await t.database.db.select().from(companies).where(eq(companies.id, u.companyId));
    expect(company?.deletedAt).not.toBeNull();
    const list = (await t.request(routes.userList, { token: admin.token })).json<{
      userList: { companyName: string }[];
    }>();
    expect(list.userList.map((c) => c.companyName)).not.toContain(cname);
  });

  it('refuses an admin who deletes their own company', async () => {
    const res = await t.request(routes.deleteCustomer, {
      params: { company: admin.companyId },
      token: admin.token,
    });
    expect(res.json()).toMatchObject({
      status: 400,
      message: 'You cannot delete the company you belong to.',
    });
  });
});

describe('the user list at 500 users in a company', () => {
  it("gives the company's lead all 500, ordered by name then e-mail (the web table pages them)", async () => {
    const cname = `Five Hundred Ltd ${Date.now()}`;
    const lead500 = await person(t, cname, { isAccountLead: true });
    await t.database.db.execute(sql`
      insert into users (email, user_name, company_id)
      select 'five-' || g || ${`-${Date.now()}@flow.example`}, 'Five ' || lpad(g::text, 3, '0'),
             ${lead500.companyId}::uuid
      from generate_series(1, 499) g`);
    const res = await t.request(routes.userList, { token: lead500.token });
    expect(res.statusCode).toBe(200);
    const list = res.json<UserList>().userList;
    expect(list.map((c) => c.companyName)).toEqual([cname]);
    const names = list[0]?.Users.map((u) => u.user_name) ?? [];
    expect(names).toHaveLength(500);
    expect(names.slice(0, 3)).toEqual(['Five 001', 'Five 002', 'Five 003']);
    expect(names.at(-2)).toBe('Five 499');
    expect(names.at(-1)).toMatch(/^Person /);
  });
});

// It publishes a second survey version of the same content: the other tests' reviews, started before
// or after it, run the same on either version, and none of them reads a version number.
describe("the audit log on the user's page", () => {
  it("shows an admin's Update, Revert and Delete of the user's review, with the review and versions", async () => {
    const u = await person(t, HOME, { isApprover: true });
    const start = (
      await t.request(routes.startReview, { token: u.token, body: { structure: testStructure() } })
    ).json<StartReviewResponse>();
    await answerAll(t, u.token, start);
    expect(
      (await t.request(routes.submit, { params: { id: start.reviewId }, token: u.token })).statusCode,
    ).toBe(200);
    const id = start.reviewId;
    const versionOf = async () => {
      const [row] = await t.database.db
        .select({ version: surveyVersions.version })
        .from(reviews)
        .innerJoin(surveyVersions, eq(surveyVersions.id, reviews.surveyVersionId))
        .where(eq(reviews.id, id));
      return row?.version;
    };
    const from = await versionOf();
    await publishVersion(t.database.db, testContent());
    expect((await t.request(routes.latestSurvey, { params: { id }, token: admin.token })).statusCode).toBe(
      204,
    );
    const to = await versionOf();
    expect(to).toBe((from ?? 0) + 1);
    expect((await t.request(routes.returnReview, { params: { id }, token: admin.token })).statusCode).toBe(
      204,
    );
    expect(
      (await t.request(routes.deleteIncompleteReview, { params: { id }, token: admin.token })).statusCode,
    ).toBe(204);

    const log = (
      await t.request(routes.userAudit, { params: { id: u.id }, token: admin.token })
    ).json<AuditLog>();
    const name = testStructure().name;
    expect(log.entries.slice(0, 3)).toEqual([
      expect.objectContaining({
        actor: admin.email,
        action: 'review.delete',
        before: expect.objectContaining({ structure_name: name, status: 'in_progress', survey_version: to }),
        after: null,
      }),
      expect.objectContaining({
        actor: admin.email,
        action: 'review.revert',
        before: expect.objectContaining({ structure_name: name, status: 'submitted' }),
        after: expect.objectContaining({ structure_name: name, status: 'in_progress' }),
      }),
      expect.objectContaining({
        actor: admin.email,
        action: 'review.latest_survey',
        before: expect.objectContaining({ structure_name: name, survey_version: from }),
        after: expect.objectContaining({ structure_name: name, survey_version: to }),
      }),
    ]);
    // Another user's page does not show them.
    const other = (
      await t.request(routes.userAudit, { params: { id: lead.id }, token: admin.token })
    ).json<AuditLog>();
    expect(other.entries.map((e) => e.action)).not.toContain('review.revert');
  });
});
