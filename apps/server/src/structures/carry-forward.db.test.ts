import {
  type AnswerSummary,
  apiPath,
  CARRIED_TEXTS,
  type CarriedAnswers,
  type NextResponse,
  type Part,
  type ReportCarried,
  type ReviewOverview,
  routes,
  type StartReviewResponse,
  type SurveyStructure,
} from '@tsr/contract';
import { ukToday } from '@tsr/domain';
import { testContent, testStructure } from '@tsr/domain/testing';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { publishVersion } from '../survey/survey-store';
import { pdfText, runningText } from '../testing/pdf-text';
import { type Person, person } from '../testing/people';
import { answerAll, publishTestContent } from '../testing/review-fixtures';
import { createTestApp, type TestApp } from '../testing/test-app';
import { NOTHING_TO_CARRY } from './carry-forward';

/**
 * Start this year's review (issue 33): last year's answers carried forward part by part, each to be
 * confirmed; a carried part cannot be submitted unconfirmed; answers with nowhere to go are listed.
 */
let t: TestApp;
let adviser: Person;
let colleague: Person;
let lead: Person;
const COMPANY = 'Carry Forward Partners';

beforeAll(async () => {
  t = await createTestApp();
  await publishTestContent(t);
  // Approvers may submit their own reviews: the yearly cycle without a second person.
  adviser = await person(t, COMPANY, { isApprover: true });
  colleague = await person(t, COMPANY, { isApprover: true });
  lead = await person(t, COMPANY, { isAccountLead: true });
});
afterAll(() => t.close());

const named = (name: string): SurveyStructure => ({ ...testStructure(), name });

async function submittedReview(who: Person, structure: SurveyStructure, structureId?: string) {
  const res = await t.request(routes.startReview, {
    body: structureId ? { structure, structureId } : { structure },
    token: who.token,
  });
  expect(res.statusCode).toBe(201);
  const start = res.json<StartReviewResponse>();
  await answerAll(t, who.token, start);
  expect(
    (await t.request(routes.submit, { params: { id: start.reviewId }, token: who.token })).statusCode,
  ).toBe(200);
  return start;
}

const carry = (who: Person, structure: SurveyStructure, structureId: string) =>
  t.request(routes.startReview, { body: { structure, structureId, carryForward: true }, token: who.token });

const next = (who: Person, reviewId: string, part: Part) =>
  t.request(routes.next, {
    params: { id: reviewId },
    token: who.token,
    body: { part: { id: part.id, answers: part.answers } },
  });

/** Last year's review of a structure of its own, submitted, and this year's started from it. */
async function carriedReview(name: string) {
  const lastYear = await submittedReview(adviser, named(name));
  const res = await carry(adviser, named(name), lastYear.structureId as string);
  expect(res.statusCode).toBe(201);
  return { lastYear, thisYear: res.json<StartReviewResponse>() };
}

describe("this year's review of a saved structure", () => {
  it('opens on a part carried forward from last year’s report, to check and confirm', async () => {
    const { lastYear, thisYear } = await carriedReview('Elm Settlement');
    expect(thisYear.part?.carried?.from).toBe(ukToday(new Date()));
    expect(thisYear.part?.answered).toBe(false);
    expect(Object.keys(thisYear.part?.answers ?? {}).length).toBeGreaterThan(0);
    const overview = (
      await t.request(routes.reviewOverview, { params: { id: thisYear.reviewId }, token: adviser.token })
    ).json<ReviewOverview>();
    expect(overview.carriedForward).toEqual({
      fromReviewId: lastYear.reviewId,
      from: ukToday(new Date()),
      notCarried: [],
    });
    expect(overview.answeredParts).toBe(0);
  });

  it('cannot be submitted before every carried part is confirmed', async () => {
    const { thisYear } = await carriedReview('Ash Settlement');
    const refused = await t.request(routes.submit, {
      params: { id: thisYear.reviewId },
      token: adviser.token,
    });
    expect(refused.statusCode).toBe(409);
  });

  it('is submitted once each part is confirmed, and says which answers were kept and which changed', async () => {
    const { lastYear, thisYear } = await carriedReview('Yew Settlement');
    let part = thisYear.part;
    let changed = false;
    for (let guard = 0; part && guard < 200; guard += 1) {
      const answers = { ...part.answers };
      // One answer changed while confirming.
      if (part.id === 't1:post' && !changed) {
        answers.benefits_to_uk_beneficiaries = 'no';
        changed = true;
      }
      const res = await next(adviser, thisYear.reviewId, { ...part, answers });
      expect(res.statusCode).toBe(200);
      const body = res.json<NextResponse>();
      part = body.finished ? null : body.part;
    }
    expect(changed).toBe(true);
    const summary = (
      await t.request(routes.answerSummary, { params: { id: thisYear.reviewId }, token: adviser.token })
    ).json<AnswerSummary>();
    const answers = summary.Pages.flatMap((p) => p.Answers);
    expect(answers.filter((a) => a.Carried === 'changed')).toEqual([
      { Title: 'benefits to uk beneficiaries', Answers: ['no'], Carried: 'changed', Before: ['yes'] },
    ]);
    expect(answers.filter((a) => a.Carried === 'unchanged').length).toBeGreaterThan(10);
    const submitted = await t.request(routes.submit, {
      params: { id: thisYear.reviewId },
      token: adviser.token,
    });
    expect(submitted.statusCode).toBe(200);

    // The report says the same, and its PDF too.
    const report = (
      await t.request(routes.reportCarried, { params: { id: thisYear.reviewId }, token: adviser.token })
    ).json<ReportCarried>();
    expect(report.carried).toMatchObject({
      fromReviewId: lastYear.reviewId,
      kept: answers.filter((a) => a.Carried === 'unchanged').length,
      changed: [
        { part: 'Oak Trust', question: 'benefits to uk beneficiaries', before: ['yes'], after: ['no'] },
      ],
      notCarried: [],
    });
    const pdf = await t.app.server.inject({
      method: 'GET',
      url: apiPath(routes.report, { params: { id: thisYear.reviewId } }),
      headers: { authorization: `Bearer ${adviser.token}`, accept: 'application/pdf' },
    });
    const text = runningText(await pdfText(pdf.rawPayload));
    const carried = report.carried as CarriedAnswers;
    expect(text).toContain(runningText(CARRIED_TEXTS.heading(carried.from)));
    expect(text).toContain(runningText(CARRIED_TEXTS.summary(carried.kept, 1)));
    expect(text).toContain(
      runningText(CARRIED_TEXTS.change(carried.changed[0] as CarriedAnswers['changed'][0])),
    );
    // A review that did not start with carried answers has none.
    const first = await t.request(routes.reportCarried, {
      params: { id: lastYear.reviewId },
      token: adviser.token,
    });
    expect(first.json<ReportCarried>().carried).toBeNull();
  });
});

