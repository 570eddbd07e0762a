import {
  type ChangesSinceReview,
  type PdfVerification,
  type ReportChanges,
  type ReportSummary,
  type RiskChange,
  routes,
  type StartReviewResponse,
  type SurveyStructure,
  shownScore,
  REPORT_CHANGES_TEXTS as T,
} from '@tsr/contract';
import { ukDate } from '@tsr/domain';
import { type Script, TEST_SCRIPT, testStructure } from '@tsr/domain/testing';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { users } from '../db/schema';
import { pdfText, runningText } from '../testing/pdf-text';
import { type Person, person } from '../testing/people';
import { answerAll, publishTestContent } from '../testing/review-fixtures';
import { createTestApp, type TestApp } from '../testing/test-app';

/**
 * What changed since the last review (issue 33): a saved structure's second review compared with
 * its first, on the report's own route and in its PDF, for those who may read both.
 */

let t: TestApp;
let adviser: Person;
let lead: Person;
let colleague: Person;
let stranger: Person;

const COMPANY = 'Changes Advisers';

/**
 * This year: the trustees all gone offshore (the trustees' IT risk TT-IT-1 is gone, the
 * beneficiaries' CGT risk TB-CGT-1 new) and Oak Holdings Ltd managed outside the UK (its CT risk
 * CO-CT-1 gone).
 */
const THIS_YEAR: Script = {
  ...TEST_SCRIPT,
  trustees_all_non_uk_resident: 'yes',
  bySubject: { ...TEST_SCRIPT.bySubject, c1: { company_cmc_in_uk: 'no' } },
};

beforeAll(async () => {
  t = await createTestApp();
  await publishTestContent(t);
  adviser = await person(t, COMPANY, { isApprover: true });
  lead = await person(t, COMPANY, { isAccountLead: true });
  colleague = await person(t, COMPANY);
  stranger = await person(t, 'Elsewhere Family Office', { isAccountLead: true, isApprover: true });
});
afterAll(() => t.close());

const named = (name: string): SurveyStructure => ({ ...testStructure(), name });

/** A review started (of the saved structure, when given) by `who`, answered and submitted by `submitter`. */
async function submitted(
  who: Person,
  structure: SurveyStructure,
  script: Script,
  structureId?: string,
  submitter: Person = who,
): Promise<StartReviewResponse> {
  const res = await t.request(routes.startReview, {
    body: structureId ? { structure, structureId } : { structure },
    token: who.token,
  });
  expect(res.statusCode).toBe(201);
  const start = res.json<StartReviewResponse>();
  await answerAll(t, who.token, start, script);
  const submit = await t.request(routes.submit, { params: { id: start.reviewId }, token: submitter.token });
  expect(submit.statusCode).toBe(200);
  return start;
}

const changesOf = (who: Person, reviewId: string) =>
  t.request(routes.reportChanges, { params: { id: reviewId }, token: who.token });

async function changes(who: Person, reviewId: string): Promise<ChangesSinceReview | null> {
  const res = await changesOf(who, reviewId);
  expect(res.statusCode).toBe(200);
  return res.json<ReportChanges>().changes;
}

const resolve = (who: Person, reviewId: string, entityId: string, responseId: string) =>
  t.request(routes.updateRemediation, {
    params: { id: reviewId },
    token: who.token,
    body: { selector: { entityId, responseId }, action: 'resolved', text: 'Dealt with.' },
  });

const score = async (reviewId: string) =>
  (
    await t.request(routes.reportSummary, {
      params: { id: reviewId },
      query: { remediated: 'false' },
      token: adviser.token,
    })
  ).json<ReportSummary>().originalScore;

const titled = (risks: RiskChange[]) => risks.map((r) => `${r.title} (${r.entity})`);

