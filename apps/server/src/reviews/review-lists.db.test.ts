import { type RouteInput, routes, type StartReviewResponse, type UserReports } from '@tsr/contract';
import { testStructure } from '@tsr/domain/testing';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { demo } from '../demo/demo-accounts';
import { seedDemoData } from '../demo/seed-demo';
import { answerAll, publishTestContent } from '../testing/review-fixtures';
import { createTestApp, type TestApp } from '../testing/test-app';

/**
 * The reviews list searched and paged by the server (spec 2.8, decision 0028): the search box, the
 * 'Completed' select and pages of the newest first. Without them the list is what it always was.
 */
let t: TestApp;
const token: Record<'lead' | 'approver' | 'user', string> = { lead: '', approver: '', user: '' };

const signIn = (account: { email: string; password: string }) => t.signIn(account.email, account.password);

async function start(who: keyof typeof token, name: string): Promise<StartReviewResponse> {
  const res = await t.request(routes.startReview, {
    body: { structure: { ...testStructure(), name } },
    token: token[who],
  });
  expect(res.statusCode).toBe(201);
  return res.json<StartReviewResponse>();
}

async function list(query: RouteInput<typeof routes.userReports>['query']): Promise<UserReports> {
  const res = await t.request(routes.userReports, {
    query: { createdBy: 'company', ...query },
    token: token.lead,
  });
  expect(res.statusCode).toBe(200);
  return res.json<UserReports>();
}

const names = (r: UserReports) =>
  [...r.reports.map((x) => x.structure_name), ...r.answers.map((x) => x.structure_name)].sort();

beforeAll(async () => {
  t = await createTestApp();
  await seedDemoData(t.database.db);
  await publishTestContent(t);
  token.lead = await signIn(demo.lead);
  token.approver = await signIn(demo.approver);
  token.user = await signIn(demo.user);
  const done = await start('approver', 'Alpha Holdings');
  await answerAll(t, token.approver, done);
  expect(
    (await t.request(routes.submit, { params: { id: done.reviewId }, token: token.approver })).statusCode,
  ).toBe(200);
  await start('approver', 'Beta Trust');
  await start('user', 'Gamma 100% Ltd');
  await start('user', 'alphabet soup');
});
afterAll(() => t.close());

describe('GET /user/reports, searched and paged by the server', () => {
  it('without search or page answers the whole list, and says nothing more follows', async () => {
    const all = await list({});
    expect(names(all)).toEqual(['Alpha Holdings', 'Beta Trust', 'Gamma 100% Ltd', 'alphabet soup']);
    expect(all.has_more).toBe(false);
  });

  it('pages newest first without losing or repeating a review', async () => {
    const first = await list({ limit: 3 });
    const rest = await list({ limit: 3, offset: 3 });
    expect(first.reports.length + first.answers.length).toBe(3);
    expect(first.has_more).toBe(true);
    expect(rest.reports.length + rest.answers.length).toBe(1);
    expect(rest.has_more).toBe(false);
    expect([...names(first), ...names(rest)].sort()).toEqual(names(await list({})));
    // The newest change comes first: the last review started.
    expect(first.answers[0]?.structure_name).toBe('alphabet soup');
  });

  it('searches structure names and creators in any case, a % as itself', async () => {
    expect(names(await list({ search: 'ALPHA' }))).toEqual(['Alpha Holdings', 'alphabet soup']);
    expect(names(await list({ search: 'user@north' }))).toEqual(['Gamma 100% Ltd', 'alphabet soup']);
    expect(names(await list({ search: '100%' }))).toEqual(['Gamma 100% Ltd']);
    expect(names(await list({ search: '%' }))).toEqual(['Gamma 100% Ltd']);
  });

  it("keeps only complete or incomplete reviews with the 'Completed' select", async () => {
    const complete = await list({ completed: 'complete' });
    expect(complete.answers).toEqual([]);
    expect(complete.reports.map((r) => r.structure_name)).toEqual(['Alpha Holdings']);
    const incomplete = await list({ completed: 'incomplete', search: 'alpha' });
    expect(incomplete.reports).toEqual([]);
    expect(incomplete.answers.map((r) => r.structure_name)).toEqual(['alphabet soup']);
  });

  it('pages a plain user only through their own reviews, whatever they ask for', async () => {
    const res = await t.request(routes.userReports, {
      query: { createdBy: 'company', limit: 1 },
      token: token.user,
    });
    const mine = res.json<UserReports>();
    expect(names(mine)).toEqual(['alphabet soup']);
    expect(mine.has_more).toBe(true);
  });

  // It publishes a new version, which changes no name, order or page the other tests read.
  it('marks a report made on an older survey version once a newer one is published', async () => {
    const before = await list({ completed: 'complete' });
    expect(before.reports.map((r) => [r.structure_name, r.old_report])).toEqual([['Alpha Holdings', false]]);
    await publishTestContent(t);
    const after = await list({ completed: 'complete' });
    expect(after.reports.map((r) => [r.structure_name, r.old_report])).toEqual([['Alpha Holdings', true]]);
  });
});