describe('who may carry forward, and from which review', () => {
  it('refuses a structure without a submitted review, and a start without a saved structure', async () => {
    const res = await t.request(routes.startReview, {
      body: { structure: named('Fir Trust') },
      token: adviser.token,
    });
    const structureId = res.json<StartReviewResponse>().structureId as string;
    const refused = await carry(adviser, named('Fir Trust'), structureId);
    expect(refused.statusCode).toBe(409);
    expect(refused.json<{ message: string }>().message).toBe(NOTHING_TO_CARRY);
    const unsaved = await t.request(routes.startReview, {
      body: { structure: named('Fir Trust'), carryForward: true },
      token: adviser.token,
    });
    expect(unsaved.statusCode).toBe(400);
  });

  it('carries only from a review the caller may open; another company reads 404', async () => {
    const plain = await person(t, COMPANY);
    const own = await t.request(routes.startReview, {
      body: { structure: named('Gorse Trust') },
      token: plain.token,
    });
    const structureId = own.json<StartReviewResponse>().structureId as string;
    // The lead reviews the colleague's structure and submits: the colleague may not open that review.
    await submittedReview(lead, named('Gorse Trust'), structureId);
    const refused = await carry(plain, named('Gorse Trust'), structureId);
    expect(refused.statusCode).toBe(409);
    expect((await carry(lead, named('Gorse Trust'), structureId)).statusCode).toBe(201);
    const stranger = await person(t, 'Elsewhere Trustees', { isAccountLead: true, isApprover: true });
    expect((await carry(stranger, named('Gorse Trust'), structureId)).statusCode).toBe(404);
    expect((await carry(colleague, named('Gorse Trust'), structureId)).statusCode).toBe(201);
  });
});

describe('answers that cannot be carried forward', () => {
  // A database of its own: publishing a version here must not change the other tests' reviews.
  let own: TestApp;
  beforeAll(async () => {
    own = await createTestApp();
    await publishTestContent(own);
  });
  afterAll(() => own.close());

  it('are listed with their part and question, not lost, when the question no longer exists', async () => {
    const who = await person(own, COMPANY, { isApprover: true });
    const start = (
      await own.request(routes.startReview, { body: { structure: named('Hazel Trust') }, token: who.token })
    ).json<StartReviewResponse>();
    await answerAll(own, who.token, start);
    expect(
      (await own.request(routes.submit, { params: { id: start.reviewId }, token: who.token })).statusCode,
    ).toBe(200);

    const latest = testContent();
    for (const page of latest.questions.trust?.post?.pages ?? [])
      page.elements = page.elements.filter((e) => e.name !== 'benefits_to_uk_beneficiaries');
    await publishVersion(own.database.db, latest);

    const res = await own.request(routes.startReview, {
      body: { structure: named('Hazel Trust'), structureId: start.structureId as string, carryForward: true },
      token: who.token,
    });
    expect(res.statusCode).toBe(201);
    const overview = (
      await own.request(routes.reviewOverview, {
        params: { id: res.json<StartReviewResponse>().reviewId },
        token: who.token,
      })
    ).json<ReviewOverview>();
    expect(overview.carriedForward?.notCarried).toEqual([
      { part: 'Oak Trust', question: 'benefits to uk beneficiaries', answers: ['yes'] },
    ]);
  });
});
