import {
  type NextResponse,
  type ReportView,
  routes,
  type StartReviewResponse,
  type SubmitResponse,
  type UserReports,
} from '@tsr/contract';
import { answerPart, TEST_SCRIPT, testContent, testStructure } from '@tsr/domain/testing';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { charges, events, reviews, surveyVersions, users } from '../db/schema';
import { demo, demoAccounts } from '../demo/demo-accounts';
import { seedDemoData } from '../demo/seed-demo';
import { publishVersion } from '../survey/survey-store';
import { pdfText } from '../testing/pdf-text';
import { answerAll, publishTestContent } from '../testing/review-fixtures';
import { createTestApp, type TestApp } from '../testing/test-app';

let t: TestApp;
const token: Record<string, string> = {};

async function signIn(role: string) {
  const a = demoAccounts.find((x) => x.role.startsWith(role));
  if (!a) throw new Error(role);
  token[role] = await t.signIn(a.email, a.password);
}

/** A finished review of the given user, answered through the API. */
async function finishedReview(role: string, name = 'Oak structure'): Promise<string> {
  const start = (
    await t.request(routes.startReview, {
      body: { structure: { ...testStructure(), name } },
      token: token[role],
    })
  ).json<StartReviewResponse>();
  await answerAll(t, token[role] as string, start);
  return start.reviewId;
}

const submit = (role: string, id: string) => t.request(routes.submit, { params: { id }, token: token[role] });
const report = (role: string, id: string, remediated = false) =>
  t.request(routes.report, {
    params: { id },
    query: { remediated: remediated ? 'true' : 'false' },
    token: token[role],
  });

beforeAll(async () => {
  t = await createTestApp();
  await seedDemoData(t.database.db);
  await publishTestContent(t);
  for (const role of ['admin', 'account lead', 'approver', 'plain user']) await signIn(role);
});
afterAll(() => t.close());

describe('submitting', () => {
  it('is refused to a user without submit permission, with the pointer to an approver', async () => {
    const id = await finishedReview('plain user');
    const res = await submit('plain user', id);
    expect(res.statusCode).toBe(403);
    expect(res.json().message).toBe(
      'You do not have permission to submit reviews. Please ask an approver in your company.',
    );
    // Their account lead may submit it for them (canSubmit: admin, accountlead, approval).
    expect((await submit('account lead', id)).statusCode).toBe(200);
  });

  it('refuses an unfinished review', async () => {
    const start = (
      await t.request(routes.startReview, {
        body: { structure: testStructure() },
        token: token.approver,
      })
    ).json<StartReviewResponse>();
    const res = await submit('approver', start.reviewId);
    expect(res.statusCode).toBe(409);
    expect(res.json().message).toBe('This review is not finished yet: please answer every part first.');
  });

  it('stores the report, charges the company once and records the submit', async () => {
    const id = await finishedReview('approver', 'Charged once');
    const res = await submit('approver', id);
    expect(res.statusCode).toBe(200);
    const { report_id } = res.json<SubmitResponse>();
    expect((await submit('approver', id)).statusCode).toBe(409);
    const rows = await t.database.db.select().from(charges).where(eq(charges.reviewId, id));
    expect(rows).toHaveLength(1);
    expect(rows[0]?.entities).toBe(Object.keys(testStructure().entities).length);
    const submitted = await t.database.db.select().from(events).where(eq(events.kind, 'review_submitted'));
    expect(submitted.length).toBeGreaterThan(0);

    const view = (await report('approver', id)).json<ReportView>();
    expect(view.report_id).toBe(report_id);
    expect(view.structure.name).toBe('Charged once');
    expect(view.originalScore).toBeGreaterThan(0);
    expect(view.originalScore).toBeLessThanOrEqual(100);
    // Every risk explains itself: the rule and the answers it read.
    const cells = Object.values(view.table.values).flatMap((row) => Object.values(row));
    const fired = cells.filter((c) => c.score > 0);
    expect(fired.length).toBeGreaterThan(0);
    for (const cell of fired) expect(cell.explanation[0]?.ruleId).toBeTruthy();
  });

  it('never charges beyond the review cap, even for 20 submits at once against a cap of 5', async () => {
    const owner = demo.approver;
    await t.database.db.update(users).set({ reviewCap: 0 }).where(eq(users.email, owner.email));
    const ids: string[] = [];
    for (let i = 0; i < 20; i++) ids.push(await finishedReview('approver', `Concurrent ${i}`));
    const [row] = await t.database.db.select().from(users).where(eq(users.email, owner.email));
    const already = (
      await t.database.db
        .select()
        .from(charges)
        .where(eq(charges.userId, row?.id ?? ''))
    ).length;
    await t.database.db
      .update(users)
      .set({ reviewCap: already + 5 })
      .where(eq(users.email, owner.email));

    const results = await Promise.all(ids.map((id) => submit('approver', id)));
    const ok = results.filter((r) => r.statusCode === 200);
    const refused = results.filter((r) => r.statusCode === 403);
    expect(ok).toHaveLength(5);
    expect(refused).toHaveLength(15);
    expect(refused[0]?.json().message).toMatch(
      /^The review limit of \d+ submitted reviews has been reached\./,
    );
    const after = (
      await t.database.db
        .select()
        .from(charges)
        .where(eq(charges.userId, row?.id ?? ''))
    ).length;
    expect(after - already).toBe(5);
    await t.database.db.update(users).set({ reviewCap: -1 }).where(eq(users.email, owner.email));
  });
});

