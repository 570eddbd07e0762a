import {
  type AnswerSummary,
  type ErrorBody,
  type NextResponse,
  type RouteInput,
  routes,
  type StartReviewResponse,
} from '@tsr/contract';
import {
  CHECKED_ANSWERS,
  CHECKED_SHAREHOLDER_ANSWERS,
  checkedContent,
  checkedStructure,
} from '@tsr/domain/testing';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { publishVersion } from '../survey/survey-store';
import { type Person, person } from '../testing/people';
import { createTestApp, type TestApp } from '../testing/test-app';

/**
 * `next` checks the answers of a part as the questionnaire does (docs/questionnaire.md, "What the
 * server checks"), on a content whose one company part asks every kind of question the default
 * content pack asks (checkedContent), and answers a part the review does not have with a 400
 * instead of a step.
 */
let t: TestApp;
let owner: Person;

beforeAll(async () => {
  t = await createTestApp();
  await publishVersion(t.database.db, checkedContent());
  // An approver starts the reviews, so the same person may submit them (spec 6).
  owner = await person(t, 'Answer Checks Ltd', { isApprover: true });
});
afterAll(() => t.close());

/** A review of its own for each test: its parts are the company's `c1:pre`, then Cara's `c1/cara:pre`. */
async function startReview(): Promise<string> {
  const res = await t.request(routes.startReview, {
    body: { structure: checkedStructure() },
    token: owner.token,
  });
  expect(res.statusCode).toBe(201);
  const body = res.json<StartReviewResponse>();
  expect(body.part?.id).toBe('c1:pre');
  return body.reviewId;
}

const next = (reviewId: string, body: RouteInput<typeof routes.next>['body']) =>
  t.request(routes.next, { params: { id: reviewId }, body, token: owner.token });
const sendPart = (reviewId: string, answers: Record<string, unknown>, back = false) =>
  next(reviewId, { part: { id: 'c1:pre', answers }, back });
/** Cara's part, the last: the review is finished once the company's part is answered too. */
async function finishWithCara(reviewId: string): Promise<NextResponse> {
  const res = await next(reviewId, { part: { id: 'c1/cara:pre', answers: CHECKED_SHAREHOLDER_ANSWERS } });
  expect(res.statusCode).toBe(200);
  return res.json<NextResponse>();
}
const submit = (reviewId: string) =>
  t.request(routes.submit, { params: { id: reviewId }, token: owner.token });

/** The review as `resume` shows it: nothing of a refused call is in it. */
async function resumed(reviewId: string): Promise<NextResponse> {
  const res = await next(reviewId, { resume: true });
  expect(res.statusCode).toBe(200);
  return res.json<NextResponse>();
}

/** The full answers with some changed; undefined leaves an answer out. */
function answersWith(change: Record<string, unknown>): Record<string, unknown> {
  return Object.fromEntries(
    Object.entries({ ...CHECKED_ANSWERS, ...change }).filter(([, value]) => value !== undefined),
  );
}

