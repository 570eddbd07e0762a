import {
  type NextResponse,
  type ReportSummary,
  type ReportView,
  routes,
  type StartReviewResponse,
} from '@tsr/contract';
import { ukToday } from '@tsr/domain';
import { testStructure } from '@tsr/domain/testing';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { reviews } from '../db/schema';
import { demo } from '../demo/demo-accounts';
import { seedDemoData } from '../demo/seed-demo';
import { pdfText } from '../testing/pdf-text';
import { answerAll, publishTestContent } from '../testing/review-fixtures';
import { createTestApp, type TestApp } from '../testing/test-app';

let t: TestApp;
let token: string;

beforeAll(async () => {
  t = await createTestApp();
  await seedDemoData(t.database.db);
  await publishTestContent(t);
  token = await t.signIn(demo.approver.email, demo.approver.password);
});
afterAll(() => t.close());

const start = async () =>
  (
    await t.request(routes.startReview, { body: { structure: testStructure() }, token })
  ).json<StartReviewResponse>();

describe('a review is evaluated as at the day it was started', () => {
  it('says so when it starts: the UK date of today', async () => {
    expect((await start()).asAt).toBe(ukToday(new Date()));
  });

  it('keeps that date through the questionnaire, the report, its summary and its PDF, whenever it is finished', async () => {
    const started = await start();
    // Started on 5 April 2026, the last day of the tax year 2025-26, and finished today.
    await t.database.db
      .update(reviews)
      .set({ createdAt: new Date('2026-04-05T22:30:00Z') })
      .where(eq(reviews.id, started.reviewId));
    const last = await answerAll(t, token, started);
    // 22:30 UTC on 5 April is 23:30 in London: still the 5th.
    expect(last.asAt).toBe('05/04/2026');
    const resumed = (
      await t.request(routes.next, { params: { id: started.reviewId }, body: { resume: true }, token })
    ).json<NextResponse>();
    expect(resumed.asAt).toBe('05/04/2026');

    expect((await t.request(routes.submit, { params: { id: started.reviewId }, token })).statusCode).toBe(
      200,
    );
    const report = (
      await t.request(routes.report, {
        params: { id: started.reviewId },
        query: { remediated: 'false' },
        token,
      })
    ).json<ReportView>();
    expect(report.asAt).toBe('05/04/2026');
    const summary = (
      await t.request(routes.reportSummary, {
        params: { id: started.reviewId },
        query: { remediated: 'false' },
        token,
      })
    ).json<ReportSummary>();
    expect(summary.asAt).toBe('05/04/2026');

    const pdf = await t.request(routes.reportPdf, {
      params: { id: started.reviewId },
      body: { remediated: false },
      token,
    });
    expect((await pdfText(pdf.rawPayload)).replace(/\s+/g, ' ')).toContain(
      'As at 05/04/2026, tax year 2025-26',
    );
  });
});
