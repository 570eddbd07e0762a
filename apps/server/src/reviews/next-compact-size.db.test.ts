import { defaultSurveyContent } from '@tsr/content';
import {
  type NextAnswer,
  type NextResponse,
  type RouteInput,
  routes,
  type StartReviewResponse,
} from '@tsr/contract';
import { type HeldQuestionnaire, mergeNextAnswer } from '@tsr/domain';
import { answerShown, familyStructure } from '@tsr/domain/testing';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { demo } from '../demo/demo-accounts';
import { seedDemoData } from '../demo/seed-demo';
import { ensureFirstSurvey } from '../survey/survey-store';
import { goldenAnswers } from '../testing/golden-answers';
import { createTestApp, type TestApp } from '../testing/test-app';

/**
 * The aim: a `next` answer on a 50-entity review under 20 kB (decision 0024 has the sizes measured).
 * The review is the domain's familyStructure(10) (50 entities, 460 parts) on the default content
 * pack, answered through the API with the golden cases' real answers (each question as the first
 * case that answers it).
 */
const AIM_BYTES = 20_000;

let t: TestApp;
let token: string;

beforeAll(async () => {
  t = await createTestApp();
  await seedDemoData(t.database.db);
  await ensureFirstSurvey(t.database.db, defaultSurveyContent());
  token = await t.signIn(demo.user.email, demo.user.password);
});
afterAll(() => t.close());

async function next(reviewId: string, body: RouteInput<typeof routes.next>['body']) {
  const res = await t.request(routes.next, { params: { id: reviewId }, body, token });
  expect(res.statusCode, res.body).toBe(200);
  return { answer: res.json<NextAnswer>(), bytes: res.rawPayload.length };
}

describe('the compact answer on a 50-entity review of the default content pack', () => {
  it('stays under 20 kB at every step, where the whole answer grows past 200 kB', async () => {
    const script = goldenAnswers();
    const res = await t.request(routes.startReview, { body: { structure: familyStructure(10) }, token });
    expect(res.statusCode).toBe(201);
    const started = res.json<StartReviewResponse>();
    expect(started.sequence.parts.length).toBeGreaterThan(400);

    const first = await next(started.reviewId, { resume: true });
    let held: HeldQuestionnaire & NextResponse = first.answer as NextResponse;
    const compact: number[] = [];
    for (let guard = 0; !held.finished; guard += 1) {
      if (guard > 2_000) throw new Error('the review did not finish');
      const part = held.part;
      if (!part || !held.questions) throw new Error('no part to answer');
      const answers = answerShown(script, part, held.questions).answers;
      const step = await next(started.reviewId, {
        part: { id: part.id, answers },
        compact: { since: held.revision },
      });
      compact.push(step.bytes);
      held = mergeNextAnswer(held, step.answer);
    }
    const last = await next(started.reviewId, { resume: true });

    expect(compact.length).toBeGreaterThan(300);
    expect(Math.max(...compact)).toBeLessThan(AIM_BYTES);
    expect(first.bytes).toBeGreaterThan(100_000);
    expect(last.bytes).toBeGreaterThan(200_000);
    // The merged questionnaire ends where the whole answer does.
    expect({ ...held, revision: '' }).toEqual({ ...(last.answer as NextResponse), revision: '' });
  });
});
