import {
  type ReportView,
  type ReviewOverview,
  routes,
  type StartReviewResponse,
  type SubmitResponse,
  type UserReports,
} from '@tsr/contract';
import { testStructure } from '@tsr/domain/testing';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { users } from '../db/schema';
import { demoAccounts } from '../demo/demo-accounts';
import { seedDemoData } from '../demo/seed-demo';
import { answerAll, publishTestContent } from '../testing/review-fixtures';
import { createTestApp, type TestApp } from '../testing/test-app';

/**
 * Who may open and submit whose review (docs/decisions/0005 and 0006): an approver submits a
 * colleague's finished review, a self-signed-up trial account submits its own within its cap,
 * and GET /review/{id} tells the submit page whose review it is and how far it has got.
 */
let t: TestApp;
const token: Record<string, string> = {};

async function startReview(who: string, name: string): Promise<StartReviewResponse> {
  const res = await t.request(routes.startReview, {
    body: { structure: { ...testStructure(), name } },
    token: token[who],
  });
  expect(res.statusCode).toBe(201);
  return res.json<StartReviewResponse>();
}

async function finishedReview(who: string, name: string): Promise<string> {
  const start = await startReview(who, name);
  await answerAll(t, token[who] as string, start);
  return start.reviewId;
}

const submit = (who: string, id: string) => t.request(routes.submit, { params: { id }, token: token[who] });
const overview = (who: string, id: string) =>
  t.request(routes.reviewOverview, { params: { id }, token: token[who] });

/** Sign-up, the e-mailed code, sign-in and the trial terms, as a visitor goes through them. */
async function signUpTrialAccount(email: string): Promise<string> {
  const password = 'Trial-sign-up-1';
  expect((await t.request(routes.signUp, { body: { email, password } })).statusCode).toBe(201);
  const confirmed = await t.request(routes.confirmSignUp, {
    body: { email, code: t.mailer.codeFor(email) },
  });
  expect(confirmed.statusCode).toBe(200);
  const id = await t.signIn(email, password);
  const agreed = await t.request(routes.termsAgreed, {
    body: { userName: email, terms_agreed: 'yes', trial_follow_up: 'no' },
    token: id,
  });
  expect(agreed.statusCode).toBe(200);
  return id;
}

beforeAll(async () => {
  t = await createTestApp();
  await seedDemoData(t.database.db);
  await publishTestContent(t);
  const roles = { admin: 'admin', lead: 'account lead', approver: 'approver', plain: 'plain user' };
  for (const [key, role] of Object.entries(roles)) {
    const a = demoAccounts.find((x) => x.role.startsWith(role));
    if (!a) throw new Error(role);
    token[key] = await t.signIn(a.email, a.password);
  }
  token.trial = await signUpTrialAccount('solo.trial@family-office.example');
});
afterAll(() => t.close());

describe('an approver and a colleague without submit permission', () => {
  it("lets the approver open and submit the colleague's finished review, and read its report", async () => {
    const id = await finishedReview('plain', 'Colleague structure');
    expect((await submit('plain', id)).statusCode).toBe(403);
    const seen = await overview('approver', id);
    expect(seen.statusCode).toBe(200);
    expect(seen.json<ReviewOverview>()).toMatchObject({ isOwn: false, finished: true, submitted: false });

    const res = await submit('approver', id);
    expect(res.statusCode).toBe(200);
    const report = await t.request(routes.report, { params: { id }, query: {}, token: token.approver });
    expect(report.json<ReportView>().report_id).toBe(res.json<SubmitResponse>().report_id);
    expect(report.json<ReportView>().user).toBe('user@northbridge.example');
  });

  it("does not let the approver delete a colleague's review", async () => {
    const start = await startReview('plain', 'Not the approver to delete');
    const res = await t.request(routes.deleteIncompleteReview, {
      params: { id: start.reviewId },
      token: token.approver,
    });
    expect(res.statusCode).toBe(403);
    expect(
      (await t.request(routes.deleteIncompleteReview, { params: { id: start.reviewId }, token: token.lead }))
        .statusCode,
    ).toBe(204);
  });

  it("keeps another company's approver out: the review does not exist for them", async () => {
    const id = await finishedReview('plain', 'Other company');
    expect((await overview('trial', id)).statusCode).toBe(404);
    expect((await submit('trial', id)).statusCode).toBe(404);
  });
});

