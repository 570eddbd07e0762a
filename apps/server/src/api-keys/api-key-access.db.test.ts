import {
  type ApiKeyList,
  allRoutes,
  type ErrorBody,
  routes,
  type StartReviewResponse,
  type SurveyStructure,
  type UserReports,
} from '@tsr/contract';
import { testStructure } from '@tsr/domain/testing';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { apiKeys, users } from '../db/schema';
import { type Person, person } from '../testing/people';
import { answerAll, publishTestContent } from '../testing/review-fixtures';
import { createTestApp, type TestApp } from '../testing/test-app';
import { createKey } from './api-key-testing';

/**
 * What a call with an API key may do (issue 35, docs/decisions/0040): its scopes open the routes the
 * table gives them, acting as its creator in its company; a revoked key, or one whose creator was
 * disabled or lost the lead role, answers 401; another company's data answers 404, as for users;
 * every route not opened to keys answers 403.
 */
let t: TestApp;
let lead: Person;
let otherLead: Person;

const COMPANY = 'Keyed Holdings Ltd';
const OTHER = 'Unkeyed Family Office';

const named = (name: string): SurveyStructure => ({ ...testStructure(), name });

async function start(token: string, name: string) {
  return t.request(routes.startReview, { body: { structure: named(name) }, token });
}

/** A review of `who`'s answered and submitted through the API with their own sign-in. */
async function submitted(who: Person, name: string): Promise<StartReviewResponse> {
  const started = (await start(who.token, name)).json<StartReviewResponse>();
  await answerAll(t, who.token, started);
  expect(
    (await t.request(routes.submit, { params: { id: started.reviewId }, token: who.token })).statusCode,
  ).toBe(200);
  return started;
}

const submittedReview = async (who: Person, name: string) => (await submitted(who, name)).reviewId;

/** The route's address with every parameter a well-formed id: the access check runs before validation. */
const anyAddress = (path: string) => path.replace(/:[A-Za-z]+/g, '00000000-0000-4000-8000-000000000000');

beforeAll(async () => {
  t = await createTestApp();
  await publishTestContent(t);
  lead = await person(t, COMPANY, { isAccountLead: true });
  otherLead = await person(t, OTHER, { isAccountLead: true });
});
afterAll(() => t.close());

describe('scopes', () => {
  it('a read-only key reads reports but cannot start a review', async () => {
    const reviewId = await submittedReview(lead, 'Read by a key');
    const { secret } = await createKey(t, lead, ['readReports']);
    expect((await t.request(routes.report, { params: { id: reviewId }, token: secret })).statusCode).toBe(
      200,
    );
    const list = await t.request(routes.userReports, { token: secret });
    expect(list.statusCode).toBe(200);
    expect(list.json<UserReports>().reports.map((r) => r.review_id)).toContain(reviewId);
    const started = await start(secret, 'Not started by a read key');
    expect(started.statusCode).toBe(403);
    expect(started.json<ErrorBody>().message).toBe(
      "This API key's scopes do not allow this: it needs Start reviews.",
    );
  });

  it('a start key starts, answers and submits a review as its creator, but reads no report', async () => {
    const { secret } = await createKey(t, lead, ['startReviews']);
    const started = await start(secret, 'Started by a key');
    expect(started.statusCode).toBe(201);
    const review = started.json<StartReviewResponse>();
    await answerAll(t, secret, review);
    expect(
      (await t.request(routes.submit, { params: { id: review.reviewId }, token: secret })).statusCode,
    ).toBe(200);
    // The review is the creator's: they read its report signed in.
    expect(
      (await t.request(routes.report, { params: { id: review.reviewId }, token: lead.token })).statusCode,
    ).toBe(200);
    const report = await t.request(routes.report, { params: { id: review.reviewId }, token: secret });
    expect(report.statusCode).toBe(403);
    expect(report.json<ErrorBody>().message).toBe(
      "This API key's scopes do not allow this: it needs Read reports.",
    );
  });

  it('a key with both scopes starts a review and reads its report', async () => {
    const { secret } = await createKey(t, lead, ['readReports', 'startReviews']);
    const review = (await start(secret, 'Both scopes')).json<StartReviewResponse>();
    await answerAll(t, secret, review);
    expect(
      (await t.request(routes.submit, { params: { id: review.reviewId }, token: secret })).statusCode,
    ).toBe(200);
    expect(
      (await t.request(routes.report, { params: { id: review.reviewId }, token: secret })).statusCode,
    ).toBe(200);
  });
});