describe('answers the questionnaire would not send', () => {
  const cases: [string, Record<string, unknown>, ErrorBody][] = [
    [
      'an answer outside the choices',
      { co_kind: 'banana' },
      {
        status: 400,
        message: "'What does the company do?' (co_kind): 'banana' is not one of its choices",
        question: 'co_kind',
        entityName: 'Checked Ltd',
      },
    ],
    [
      'a required question left empty',
      { co_kind: undefined },
      {
        status: 400,
        message: "'What does the company do?' (co_kind) needs an answer",
        question: 'co_kind',
        entityName: 'Checked Ltd',
      },
    ],
    [
      'an answer to a name the part does not have',
      { trust_type: 'discretionary' },
      {
        status: 400,
        message: "'trust_type' is not a question of this part",
        question: 'trust_type',
        entityName: 'Checked Ltd',
      },
    ],
    [
      'a number out of its bounds',
      { co_employees: 501 },
      {
        status: 400,
        message: "'How many people does it employ?' (co_employees) takes a number of at most 500, not 501",
        question: 'co_employees',
        entityName: 'Checked Ltd',
      },
    ],
    [
      'a malformed date',
      { co_incorporated: '2014-02-01' },
      {
        status: 400,
        message:
          "'When was it incorporated?' (co_incorporated) takes a real date in the form dd/mm/yyyy, not '2014-02-01'",
        question: 'co_incorporated',
        entityName: 'Checked Ltd',
      },
    ],
    [
      'None with another item',
      { co_assets: ['none', 'cash'] },
      {
        status: 400,
        message: "'What does it hold?' (co_assets): 'None of these' cannot be chosen with other answers",
        question: 'co_assets',
        entityName: 'Checked Ltd',
      },
    ],
  ];

  it.each(cases)(
    'refuses %s with a 400 naming the question, and saves nothing',
    async (_name, change, body) => {
      const reviewId = await startReview();
      const res = await sendPart(reviewId, answersWith(change));
      expect(res.statusCode).toBe(400);
      expect(res.json()).toEqual(body);
      const review = await resumed(reviewId);
      expect(review.part).toMatchObject({ id: 'c1:pre', answers: {}, answered: false });
    },
  );

  it('takes an answer to a question visibleIf hides, keeps it, and leaves it out of the answers shown', async () => {
    const reviewId = await startReview();
    const res = await sendPart(reviewId, answersWith({ co_assets: ['cash'] }));
    expect(res.statusCode).toBe(200);
    const saved = res.json<NextResponse>();
    expect(saved.part?.id).toBe('c1/cara:pre');
    expect(saved.sequence.parts[0]).toMatchObject({
      answered: true,
      answers: { co_land_agent: 'Harbour Estates' },
    });
    expect((await finishWithCara(reviewId)).finished).toBe(true);
    const summary = await t.request(routes.answerSummary, { params: { id: reviewId }, token: owner.token });
    const titles = summary.json<AnswerSummary>().Pages.flatMap((page) => page.Answers.map((a) => a.Title));
    expect(titles).toContain('What does it hold?');
    expect(titles).not.toContain('Who manages the land?');
  });
});

describe('a part the review does not have', () => {
  it('is a 400 when sent, and when requested, with the message the step used to carry', async () => {
    const reviewId = await startReview();
    const sent = await next(reviewId, { part: { id: 'c9:pre', answers: {} } });
    expect(sent.statusCode).toBe(400);
    expect(sent.json()).toEqual({ status: 400, message: "There is no part 'c9:pre' in this review" });
    const requested = await next(reviewId, { requestedPartId: 't1:post' });
    expect(requested.statusCode).toBe(400);
    expect(requested.json()).toEqual({ status: 400, message: "There is no part 't1:post' in this review" });
    // A part that exists is still opened (or the resume point shown with the reason, in a 200).
    const known = await next(reviewId, { requestedPartId: 'c1:pre' });
    expect(known.statusCode).toBe(200);
    expect(known.json<NextResponse>().part?.id).toBe('c1:pre');
  });
});

describe('submitting', () => {
  it('is refused until Next has taken the required answers, and a part Back leaves half done is not answered', async () => {
    const reviewId = await startReview();
    expect((await sendPart(reviewId, {})).statusCode).toBe(400);
    const early = await submit(reviewId);
    expect(early.statusCode).toBe(409);
    expect(early.json<ErrorBody>().message).toBe(
      'This review is not finished yet: please answer every part first.',
    );

    expect((await sendPart(reviewId, answersWith({}))).statusCode).toBe(200);
    expect((await finishWithCara(reviewId)).finished).toBe(true);
    // Back with the required answer taken out saves the page as left, and the part is no longer answered.
    const back = await sendPart(reviewId, answersWith({ co_kind: undefined }), true);
    expect(back.statusCode).toBe(200);
    expect(back.json<NextResponse>().sequence.parts[0]).toMatchObject({ answered: false });
    expect((await resumed(reviewId)).part?.id).toBe('c1:pre');
    expect((await submit(reviewId)).statusCode).toBe(409);
    // Back refuses what the questionnaire never sends, as Next does.
    expect((await sendPart(reviewId, answersWith({ co_kind: 'banana' }), true)).statusCode).toBe(400);

    expect((await sendPart(reviewId, answersWith({}))).statusCode).toBe(200);
    expect((await finishWithCara(reviewId)).finished).toBe(true);
    const submitted = await submit(reviewId);
    expect(submitted.statusCode).toBe(200);
  });
});