describe('the report and its remediation', () => {
  let id: string;
  let original: ReportView;
  beforeAll(async () => {
    id = await finishedReview('approver', 'Remediated structure');
    expect((await submit('approver', id)).statusCode).toBe(200);
    original = (await report('approver', id)).json<ReportView>();
  });

  const firstRisk = () => {
    const cell = Object.values(original.table.values)
      .flatMap((row) => Object.values(row))
      .find((c) => c.score > 0 && c.explanation.length > 0);
    const e = cell?.explanation[0];
    if (!e) throw new Error('no risk');
    return { entityId: e.entityId, responseId: e.responseId };
  };

  it('marks a risk resolved: the remediated score does not rise, the original never changes', async () => {
    const res = await t.request(routes.updateRemediation, {
      params: { id },
      token: token.approver,
      body: { selector: firstRisk(), action: 'resolved', text: 'Trustees replaced by a non-UK board' },
    });
    expect(res.statusCode).toBe(200);
    const remediated = res.json<ReportView>();
    expect(remediated.score).toBeLessThanOrEqual(original.originalScore);
    expect(remediated.timeline?.[0]).toMatchObject({
      action: 'resolved',
      notes: 'Trustees replaced by a non-UK board',
    });
    expect((await report('approver', id)).json<ReportView>().score).toBe(original.originalScore);
  });

  it('rejects a selector that is not a risk of the report', async () => {
    const res = await t.request(routes.updateRemediation, {
      params: { id },
      token: token.approver,
      body: { selector: { entityId: 'nope', responseId: 'nope' }, action: 'resolved', text: '' },
    });
    expect(res.statusCode).toBe(400);
    expect(res.json().message).toBe("There is no risk 'nope' on entity 'nope' in this report");
  });

  it('lets only admins reset remediations and resubmit', async () => {
    expect((await t.request(routes.resetScore, { params: { id }, token: token.approver })).statusCode).toBe(
      403,
    );
    const reset = await t.request(routes.resetScore, { params: { id }, token: token.admin });
    expect(reset.statusCode).toBe(200);
    expect((await report('approver', id, true)).json<ReportView>().timeline).toEqual([]);
    const resubmit = await t.request(routes.resubmit, { params: { id }, token: token.admin });
    expect(resubmit.json<ReportView>().originalScore).toBe(original.originalScore);
  });

  it('downloads the original and remediated PDFs with the spec file names, structure name and score', async () => {
    for (const remediated of [false, true]) {
      const res = await t.request(routes.report, {
        params: { id },
        query: { remediated: remediated ? 'true' : 'false' },
        token: token.approver,
        headers: { accept: 'application/pdf' },
      });
      expect(res.statusCode).toBe(200);
      expect(res.headers['content-type']).toBe('application/pdf');
      const kind = remediated ? 'Remediated' : 'Original';
      expect(res.headers['content-disposition']).toContain(
        `filename="TSR ${kind} Report - Remediated structure.pdf"`,
      );
      const text = await pdfText(res.rawPayload);
      expect(text).toContain('Remediated structure');
      expect(text).toContain(`Risk score: ${Math.round(original.originalScore)} / 100`);
      expect(text).toContain('not tax advice');
      if (remediated) expect(text).toContain('Remediation Timeline');
    }
  });

  it('renders the PDF for the POST form of the call too, and finds a report by its id', async () => {
    const res = await t.request(routes.reportPdf, {
      params: { id },
      token: token.approver,
      body: { id, remediated: false, structure: 'ignored: the name comes from the stored report' },
    });
    expect(res.headers['content-type']).toBe('application/pdf');
    expect(await pdfText(res.rawPayload)).toContain('Remediated structure');
    const byId = await t.request(routes.reportById, {
      params: { id: original.report_id },
      token: token.approver,
    });
    expect(byId.json<ReportView>().structure.name).toBe('Remediated structure');
  });

  it('keeps reports from other companies and colleagues out of reach', async () => {
    expect((await report('plain user', id)).statusCode).toBe(404);
    expect((await report('account lead', id)).statusCode).toBe(200);
    const res = await t.request(routes.reportById, {
      params: { id: original.report_id },
      token: token['plain user'],
    });
    expect(res.statusCode).toBe(404);
  });
});