describe('a self-signed-up trial account', () => {
  it('holds submit permission and submits its own review, charged to its own company', async () => {
    const me = (await t.request(routes.me, { token: token.trial })).json<{ groups: string[] }>();
    expect(me.groups).toContain('approval');
    const id = await finishedReview('trial', 'Trial structure');
    const res = await submit('trial', id);
    expect(res.statusCode).toBe(200);
    const report = await t.request(routes.report, { params: { id }, query: {}, token: token.trial });
    expect(report.json<ReportView>().company).toBe('solo.trial@family-office.example');
  });

  it('stops at its review cap', async () => {
    // An account of its own, so the count does not depend on what other tests submitted.
    token.capped = await signUpTrialAccount('capped.trial@family-office.example');
    await t.database.db
      .update(users)
      .set({ reviewCap: 2 })
      .where(eq(users.email, 'capped.trial@family-office.example'));
    expect((await submit('capped', await finishedReview('capped', 'First'))).statusCode).toBe(200);
    expect((await submit('capped', await finishedReview('capped', 'Second'))).statusCode).toBe(200);
    const third = await submit('capped', await finishedReview('capped', 'Third'));
    expect(third.statusCode).toBe(403);
    expect(third.json().message).toBe(
      'The review limit of 2 submitted reviews has been reached. Please contact your account lead.',
    );
  });
});

describe('GET /review/{id}', () => {
  it('tells an account lead whose unfinished review it is and how many parts are answered', async () => {
    const start = await startReview('plain', 'Half done');
    const first = start.part;
    if (!first) throw new Error('no first part');
    const res = await overview('lead', start.reviewId);
    expect(res.statusCode).toBe(200);
    const view = res.json<ReviewOverview>();
    expect(view).toMatchObject({
      reviewId: start.reviewId,
      structureName: 'Half done',
      owner: { name: 'Uma User', email: 'user@northbridge.example' },
      isOwn: false,
      submitted: false,
      finished: false,
      answeredParts: 0,
    });
    expect(view.totalParts).toBeGreaterThan(1);
    // The structure as the user drew it, not the prepared copy the questionnaire runs on.
    expect(view.structure).toEqual({ ...testStructure(), name: 'Half done' });
  });

  it('counts every shown part answered once the review is finished', async () => {
    const id = await finishedReview('plain', 'All done');
    const view = (await overview('plain', id)).json<ReviewOverview>();
    expect(view.isOwn).toBe(true);
    expect(view.finished).toBe(true);
    expect(view.answeredParts).toBe(view.totalParts);
  });

  it('is not found for a colleague without a company-wide role', async () => {
    const id = await finishedReview('approver', 'Approver own');
    expect((await overview('plain', id)).statusCode).toBe(404);
  });
});

describe("an admin's reviews list", () => {
  it("shows every customer company's reviews company wide, and only their own as 'mine'", async () => {
    const id = await finishedReview('plain', 'Found by the admin');
    token.shown = await signUpTrialAccount('shown.trial@family-office.example');
    expect((await submit('shown', await finishedReview('shown', 'Trial for the admin'))).statusCode).toBe(
      200,
    );
    const wide = (
      await t.request(routes.userReports, { query: { createdBy: 'company' }, token: token.admin })
    ).json<UserReports>();
    expect(wide.answers.find((a) => a.survey_answer_id === id)).toMatchObject({
      created_by: 'user@northbridge.example',
      is_own: false,
    });
    expect(wide.reports.some((r) => r.created_by === 'shown.trial@family-office.example')).toBe(true);
    const mine = (
      await t.request(routes.userReports, { query: { createdBy: 'mine' }, token: token.admin })
    ).json<UserReports>();
    expect([...mine.reports, ...mine.answers].every((r) => r.is_own)).toBe(true);
  });
});