describe("a saved structure's second review", () => {
  let first: StartReviewResponse;
  let second: StartReviewResponse;
  beforeAll(async () => {
    first = await submitted(adviser, named('Oak Structure 2025'), TEST_SCRIPT);
    // Resolved last time; the trust is still discretionary this year.
    expect((await resolve(adviser, first.reviewId, 't1', 'r-tt-iht-1')).statusCode).toBe(200);
    second = await submitted(adviser, named('Oak Structure 2026'), THIS_YEAR, first.structureId as string);
    // Resolved on last year's report after this year's was made: not how things stood last time.
    expect((await resolve(adviser, first.reviewId, 'c2', 'r-co-ated-1')).statusCode).toBe(200);
  });

  it('is compared with the first: score then and now, cells up and down, risks new, gone and still present', async () => {
    const c = await changes(adviser, second.reviewId);
    if (!c) throw new Error('no comparison');
    expect(c.previous.reviewId).toBe(first.reviewId);
    expect(Date.parse(c.previous.submittedAt)).toBeLessThanOrEqual(Date.now());
    expect([c.scoreBefore, c.scoreAfter]).toEqual([
      await score(first.reviewId),
      await score(second.reviewId),
    ]);
    expect(
      c.cells.map((cell) => [cell.rowGroup, cell.row, cell.column, cell.before, cell.after, cell.direction]),
    ).toEqual([
      ['Trust', 'Trustees', 'IT', 80, 0, 'down'],
      ['Trust', 'Beneficiaries', 'CGT', 0, 80, 'up'],
      ['Company', 'Company', 'CT', 70, 0, 'down'],
    ]);
    expect(titled(c.newRisks)).toEqual(['TB-CGT-1 (Oak Trust)']);
    expect(titled(c.goneRisks)).toEqual(['TT-IT-1 (Oak Trust)', 'CO-CT-1 (Oak Holdings Ltd)']);
    expect(titled(c.unchangedRisks)).toContain('CO-ATED-1 (Oak Property Ltd)');
    // Resolved before this review was submitted, and found again; the later remediation is not counted.
    expect(titled(c.unchangedRisks.filter((r) => r.resolvedLastTime))).toEqual(['TT-IHT-1 (Oak Trust)']);
  });

  it('is the same for every reader of both, and none for a first review', async () => {
    expect(await changes(lead, second.reviewId)).toEqual(await changes(adviser, second.reviewId));
    expect(await changes(adviser, first.reviewId)).toBeNull();
  });

  it("is not another company's to read", async () => {
    const res = await changesOf(stranger, second.reviewId);
    expect(res.statusCode).toBe(404);
    expect(res.json<{ message: string }>().message).toBe('This review does not exist.');
  });

  it('is in the PDF with the same numbers and words as the page, and the PDF still verifies', async () => {
    const c = (await changes(adviser, second.reviewId)) as ChangesSinceReview;
    const res = await t.request(routes.report, {
      params: { id: second.reviewId },
      query: { remediated: 'false' },
      token: adviser.token,
      headers: { accept: 'application/pdf' },
    });
    expect(res.statusCode).toBe(200);
    const item = (r: RiskChange) => `•${T.risk(r)}${r.resolvedLastTime ? T.resolvedLastTime : ''}`;
    const section = [
      T.heading(ukDate(c.previous.submittedAt)),
      T.before,
      T.after,
      T.score,
      String(shownScore(c.scoreBefore)),
      String(shownScore(c.scoreAfter)),
      T.cells,
      T.row,
      T.tax,
      T.before,
      T.after,
      T.change,
      ...c.cells.map(
        (cell) =>
          `${cell.rowGroup}: ${cell.row}${cell.column}${T.cellScore(cell.before)}${T.cellScore(cell.after)}${T.direction[cell.direction]}`,
      ),
      T.newRisks(c.newRisks.length),
      ...c.newRisks.map(item),
      T.goneRisks(c.goneRisks.length),
      ...c.goneRisks.map(item),
      T.unchangedRisks(c.unchangedRisks.length),
      T.resolvedAgainCount(1),
      ...c.unchangedRisks.map(item),
    ];
    expect(runningText(await pdfText(res.rawPayload))).toContain(runningText(section.join('')));

    // Another remediation of last year's report changes nothing this PDF shows.
    expect((await resolve(adviser, first.reviewId, 't1', 'r-ts-it-1')).statusCode).toBe(200);
    const verified = await t.request(routes.verifyReportPdf, {
      params: { id: second.reviewId },
      token: adviser.token,
      body: { pdf: res.rawPayload.toString('base64') },
    });
    expect(verified.json<PdfVerification>().verified).toBe(true);
  });
});

describe('a previous review the reader may not read', () => {
  it('is passed over for the latest one they may read, or none', async () => {
    // The colleague's structure, reviewed by them (an approver submits for them), then by the
    // adviser, then by them again: they may read only their own reviews.
    const theirs = await submitted(colleague, named('Elm Structure'), TEST_SCRIPT, undefined, adviser);
    const structureId = theirs.structureId as string;
    const advisers = await submitted(adviser, named('Elm Structure'), THIS_YEAR, structureId);
    const again = await submitted(colleague, named('Elm Structure'), THIS_YEAR, structureId, adviser);

    expect((await changes(colleague, again.reviewId))?.previous.reviewId).toBe(theirs.reviewId);
    expect((await changes(lead, again.reviewId))?.previous.reviewId).toBe(advisers.reviewId);
    // Their own review has no earlier one they may read; the adviser's does.
    expect((await changes(lead, advisers.reviewId))?.previous.reviewId).toBe(theirs.reviewId);

    // No longer an approver, the adviser may read their own review but not the colleague's before it.
    await t.database.db.update(users).set({ isApprover: false }).where(eq(users.id, adviser.id));
    try {
      expect(await changes(adviser, advisers.reviewId)).toBeNull();
      const pdf = await t.request(routes.report, {
        params: { id: advisers.reviewId },
        query: { remediated: 'false' },
        token: adviser.token,
        headers: { accept: 'application/pdf' },
      });
      expect(pdf.statusCode).toBe(200);
      expect(await pdfText(pdf.rawPayload)).not.toContain('What changed since');
    } finally {
      await t.database.db.update(users).set({ isApprover: true }).where(eq(users.id, adviser.id));
    }
  });
});
