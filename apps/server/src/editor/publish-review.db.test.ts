import type {
  EditorResponses,
  ReportView,
  ResponseTree,
  StartReviewResponse,
  SubmitResponse,
} from '@tsr/contract';
import { testStructure } from '@tsr/domain/testing';
import { describe, expect, it, onTestFinished } from 'vitest';
import { adminTestApp } from '../testing/admin-app';
import { answerAll, publishTestContent } from '../testing/review-fixtures';
import type { TestApp } from '../testing/test-app';

/**
 * A published version is what reviews run on. A review started after a publish shows the new text
 * in its report; a report made before keeps its old text (reports stay pinned).
 */

/** Starts, answers and submits a review of the test structure; the report as its reader gets it. */
async function reviewReport(
  t: TestApp,
  admin: string,
  name: string,
): Promise<{ reviewId: string; report: ReportView }> {
  const start = await t.call('POST', '/api/review/start', {
    token: admin,
    body: { structure: { ...testStructure(), name } },
  });
  expect(start.statusCode).toBe(201);
  const started = start.json<StartReviewResponse>();
  await answerAll(t, admin, started);
  const submitted = await t.call('POST', `/api/review/${started.reviewId}/submit`, { token: admin });
  expect(submitted.statusCode).toBe(200);
  expect(submitted.json<SubmitResponse>().report_id).not.toBe('');
  const report = await t.call('GET', `/api/review/${started.reviewId}/report`, { token: admin });
  return { reviewId: started.reviewId, report: report.json<ReportView>() };
}

const texts = (report: ReportView) =>
  report.responses.flatMap((e) => [
    ...e.responses.map((r) => r.text),
    ...e.loopedResponses.flatMap((l) => l.responses.map((r) => r.text)),
  ]);

describe('a publish and the reviews around it', () => {
  it('gives new reviews the new text and leaves an earlier report with its old text', async () => {
    const { t, admin } = await adminTestApp({ pack: false });
    onTestFinished(() => t.close());
    await publishTestContent(t);
    const before = await reviewReport(t, admin, 'Before the publish');
    const shown = texts(before.report);
    expect(shown.length).toBeGreaterThan(0);

    const draft = (
      await t.call('GET', '/api/editor/draft/responses', { token: admin })
    ).json<EditorResponses>();
    const edited: ResponseTree = {
      ...draft.content,
      responses: draft.content.responses.map((r) => ({ ...r, text: `${r.text} (edited)` })),
    };
    const saved = await t.call('POST', '/api/editor/responses/save', {
      token: admin,
      body: { baseRevision: draft.revision, content: edited },
    });
    expect(saved.statusCode).toBe(200);
    const published = await t.call('POST', '/api/editor/publish', {
      token: admin,
      body: { confirmChanges: true },
    });
    expect(published.statusCode).toBe(200);
    expect(published.json().version).toBe(2);

    const after = await reviewReport(t, admin, 'After the publish');
    expect(texts(after.report).sort()).toEqual(shown.map((text) => `${text} (edited)`).sort());
    const again = (
      await t.call('GET', `/api/review/${before.reviewId}/report`, { token: admin })
    ).json<ReportView>();
    expect(texts(again)).toEqual(shown);
  });
});
