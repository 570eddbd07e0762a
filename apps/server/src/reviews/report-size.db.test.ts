import { gzipSync } from 'node:zlib';
import { defaultSurveyContent } from '@tsr/content';
import type { ReportSummary, StartReviewResponse } from '@tsr/contract';
import { familyStructure } from '@tsr/domain/testing';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ensureFirstSurvey } from '../survey/survey-store';
import { goldenAnswers } from '../testing/golden-answers';
import { person } from '../testing/people';
import { answerAll } from '../testing/review-fixtures';
import { createTestApp, type TestApp } from '../testing/test-app';

/**
 * Issue 30: the report page of a 50-entity review read 2 MB of JSON before it showed anything. A
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
    await t.call('POST', '/api/review/start', { token, body: { structure: familyStructure(10) } })
  ).json<StartReviewResponse>();
  reviewId = start.reviewId;
  await answerAll(t, token, start, goldenAnswers());
  expect((await t.call('POST', `/api/review/${reviewId}/submit`, { token })).statusCode).toBe(200);
}, 300_000);
afterAll(() => t?.close());

const bytes = async (path: string) => {
  const res = await t.call('GET', path, { token });
  expect(res.statusCode, path).toBe(200);
  return { size: res.rawPayload.length, gzip: gzipSync(res.rawPayload).length, body: res.body };
};

describe('the report page of a 50-entity review', () => {
  it('reads a summary under 300 KB where the whole report is megabytes', async () => {
    for (const remediated of [false, true]) {
      const whole = await bytes(`/api/review/${reviewId}/report?remediated=${remediated}`);
      const summary = await bytes(`/api/review/${reviewId}/report/summary?remediated=${remediated}`);
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
    const summary = JSON.parse((await bytes(`/api/review/${reviewId}/report/summary`)).body) as ReportSummary;
    expect(summary.entities.length).toBeGreaterThanOrEqual(40);
    const sizes: number[] = [];
    let gzipped = 0;
    for (const entity of summary.entities) {
      const part = await bytes(`/api/review/${reviewId}/report/entities/${encodeURIComponent(entity.id)}`);
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
    const summary = JSON.parse((await bytes(`/api/review/${reviewId}/report/summary`)).body) as ReportSummary;
    const sizes: number[] = [];
    for (const [rowId, row] of Object.entries(summary.table.values))
      for (const [column, cell] of Object.entries(row))
        if (cell.findings > 0)
          sizes.push((await bytes(`/api/review/${reviewId}/report/cells/${rowId}/${column}`)).size);
    const largest = Math.max(...sizes);
    expect(largest).toBeLessThan(SUMMARY_LIMIT_BYTES);
    console.info(`50 entities: ${sizes.length} cells with risks, the largest ${largest} bytes`);
  });
});
