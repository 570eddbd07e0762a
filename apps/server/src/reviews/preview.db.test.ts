import {
  type CustomerMetrics,
  type EditorQuestions,
  type NextResponse,
  PREVIEW_TEXTS,
  type ReportView,
  type ReviewOverview,
  routes,
  type StartReviewResponse,
  type SurveyQuestions,
  type UserReports,
} from '@tsr/contract';
import { testStructure } from '@tsr/domain/testing';
import { count, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { charges, events, reports, reviews, surveyVersions, users } from '../db/schema';
import { pdfText } from '../testing/pdf-text';
import { type Person, person } from '../testing/people';
import { answerAll, publishTestContent } from '../testing/review-fixtures';
import { createTestApp, type TestApp } from '../testing/test-app';
import { PREVIEW_LIFETIME_MS, sweepPreviews } from './preview-sweep';

/**
 * An administrator's preview runs on the draft as it was when the preview started; it is never
 * charged, never counted in metrics, never listed, readable by admins only, and deleted after a day
 * by the sweep.
 */
let t: TestApp;
let admin: Person;
let lead: Person;
let plain: Person;
let customer: Person;
const COMPANY = 'Preview Provider Ltd';

beforeAll(async () => {
  t = await createTestApp();
  await publishTestContent(t);
  admin = await person(t, COMPANY, { isAdmin: true });
  // An account lead and a user of the admin's own company, and a customer elsewhere.
  lead = await person(t, COMPANY, { isAccountLead: true });
  plain = await person(t, COMPANY);
  customer = await person(t, 'Preview Customer plc');
});
afterAll(() => t.close());

const start = (who: Person, preview: boolean, name = 'Preview structure') =>
  t.request(routes.startReview, {
    body: { structure: { ...testStructure(), name }, preview },
    token: who.token,
  });

async function started(who: Person, preview: boolean, name?: string): Promise<StartReviewResponse> {
  const res = await start(who, preview, name);
  expect(res.statusCode).toBe(201);
  return res.json<StartReviewResponse>();
}

/** Gives the first question of the company's first chunk (the test structure's first part) a new title in the draft, through the editor API. */
async function retitleDraftQuestion(title: string): Promise<void> {
  const draft = (
    await t.request(routes.editorSection, {
      params: { surveyId: 'draft', section: 'questions' },
      token: admin.token,
    })
  ).json<EditorQuestions>();
  const content = structuredClone(draft.content) as SurveyQuestions;
  const chunk = content.company?.pre;
  const first = chunk?.pages[0]?.elements?.[0] as { title?: string } | undefined;
  if (!first) throw new Error('the test content has no company question');
  first.title = title;
  const saved = await t.request(routes.saveSection, {
    params: { section: 'questions' },
    query: {},
    body: { baseRevision: draft.revision, content },
    token: admin.token,
  });
  expect(saved.statusCode).toBe(200);
}

const shows = (questions: unknown, text: string) => JSON.stringify(questions).includes(text);

async function submittedPreview(name: string): Promise<string> {
  const preview = await started(admin, true, name);
  await answerAll(t, admin.token, preview);
  const submit = await t.request(routes.submit, { params: { id: preview.reviewId }, token: admin.token });
  expect(submit.statusCode).toBe(200);
  return preview.reviewId;
}

describe('a preview runs on the draft', () => {
  it('shows a question changed in the draft, and keeps the draft as it was when it started', async () => {
    await retitleDraftQuestion('Draft title one: who are the directors?');
    const preview = await started(admin, true);
    expect(shows(preview.questions, 'Draft title one')).toBe(true);
    // A real review still runs on the published version.
    const real = await started(admin, false);
    expect(shows(real.questions, 'Draft title one')).toBe(false);

    // The draft changes again: the running preview keeps its copy, a new preview gets the new text.
    await retitleDraftQuestion('Draft title two: who are the directors?');
    const resumed = (
      await t.request(routes.next, {
        params: { id: preview.reviewId },
        token: admin.token,
        body: { resume: true },
      })
    ).json<NextResponse>();
    expect(resumed.preview).toBe(true);
    expect(shows(resumed.questions, 'Draft title one')).toBe(true);
    expect(shows(resumed.questions, 'Draft title two')).toBe(false);
    const second = await started(admin, true);
    expect(shows(second.questions, 'Draft title two')).toBe(true);
  });

  it('is refused to anyone but an administrator', async () => {
    const res = await start(lead, true);
    expect(res.statusCode).toBe(403);
    expect(res.json().message).toBe('Only administrators can preview the survey.');
  });
});

describe('submitting a preview', () => {
  it('gives a report that says it is a preview, without a charge, a cap or a metric', async () => {
    // A cap of 0 would refuse any real submit: the preview is not held to it.
    await t.database.db.update(users).set({ reviewCap: 0 }).where(eq(users.id, admin.id));
    try {
      const reviewId = await submittedPreview('Capped preview');
      const report = await t.request(routes.report, {
        params: { id: reviewId },
        query: {},
        token: admin.token,
      });
      expect(report.statusCode).toBe(200);
      expect(report.json<ReportView>().preview).toBe(true);
      const [charged] = await t.database.db
        .select({ n: count() })
        .from(charges)
        .where(eq(charges.reviewId, reviewId));
      expect(charged?.n).toBe(0);

      // The same admin's real review meets the cap: the check that let the preview through is live.
      const real = await started(admin, false, 'Capped real review');
      await answerAll(t, admin.token, real);
      const refused = await t.request(routes.submit, { params: { id: real.reviewId }, token: admin.token });
      expect(refused.statusCode).toBe(403);
      expect(refused.json().message).toContain('The review limit of 0 submitted reviews has been reached.');
    } finally {
      await t.database.db.update(users).set({ reviewCap: -1 }).where(eq(users.id, admin.id));
    }
  });

  it('records no usage event, so the customer metrics do not count it', async () => {
    const usage = async () =>
      (await t.database.db.select({ n: count() }).from(events).where(eq(events.userId, admin.id)))[0]?.n;
    const now = Math.floor(Date.now() / 1000);
    const metrics = async () => {
      const res = await t.request(routes.customerMetrics, {
        body: { filter: { startDate: now - 30 * 86400, endDate: now + 3600 } },
        token: admin.token,
      });
      expect(res.statusCode).toBe(200);
      const all = res.json<{ customerMetrics: CustomerMetrics[] }>().customerMetrics;
      return all.flatMap((c) => c.users).find((u) => u.userId === admin.id);
    };
    const eventsBefore = await usage();
    const before = await metrics();
    await submittedPreview('Uncounted preview');
    expect(await usage()).toBe(eventsBefore);
    const after = await metrics();
    expect(after?.reviewStarted).toBe(before?.reviewStarted);
    expect(after?.reviewSubmitted).toBe(before?.reviewSubmitted);
    expect(after?.entitesSubmitted).toBe(before?.entitesSubmitted);
  });

  it('has no latest version to be compared with or moved to', async () => {
    const reviewId = await submittedPreview('Preview without versions');
    for (const route of [routes.rescore, routes.latestSurvey]) {
      const res = await t.request(route, { params: { id: reviewId }, token: admin.token });
      expect(res.statusCode, route.path).toBe(409);
      expect(res.json().message).toBe(PREVIEW_TEXTS.notOnAVersion);
    }
  });

  // What the PDF says is checked in render-report-pdf.test.ts; here that its download is allowed.
  it('can be downloaded as a PDF by its admin', async () => {
    const reviewId = await submittedPreview('Preview on paper');
    const res = await t.request(routes.report, {
      params: { id: reviewId },
      query: {},
      token: admin.token,
      headers: { accept: 'application/pdf' },
    });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toContain('application/pdf');
    expect((await pdfText(res.rawPayload)).length).toBeGreaterThan(0);
  });
});

describe('a preview is never listed', () => {
  it('is in no reviews list: mine, company wide, or the user detail page', async () => {
    const done = await submittedPreview('Listed nowhere done');
    const open = (await started(admin, true, 'Listed nowhere open')).reviewId;
    const ids = (list: UserReports) => [
      ...list.reports.map((r) => r.review_id),
      ...list.answers.map((a) => a.survey_answer_id),
    ];
    for (const createdBy of ['mine', 'company'] as const) {
      const res = await t.request(routes.userReports, { query: { createdBy }, token: admin.token });
      expect(res.statusCode).toBe(200);
      expect(ids(res.json<UserReports>())).not.toContain(done);
      expect(ids(res.json<UserReports>())).not.toContain(open);
    }
    const detail = await t.request(routes.userReviews, { params: { id: admin.id }, token: admin.token });
    expect(detail.statusCode).toBe(200);
    expect(ids(detail.json<UserReports>())).not.toContain(done);
    expect(ids(detail.json<UserReports>())).not.toContain(open);
    // A real review of the same admin is listed: the lists do show this admin's reviews.
    const real = (await started(admin, false, 'Listed real')).reviewId;
    const mine = await t.request(routes.userReports, { query: { createdBy: 'mine' }, token: admin.token });
    expect(ids(mine.json<UserReports>())).toContain(real);
  });
});

describe('only administrators read a preview', () => {
  it('is not found for a lead, a user of the same company or a customer, whatever they ask', async () => {
    const done = await submittedPreview('Private preview');
    const open = await started(admin, true, 'Private open preview');
    const reportId = (
      await t.request(routes.report, { params: { id: done }, query: {}, token: admin.token })
    ).json<ReportView>().report_id;
    for (const who of [lead, plain, customer]) {
      const opened = { params: { id: open.reviewId }, token: who.token };
      const calls = [
        t.request(routes.reviewOverview, opened),
        t.request(routes.next, { ...opened, body: { resume: true } }),
        t.request(routes.answerSummary, opened),
        t.request(routes.submit, opened),
        t.request(routes.report, { params: { id: done }, query: {}, token: who.token }),
        t.request(routes.reportPdf, { params: { id: done }, body: { remediated: false }, token: who.token }),
        t.request(routes.reportById, { params: { id: reportId }, token: who.token }),
        t.request(routes.deleteIncompleteReview, opened),
      ];
      for (const res of await Promise.all(calls)) {
        expect(res.statusCode).toBe(404);
        expect(res.json().message).toBe('This review does not exist.');
      }
    }
    // Its admin opens it, and the overview says it is a preview.
    const overview = await t.request(routes.reviewOverview, {
      params: { id: open.reviewId },
      token: admin.token,
    });
    expect(overview.json<ReviewOverview>().preview).toBe(true);
  });
});

describe('the sweep of previews', () => {
  const exists = async (reviewId: string) =>
    (await t.database.db.select({ id: reviews.id }).from(reviews).where(eq(reviews.id, reviewId))).length > 0;
  const snapshotOf = async (reviewId: string) =>
    (
      await t.database.db
        .select({ id: reviews.surveyVersionId })
        .from(reviews)
        .where(eq(reviews.id, reviewId))
    )[0]?.id;
  const versionExists = async (id: number) =>
    (
      await t.database.db
        .select({ id: surveyVersions.id })
        .from(surveyVersions)
        .where(eq(surveyVersions.id, id))
    ).length > 0;

  it('deletes previews a day old with their reports and snapshots, keeps younger ones, never real reviews', async () => {
    // A preview runs on a snapshot of the draft; with no draft yet it would run on the published
    // version, which the sweep never deletes.
    await retitleDraftQuestion('Swept draft: who are the directors?');
    const old = await submittedPreview('Old preview');
    const oldSnapshot = await snapshotOf(old);
    const young = (await started(admin, true, 'Young preview')).reviewId;
    const youngSnapshot = await snapshotOf(young);
    const real = await started(admin, false, 'Real review kept');
    await answerAll(t, admin.token, real);
    expect(
      (await t.request(routes.submit, { params: { id: real.reviewId }, token: admin.token })).statusCode,
    ).toBe(200);
    if (oldSnapshot === undefined || youngSnapshot === undefined) throw new Error('no snapshots');
    // The old preview, its snapshot and the real review are a day and a minute older than the young one.
    const started25h = new Date(Date.now() - PREVIEW_LIFETIME_MS - 60_000);
    await t.database.db.update(reviews).set({ createdAt: started25h }).where(eq(reviews.id, old));
    await t.database.db.update(reviews).set({ createdAt: started25h }).where(eq(reviews.id, real.reviewId));
    await t.database.db
      .update(surveyVersions)
      .set({ createdAt: started25h })
      .where(eq(surveyVersions.id, oldSnapshot));

    // A minute earlier on the clock the old preview is just under a day old: nothing goes.
    const early = await sweepPreviews(t.database.db, new Date(Date.now() - 120_000));
    expect(await exists(old)).toBe(true);
    expect(early.reviews).toBe(0);

    const swept = await sweepPreviews(t.database.db, new Date());
    expect(swept.reviews).toBeGreaterThanOrEqual(1);
    expect(await exists(old)).toBe(false);
    expect(await t.database.db.select().from(reports).where(eq(reports.reviewId, old))).toEqual([]);
    expect(await versionExists(oldSnapshot)).toBe(false);
    expect(await exists(young)).toBe(true);
    expect(await versionExists(youngSnapshot)).toBe(true);
    expect(await exists(real.reviewId)).toBe(true);
    expect(
      await t.database.db.select().from(reports).where(eq(reports.reviewId, real.reviewId)),
    ).toHaveLength(1);

    // A day on, the young one goes too; the real review and every published version stay.
    await sweepPreviews(t.database.db, new Date(Date.now() + PREVIEW_LIFETIME_MS + 60_000));
    expect(await exists(young)).toBe(false);
    expect(await exists(real.reviewId)).toBe(true);
    const published = await t.database.db
      .select({ id: surveyVersions.id })
      .from(surveyVersions)
      .where(eq(surveyVersions.status, 'published'));
    expect(published.length).toBeGreaterThanOrEqual(1);
  });
});
