import { gzipSync } from 'node:zlib';
import { defaultSurveyContent } from '@tsr/content';
import { type ReportSummary, routes, type StartReviewResponse } from '@tsr/contract';
import { familyStructure } from '@tsr/domain/testing';
import type { LightMyRequestResponse } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ensureFirstSurvey } from '../survey/survey-store';
import { goldenAnswers } from '../testing/golden-answers';
import { person } from '../testing/people';
import { answerAll } from '../testing/review-fixtures';
import { createTestApp, type TestApp } from '../testing/test-app';

/**
 * The report page of a 50-entity review read 2 MB of JSON before it showed anything (decision 0025). A
 * review of familyStructure(10) on the default content pack, answered through the API with the
 * golden cases' real answers, submitted, then read as the page reads it.
 */

const SUMMARY_LIMIT_BYTES = 300 * 1024;

let t: TestApp;
let token = '';
let reviewId = '';

beforeAll(async () => {
  t = await createTestApp();
  await ensureFirstSurvey(t.database.db, defaultSurveyContent());
  ({ token } = await person(t, 'Large Structures Ltd', { isApprover: true }));
  const start = (
    await t.request(routes.startReview, { body: { structure: familyStructure(10) }, token })
  ).json<StartReviewResponse>();
  reviewId = start.reviewId;
  await answerAll(t, token, start, goldenAnswers());
  expect((await t.request(routes.submit, { params: { id: reviewId }, token })).statusCode).toBe(200);
}, 300_000);
afterAll(() => t?.close());

/** The size of an answer, named by the address it came from in a failure's message. */
const bytes = async (read: Promise<LightMyRequestResponse>) => {
  const res = await read;
  expect(res.statusCode, res.raw.req.url).toBe(200);
  return { size: res.rawPayload.length, gzip: gzipSync(res.rawPayload).length, body: res.body };
};
const flag = (remediated: boolean): 'true' | 'false' => (remediated ? 'true' : 'false');
const summaryOf = async () =>
  JSON.parse(
    (await bytes(t.request(routes.reportSummary, { params: { id: reviewId }, query: {}, token }))).body,
  ) as ReportSummary;

describe('the report page of a 50-entity review', () => {
  it('reads a summary under 300 KB where the whole report is megabytes', async () => {
    for (const remediated of [false, true]) {
      const query = { remediated: flag(remediated) };
      const whole = await bytes(t.request(routes.report, { params: { id: reviewId }, query, token }));
      const summary = await bytes(
        t.request(routes.reportSummary, { params: { id: reviewId }, query, token }),
      );
      const parsed = JSON.parse(summary.body) as ReportSummary;
      expect(Object.keys(parsed.structure.entities)).toHaveLength(50);
      expect(parsed.score).toBeGreaterThan(0);
      expect(summary.size).toBeLessThan(SUMMARY_LIMIT_BYTES);
      expect(whole.size).toBeGreaterThan(1024 * 1024);
      console.info(
        `50 entities, ${remediated ? 'remediated' : 'original'}: whole report ${whole.size} bytes (${whole.gzip} gzipped), summary ${summary.size} bytes (${summary.gzip} gzipped)`,
      );
    }
  });

  it("reads each entity's responses in a part of the report's size", async () => {
    const summary = await summaryOf();
    expect(summary.entities.length).toBeGreaterThanOrEqual(40);
    const sizes: number[] = [];
    let gzipped = 0;
    for (const entity of summary.entities) {
      const part = await bytes(
        t.request(routes.reportEntity, { params: { id: reviewId, entityId: entity.id }, token }),
      );
      sizes.push(part.size);
      gzipped += part.gzip;
    }
    const largest = Math.max(...sizes);
    expect(largest).toBeLessThan(SUMMARY_LIMIT_BYTES);
    console.info(
      `50 entities: ${sizes.length} entities' responses, ${sizes.reduce((a, b) => a + b, 0)} bytes in all (${gzipped} gzipped one by one), the largest ${largest}`,
    );
  });

  it("reads an opened cell's risks in a part of the report's size", async () => {
    const summary = await summaryOf();
    const sizes: number[] = [];
    for (const [rowId, row] of Object.entries(summary.table.values))
      for (const [column, cell] of Object.entries(row))
        if (cell.findings > 0)
          sizes.push(
            (
              await bytes(
                t.request(routes.reportCell, { params: { id: reviewId, rowId, column }, query: {}, token }),
              )
            ).size,
          );
    const largest = Math.max(...sizes);
    expect(largest).toBeLessThan(SUMMARY_LIMIT_BYTES);
    console.info(`50 entities: ${sizes.length} cells with risks, the largest ${largest} bytes`);
  });
});
