import {
  type EditorQuestions,
  type EditorRules,
  type ReportView,
  type RescoreComparison,
  routes,
  type StartReviewResponse,
  type SurveyVersionList,
  type VersionDiff,
} from '@tsr/contract';
import { contentCounts } from '@tsr/domain';
import { testContent, testStructure } from '@tsr/domain/testing';
import { afterAll, beforeAll, describe, expect, it, onTestFinished } from 'vitest';
import { demo, demoAccounts, demoCompanies } from '../demo/demo-accounts';
import { seedDemoData } from '../demo/seed-demo';
import { answerAll, publishTestContent } from '../testing/review-fixtures';
import { createTestApp, type TestApp } from '../testing/test-app';
import { makeUser } from '../testing/user-factory';

/**
 * The version history and diff (admin-only), and a submitted report re-scored on the
 * latest version (its owner or an admin; nobody of another company), and Update's dropped answers.
 */

/** An app with the test content published as version 1 and the approver's submitted review. */
interface Versioned {
  t: TestApp;
  token: Record<'admin' | 'owner' | 'lead' | 'stranger', string>;
  reviewId: string;
  /** The first rule that scores the trustees' IHT cell of the review, and that cell's score. */
  ruleId: string;
  cellScore: number;
}

const account = (role: string) => {
  const a = demoAccounts.find((x) => x.role.startsWith(role));
  if (!a) throw new Error(role);
  return a;
};

async function versionedApp(): Promise<Versioned> {
  const t = await createTestApp();
  await seedDemoData(t.database.db);
  await publishTestContent(t);
  const stranger = await makeUser(t.database.db, { company: demoCompanies[2] });
  const token = {
    admin: await t.signIn(demo.admin.email, demo.admin.password),
    owner: await t.signIn(account('approver').email, account('approver').password),
    lead: await t.signIn(account('account lead').email, account('account lead').password),
    stranger: await t.signIn(stranger.email, stranger.password),
  };
  const reviewId = await submittedReview(t, token.owner);
  const report = (
    await t.request(routes.report, { params: { id: reviewId }, query: {}, token: token.admin })
  ).json<ReportView>();
  const cell = report.table.values['trust.trustees']?.IHT;
  const ruleId = cell?.explanation[0]?.ruleId ?? '';
  expect(ruleId).not.toBe('');
  return { t, token, reviewId, ruleId, cellScore: cell?.score ?? 0 };
}

/** A test that publishes gets an app of its own: the others read version 1 as the only one. */
async function ownVersionedApp(): Promise<Versioned> {
  const v = await versionedApp();
  onTestFinished(() => v.t.close());
  return v;
}

/** A review of the approver (the owner), answered and submitted. */
async function submittedReview(t: TestApp, owner: string): Promise<string> {
  const start = (
    await t.request(routes.startReview, {
      token: owner,
      body: { structure: { ...testStructure(), name: 'Versioned structure' } },
    })
  ).json<StartReviewResponse>();
  await answerAll(t, owner, start);
  expect((await t.request(routes.submit, { params: { id: start.reviewId }, token: owner })).statusCode).toBe(
    200,
  );
  return start.reviewId;
}

/** Saves the draft with the review's rule scoring 1 instead. */
async function saveRuleScoredOne({ t, token, ruleId }: Versioned): Promise<void> {
  const draft = (
    await t.request(routes.editorSection, {
      params: { surveyId: 'draft', section: 'rules' },
      token: token.admin,
    })
  ).json<EditorRules>();
  const content = {
    ...draft.content,
    rules: draft.content.rules.map((r) => (r.id === ruleId ? { ...r, score: 1 } : r)),
  };
  const saved = await t.request(routes.saveSection, {
    params: { section: 'rules' },
    query: {},
    token: token.admin,
    body: { baseRevision: draft.revision, content },
  });
  expect(saved.statusCode).toBe(200);
}

async function publish({ t, token }: Versioned): Promise<void> {
  const res = await t.request(routes.editorPublish, { token: token.admin, body: { confirmChanges: true } });
  expect(res.statusCode).toBe(200);
}

const rescore = ({ t, token }: Versioned, who: keyof Versioned['token'], id: string) =>
  t.request(routes.rescore, { params: { id }, token: token[who] });

/** For the tests that publish nothing. */
let shared: Versioned;
beforeAll(async () => {
  shared = await versionedApp();
});
afterAll(() => shared.t.close());

describe('the version history', () => {
  it('lists every published version with who published it, when, and its counts', async () => {
    const { t, token } = shared;
    const res = await t.request(routes.surveyVersions, { token: token.admin });
    expect(res.statusCode).toBe(200);
    const { versions } = res.json<SurveyVersionList>();
    expect(versions).toHaveLength(1);
    expect(versions[0]).toMatchObject({
      version: 1,
      publishedBy: null,
      counts: contentCounts(testContent()),
    });
    expect(versions[0]?.publishedAt).toEqual(expect.any(String));
  });

  it('is refused to anyone but an administrator', async () => {
    const { t, token } = shared;
    for (const who of ['owner', 'lead', 'stranger'] as const) {
      expect((await t.request(routes.surveyVersions, { token: token[who] })).statusCode).toBe(403);
      expect((await t.request(routes.versionDiff, { query: {}, token: token[who] })).statusCode).toBe(403);
    }
    expect((await t.request(routes.surveyVersions)).statusCode).toBe(401);
  });
});