describe('moving to the latest survey', () => {
  it('moves an unfinished review to a newer version, keeping the answers to questions that remain', async () => {
    const start = (
      await t.request(routes.startReview, {
        body: { structure: testStructure() },
        token: token.approver,
      })
    ).json<StartReviewResponse>();
    const first = start.part;
    if (!first || !start.questions) throw new Error('no first part');
    const answers = answerPart(TEST_SCRIPT, first, start.questions);
    await t.request(routes.next, {
      params: { id: start.reviewId },
      token: token.approver,
      body: { part: { id: first.id, answers } },
    });
    await publishVersion(t.database.db, testContent());
    const res = await t.request(routes.latestSurvey, { params: { id: start.reviewId }, token: token.admin });
    expect(res.statusCode).toBe(204);
    const [row] = await t.database.db.select().from(reviews).where(eq(reviews.id, start.reviewId));
    const latest = await t.database.db.select().from(surveyVersions);
    expect(row?.surveyVersionId).toBe(Math.max(...latest.map((v) => v.id)));
    const back = (
      await t.request(routes.next, {
        params: { id: start.reviewId },
        token: token.approver,
        body: { requestedPartId: first.id },
      })
    ).json<NextResponse>();
    expect(back.part?.answers).toEqual(answers);
  });
});

describe('lists and admin actions', () => {
  it("lists a user's own reviews, and the company's for an account lead", async () => {
    // The plain user's own report, and a colleague's that the lead sees and the plain user does not.
    const own = await finishedReview('plain user', 'Listed as own');
    expect((await submit('account lead', own)).statusCode).toBe(200);
    const colleague = await finishedReview('approver', "Listed as a colleague's");
    expect((await submit('approver', colleague)).statusCode).toBe(200);
    const mine = (
      await t.request(routes.userReports, { query: {}, token: token['plain user'] })
    ).json<UserReports>();
    expect(mine.reports.map((r) => r.structure_name)).toContain('Listed as own');
    expect(mine.reports.map((r) => r.structure_name)).not.toContain("Listed as a colleague's");
    expect(mine.reports.every((r) => r.is_own) && mine.answers.every((a) => a.is_own)).toBe(true);
    const company = (
      await t.request(routes.userReports, { query: { createdBy: 'company' }, token: token['account lead'] })
    ).json<UserReports>();
    expect(company.reports.some((r) => !r.is_own)).toBe(true);
    const leads = (
      await t.request(routes.userReports, { query: { createdBy: 'mine' }, token: token['account lead'] })
    ).json<UserReports>();
    expect([...leads.reports, ...leads.answers].every((r) => r.is_own)).toBe(true);
    expect(company.reports[0]).toMatchObject({
      structure_name: expect.any(String),
      submitted: expect.any(Number),
      risk_score: expect.any(Number),
    });
  });

  it('reverts a submitted review to editing and deletes reviews', async () => {
    const id = await finishedReview('approver', 'To revert');
    await submit('approver', id);
    expect((await t.request(routes.returnReview, { params: { id }, token: token.approver })).statusCode).toBe(
      403,
    );
    expect((await t.request(routes.returnReview, { params: { id }, token: token.admin })).statusCode).toBe(
      204,
    );
    expect((await report('approver', id)).statusCode).toBe(404);
    // Submitting again is not charged twice.
    expect((await submit('approver', id)).statusCode).toBe(200);
    expect((await t.database.db.select().from(charges).where(eq(charges.reviewId, id))).length).toBe(1);
    expect((await t.request(routes.latestSurvey, { params: { id }, token: token.admin })).statusCode).toBe(
      204,
    );
    expect(
      (await t.request(routes.deleteCompletedReview, { params: { id }, token: token['plain user'] }))
        .statusCode,
    ).toBe(404);
    expect(
      (await t.request(routes.deleteCompletedReview, { params: { id }, token: token.approver })).statusCode,
    ).toBe(204);
    expect((await report('approver', id)).statusCode).toBe(404);
  });
});
