import type { LoginResponse, ReportView, StartReviewResponse } from '@tsr/contract';
import { testStructure } from '@tsr/domain';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { demoAccounts } from '../demo/demo-accounts';
import { seedDemoData } from '../demo/seed-demo';
import { answerAll, publishTestContent } from '../testing/review-fixtures';
import { createTestApp, type TestApp } from '../testing/test-app';

let t: TestApp;
let token = '';
let reviewId = '';

beforeAll(async () => {
  t = await createTestApp();
  await seedDemoData(t.database.db);
  await publishTestContent(t);
  const approver = demoAccounts.find((a) => a.role.startsWith('approver'));
  if (!approver) throw new Error('no demo approver');
  const login = (
    await t.call('POST', '/api/auth/login', {
      body: { username: approver.email, password: approver.password },
    })
  ).json<LoginResponse>();
  if (login.kind !== 'tokens') throw new Error('approver sign-in');
  token = login.tokens.id_token;
  const start = (
    await t.call('POST', '/api/review/start', { token, body: { structure: testStructure() } })
  ).json<StartReviewResponse>();
  await answerAll(t, token, start);
  reviewId = start.reviewId;
  expect((await t.call('POST', `/api/review/${reviewId}/submit`, { token })).statusCode).toBe(200);
});
afterAll(() => t.close());

it('tells every risk of the report in the customer’s words, original and remediated', async () => {
  for (const remediated of [false, true]) {
    const view = (
      await t.call('GET', `/api/review/${reviewId}/report?remediated=${remediated}`, { token })
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