describe('whose data', () => {
  it("another company's review, structure and portfolio answer 404, as for its users", async () => {
    const elsewhere = await submitted(otherLead, 'Elsewhere');
    const theirs = elsewhere.reviewId;
    const structureId = elsewhere.structureId as string;
    expect(structureId).toMatch(/^[0-9a-f-]{36}$/);
    const { secret } = await createKey(t, lead, ['readReports', 'startReviews']);
    for (const res of [
      await t.request(routes.report, { params: { id: theirs }, token: secret }),
      await t.request(routes.reviewOverview, { params: { id: theirs }, token: secret }),
      await t.request(routes.savedStructure, { params: { id: structureId }, token: secret }),
      await t.request(routes.portfolio, { query: { companyId: otherLead.companyId }, token: secret }),
    ]) {
      expect(res.statusCode).toBe(404);
    }
    const answered = await t.request(routes.next, {
      params: { id: theirs },
      body: {},
      token: secret,
    });
    expect(answered.statusCode).toBe(404);
  });

  it("an admin's key reads only the admin's own company, as an account lead of it", async () => {
    const admin = await person(t, COMPANY, { isAdmin: true });
    const theirs = await submittedReview(otherLead, 'Not for an admin key');
    const { secret } = await createKey(t, admin, ['readReports']);
    expect((await t.request(routes.report, { params: { id: theirs }, token: secret })).statusCode).toBe(404);
    // Signed in, the admin reads it.
    expect((await t.request(routes.report, { params: { id: theirs }, token: admin.token })).statusCode).toBe(
      200,
    );
  });
});

describe('routes a key never reaches', () => {
  it('every route the table does not open to keys refuses a key with every scope: 403', async () => {
    const { secret } = await createKey(t, lead, ['readReports', 'startReviews']);
    const closed = allRoutes.filter((r) => r.access !== 'public' && !r.keyScopes?.length);
    expect(closed.map((r) => r.path)).toEqual(
      expect.arrayContaining(['/api/users/users', '/api/editor/publish', '/api/settings', '/api/api-keys']),
    );
    for (const route of closed) {
      const res = await t.call(route.method, anyAddress(route.path), { token: secret });
      expect({ route: `${route.method} ${route.path}`, status: res.statusCode }).toEqual({
        route: `${route.method} ${route.path}`,
        status: 403,
      });
      expect(res.json<ErrorBody>().message).toBe('An API key cannot do this: please sign in.');
    }
  });

  it('a key cannot make another key', async () => {
    const { secret } = await createKey(t, lead, ['readReports', 'startReviews']);
    const res = await t.request(routes.createApiKey, {
      body: { name: 'Minted by a key', scopes: ['readReports'] },
      token: secret,
    });
    expect(res.statusCode).toBe(403);
    const list = (await t.request(routes.apiKeys, { token: lead.token })).json<ApiKeyList>();
    expect(list.keys.map((k) => k.name)).not.toContain('Minted by a key');
  });
});

describe('keys that no longer work: 401', () => {
  it('a revoked key answers 401 from then on', async () => {
    const { key, secret } = await createKey(t, lead, ['readReports']);
    expect((await t.request(routes.userReports, { token: secret })).statusCode).toBe(200);
    expect(
      (await t.request(routes.revokeApiKey, { params: { id: key.id }, token: lead.token })).statusCode,
    ).toBe(200);
    const res = await t.request(routes.userReports, { token: secret });
    expect(res.statusCode).toBe(401);
    expect(res.json<ErrorBody>().message).toMatch(/^This API key is not valid/);
  });

  it('an unknown key answers 401', async () => {
    const res = await t.request(routes.userReports, { token: 'tsr_not-a-key-anyone-made' });
    expect(res.statusCode).toBe(401);
  });

  it('a key whose creator was disabled, or lost the lead role, answers 401', async () => {
    const disabled = await person(t, COMPANY, { isAccountLead: true });
    const demoted = await person(t, COMPANY, { isAccountLead: true });
    const a = await createKey(t, disabled, ['readReports']);
    const b = await createKey(t, demoted, ['readReports']);
    await t.database.db.update(users).set({ isEnabled: false }).where(eq(users.id, disabled.id));
    await t.database.db.update(users).set({ isAccountLead: false }).where(eq(users.id, demoted.id));
    expect((await t.request(routes.userReports, { token: a.secret })).statusCode).toBe(401);
    expect((await t.request(routes.userReports, { token: b.secret })).statusCode).toBe(401);
  });
});

describe('last use', () => {
  const lastUsed = async (id: string) =>
    (await t.database.db.select({ at: apiKeys.lastUsedAt }).from(apiKeys).where(eq(apiKeys.id, id)))[0]?.at;

  it('is shown in the list once the key is used', async () => {
    const { key, secret } = await createKey(t, lead, ['readReports'], 'Used once');
    expect(key.lastUsedAt).toBeNull();
    expect((await t.request(routes.userReports, { token: secret })).statusCode).toBe(200);
    const list = (await t.request(routes.apiKeys, { token: lead.token })).json<ApiKeyList>();
    const listed = list.keys.find((k) => k.id === key.id);
    expect(listed?.lastUsedAt).not.toBeNull();
  });

  it('is written at most once a minute per key', async () => {
    const { key, secret } = await createKey(t, lead, ['readReports']);
    const recent = new Date(Date.now() - 30_000);
    await t.database.db.update(apiKeys).set({ lastUsedAt: recent }).where(eq(apiKeys.id, key.id));
    await t.request(routes.userReports, { token: secret });
    expect(await lastUsed(key.id)).toEqual(recent);
    const older = new Date(Date.now() - 61_000);
    await t.database.db.update(apiKeys).set({ lastUsedAt: older }).where(eq(apiKeys.id, key.id));
    await t.request(routes.userReports, { token: secret });
    expect((await lastUsed(key.id))?.getTime()).toBeGreaterThan(older.getTime());
  });
});
