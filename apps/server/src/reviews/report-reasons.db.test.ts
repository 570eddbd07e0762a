import { type ReportView, routes, type StartReviewResponse } from '@tsr/contract';
import { testStructure } from '@tsr/domain/testing';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { demoAccounts } from '../demo/demo-accounts';
import { seedDemoData } from '../demo/seed-demo';
import { answerAll, publishTestContent } from '../testing/review-fixtures';
import { createTestApp, type TestApp } from '../testing/test-app';

let t: TestApp;
let token = '';
let adminToken = '';
let reviewId = '';

async function signIn(role: string): Promise<string> {
  const account = demoAccounts.find((a) => a.role.startsWith(role));
  if (!account) throw new Error(`no demo ${role}`);
  return t.signIn(account.email, account.password);
}

const explanationsOf = (view: ReportView) =>
  [
    ...Object.values(view.table.values).flatMap((row) => Object.values(row)),
    ...Object.values(view.originalTable.values).flatMap((row) => Object.values(row)),
  ]
    .flatMap((cell) => cell.explanation)
    .concat(
      view.responses
        .flatMap((e) => [...e.responses, ...e.loopedResponses.flatMap((l) => l.responses)])
        .flatMap((r) => r.explanation),
    );

beforeAll(async () => {
  t = await createTestApp();
  await seedDemoData(t.database.db);
  await publishTestContent(t);
  token = await signIn('approver');
  adminToken = await signIn('admin');
  const start = (
    await t.request(routes.startReview, { body: { structure: testStructure() }, token })
  ).json<StartReviewResponse>();
  await answerAll(t, token, start);
  reviewId = start.reviewId;
  expect((await t.request(routes.submit, { params: { id: reviewId }, token })).statusCode).toBe(200);
});
afterAll(() => t.close());

it('tells every risk of the report in the customer’s words, original and remediated', async () => {
  for (const remediated of [false, true]) {
    const view = (
      await t.request(routes.report, {
        params: { id: reviewId },
        query: { remediated: remediated ? 'true' : 'false' },
        token,
      })
    ).json<ReportView>();
    const explanations = Object.values(view.originalTable.values)
      .flatMap((row) => Object.values(row))
      .flatMap((cell) => cell.explanation);
    expect(view.reasons?.length).toBe(
      new Set(explanations.map((e) => `${e.ruleId}|${e.entityId}|${e.loopInstance ?? ''}`)).size,
    );
    expect(view.reasons).toContainEqual({
      ruleId: 'TS-IT-1',
      entityId: 't1',
      loopInstance: 't1/ann',
      subject: 'Oak Trust, for Ann (Oak Trust)',
      answers: [
        { question: 'settlor uk resident current', subject: 'Ann (Oak Trust)', answer: 'yes' },
        { question: 'settlor or spouse can benefit', subject: 'Ann (Oak Trust)', answer: 'yes' },
      ],
    });
  }
});

it('keeps the engine’s internals (rule logic, question ids) for administrators', async () => {
  const remediatedBy = (caller: string) =>
    t.request(routes.report, { params: { id: reviewId }, query: { remediated: 'true' }, token: caller });
  const customer = (await remediatedBy(token)).json<ReportView>();
  const customerExplanations = explanationsOf(customer);
  expect(customerExplanations.length).toBeGreaterThan(0);
  for (const e of customerExplanations) {
    expect(e.logic).toBe('');
    expect(e.reads).toEqual([]);
  }
  // What the customer reads stays: the rule's name, its law, and the reasons in words.
  expect(customerExplanations.find((e) => e.ruleId === 'TS-IT-1')?.context).toBe('ITTOIA s.624');
  expect(customer.reasons?.find((r) => r.ruleId === 'TS-IT-1')?.answers.length).toBe(2);
  expect(JSON.stringify(customer)).not.toContain('loop.settlor');

  const adminRes = await remediatedBy(adminToken);
  expect(adminRes.statusCode, adminRes.body).toBe(200);
  const admin = adminRes.json<ReportView>();
  const ts = explanationsOf(admin).find((e) => e.ruleId === 'TS-IT-1');
  expect(ts?.logic).toContain('{loop.settlor_or_spouse_can_benefit}');
  expect(ts?.reads.map((r) => r.question)).toContain('loop.settlor_uk_resident_current');
});