describe('the diff and a publish', () => {
  it("shows a rule's new score in the draft, then between versions 1 and 2 once published", async () => {
    const v = await ownVersionedApp();
    const { t, token, ruleId } = v;
    await saveRuleScoredOne(v);

    const pending = (
      await t.request(routes.versionDiff, { query: {}, token: token.admin })
    ).json<VersionDiff>();
    expect(pending).toMatchObject({ from: 1, to: 'draft', counts: { added: 0, removed: 0, changed: 1 } });
    expect(pending.items[0]).toMatchObject({ area: 'rules', kind: 'changed', id: ruleId });
    expect(pending.items[0]?.fields).toContainEqual(
      expect.objectContaining({ field: 'score', after: '1', words: expect.any(Array) }),
    );

    await publish(v);
    const { versions } = (
      await t.request(routes.surveyVersions, { token: token.admin })
    ).json<SurveyVersionList>();
    expect(versions.map((x) => x.version)).toEqual([2, 1]);
    expect(versions[0]?.publishedBy).toEqual({ name: expect.any(String), email: demo.admin.email });
    const between = (
      await t.request(routes.versionDiff, { query: { from: '1', to: '2' }, token: token.admin })
    ).json<VersionDiff>();
    expect(between.items.map((i) => [i.area, i.kind, i.id])).toEqual([['rules', 'changed', ruleId]]);
    const none = (await t.request(routes.versionDiff, { query: {}, token: token.admin })).json<VersionDiff>();
    expect(none).toMatchObject({ from: 2, to: 'draft', items: [] });
  });

  it('answers 404 for a version that does not exist and 400 for one that is not a number', async () => {
    const { t, token } = shared;
    expect(
      (await t.request(routes.versionDiff, { query: { from: '99' }, token: token.admin })).statusCode,
    ).toBe(404);
    expect((await t.call('GET', '/api/editor/versions/diff?from=x', { token: token.admin })).statusCode).toBe(
      400,
    );
  });
});

describe('re-scoring a report on the latest version', () => {
  it('shows the owner the changed cell and both scores, and leaves the report as it was', async () => {
    const v = await ownVersionedApp();
    const { t, token, reviewId, cellScore } = v;
    await saveRuleScoredOne(v);
    await publish(v);
    const before = (
      await t.request(routes.report, { params: { id: reviewId }, query: {}, token: token.owner })
    ).json<ReportView>();
    const res = await rescore(v, 'owner', reviewId);
    expect(res.statusCode).toBe(200);
    const comparison = res.json<RescoreComparison>();
    expect(comparison).toMatchObject({
      onLatest: false,
      currentVersion: 1,
      latestVersion: 2,
      currentScore: before.originalScore,
      droppedAnswers: [],
    });
    expect(comparison.cells).toContainEqual({
      rowGroup: 'Trust',
      row: 'Trustees',
      column: 'IHT',
      current: cellScore,
      latest: expect.any(Number),
    });
    expect(comparison.cells.find((c) => c.row === 'Trustees' && c.column === 'IHT')?.latest).toBeLessThan(
      cellScore,
    );
    const after = (
      await t.request(routes.report, { params: { id: reviewId }, query: {}, token: token.owner })
    ).json<ReportView>();
    expect(after.score).toBe(before.score);
    expect(after.table).toEqual(before.table);
  });

  it('is open to an admin, refused to the account lead (403) and hidden from another company (404)', async () => {
    const { t, reviewId } = shared;
    expect((await rescore(shared, 'admin', reviewId)).statusCode).toBe(200);
    const lead = await rescore(shared, 'lead', reviewId);
    expect(lead.statusCode).toBe(403);
    expect(lead.json().message).toBe(
      'Only the person who started this review or an administrator can compare it with the latest version.',
    );
    expect((await rescore(shared, 'stranger', reviewId)).statusCode).toBe(404);
    expect((await t.request(routes.rescore, { params: { id: reviewId } })).statusCode).toBe(401);
  });
});

describe('Update to the latest survey', () => {
  it('says which answers no longer count, moves the review, and then it is on the latest version', async () => {
    const v = await ownVersionedApp();
    const { t, token, reviewId } = v;
    const draft = (
      await t.request(routes.editorSection, {
        params: { surveyId: 'draft', section: 'questions' },
        token: token.admin,
      })
    ).json<EditorQuestions>();
    const questions = structuredClone(draft.content);
    // Asked only of fixed-interest trusts from now on: the discretionary trust's answer no longer counts.
    const narrowed = questions.trust?.post?.pages[0]?.elements[0];
    if (!narrowed) throw new Error('no trust post question');
    narrowed.customLogic = "{trust_type} = 'fixed'";
    const saved = await t.request(routes.saveSection, {
      params: { section: 'questions' },
      query: {},
      token: token.admin,
      body: { baseRevision: draft.revision, content: questions },
    });
    expect(saved.statusCode).toBe(200);
    await publish(v);

    const comparison = (await rescore(v, 'admin', reviewId)).json<RescoreComparison>();
    expect(comparison).toMatchObject({ onLatest: false, currentVersion: 1, latestVersion: 2 });
    expect(comparison.droppedAnswers).toEqual([
      { part: expect.any(String), question: narrowed.title ?? narrowed.name, answers: ['direct'] },
    ]);
    // Update stays the administrator's (spec 2.9, 6).
    expect(
      (await t.request(routes.latestSurvey, { params: { id: reviewId }, token: token.owner })).statusCode,
    ).toBe(403);
    expect(
      (await t.request(routes.latestSurvey, { params: { id: reviewId }, token: token.admin })).statusCode,
    ).toBe(204);
    const now = (await rescore(v, 'owner', reviewId)).json<RescoreComparison>();
    expect(now).toMatchObject({ onLatest: true, currentVersion: 2, latestVersion: 2, droppedAnswers: [] });
  });
});
