import {
  type NextResponse,
  type Part,
  routes,
  type StartReviewResponse,
  type SurveyJson,
} from '@tsr/contract';
import { answerPart, TEST_SCRIPT, testStructure } from '@tsr/domain/testing';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { demo } from '../demo/demo-accounts';
import { seedDemoData } from '../demo/seed-demo';
import { publishTestContent } from '../testing/review-fixtures';
import { createTestApp, type TestApp } from '../testing/test-app';
import { findReviewForAnswering } from './review-repository';

/**
 * `next` with `peek` (decision 0043): what Next would answer, with nothing saved, so that the
 * questionnaire draws the next part while the user is still on the last page of this one.
 */
let t: TestApp;
let token: string;

beforeAll(async () => {
  t = await createTestApp();
  await seedDemoData(t.database.db);
  await publishTestContent(t);
  token = await t.signIn(demo.user.email, demo.user.password);
});
afterAll(() => t.close());

async function startReview(): Promise<StartReviewResponse> {
  const res = await t.request(routes.startReview, { body: { structure: testStructure() }, token });
  expect(res.statusCode).toBe(201);
  return res.json<StartReviewResponse>();
}

const next = (reviewId: string, body: Record<string, unknown>, as = token) =>
  t.call('POST', routes.next.path.replace(':id', reviewId), { body, token: as });

/** The review row's version, read from the database: it changes with every write. */
const revisionOf = async (reviewId: string) =>
  (await findReviewForAnswering(t.database.db, reviewId)).version;

const answered = (step: { part: Part | null; questions: SurveyJson | null }) => ({
  id: step.part?.id ?? '',
  answers: answerPart(TEST_SCRIPT, step.part as Part, step.questions as SurveyJson),
});

describe('a peek', () => {
  it('answers the step Next then gives, and saves nothing: the review stays on its part, unanswered', async () => {
    const review = await startReview();
    const before = await revisionOf(review.reviewId);
    const sent = answered(review);
    const peeked = await next(review.reviewId, { part: sent, peek: true });
    expect(peeked.statusCode, peeked.body).toBe(200);
    const peek = peeked.json<NextResponse>();
    expect(peek.revision).toBe(before);
    expect(peek.part?.id).not.toBe(review.part?.id);
    expect(await revisionOf(review.reviewId)).toBe(before);

    const resumed = (await next(review.reviewId, { resume: true })).json<NextResponse>();
    expect(resumed.part?.id).toBe(review.part?.id);
    expect(resumed.sequence.parts[0]).toMatchObject({ id: sent.id, answered: false });

    const moved = (await next(review.reviewId, { part: sent })).json<NextResponse>();
    expect(moved.revision).not.toBe(before);
    expect({ ...peek, revision: '', sequence: null }).toEqual({ ...moved, revision: '', sequence: null });
  });

  it('of answers the server refuses answers its 400 and saves nothing', async () => {
    const review = await startReview();
    const before = await revisionOf(review.reviewId);
    const refused = await next(review.reviewId, {
      part: { id: review.part?.id, answers: { no_such_question: 'yes' } },
      peek: true,
    });
    expect(refused.statusCode).toBe(400);
    expect(await revisionOf(review.reviewId)).toBe(before);
  });

  it("is the owner's alone, as Next is", async () => {
    const review = await startReview();
    const lead = await t.signIn(demo.lead.email, demo.lead.password);
    const res = await next(review.reviewId, { part: answered(review), peek: true }, lead);
    expect(res.statusCode).toBe(403);
  });
});
