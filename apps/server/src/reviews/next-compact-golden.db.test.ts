import { defaultSurveyContent } from '@tsr/content';
import { GOLDEN_CASES, type GoldenCase } from '@tsr/content/golden';
import {
  type NextAnswer,
  type NextResponse,
  type Part,
  type RouteInput,
  routes,
  type StartReviewResponse,
  type SurveyJson,
} from '@tsr/contract';
import { type HeldQuestionnaire, mergeNextAnswer } from '@tsr/domain';
import { answerShown } from '@tsr/domain/testing';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { demo } from '../demo/demo-accounts';
import { seedDemoData } from '../demo/seed-demo';
import { ensureFirstSurvey } from '../survey/survey-store';
import { createTestApp, type TestApp } from '../testing/test-app';

/**
 * The compact answer gives the same questionnaire as the whole one on every golden structure
 * (decision 0024): two reviews of each structure on the default content pack take the same
 * requests (Next, Back with answers, resume, a requested part, and from the end Back, a requested
 * part and resume), one asking for whole answers, the other for compact ones merged into what it
 * holds as the web app does (from start's sequence, then each answer). After every request the
 * merged step equals the whole one: the sequence's parts with their answers, the part shown and its
 * questions, progress, finished, fromBack, error and the structure.
 */
let t: TestApp;
let token: string;

beforeAll(async () => {
  t = await createTestApp();
  await seedDemoData(t.database.db);
  await ensureFirstSurvey(t.database.db, defaultSurveyContent());
  token = await t.signIn(demo.user.email, demo.user.password);
});
afterAll(() => t.close());

type Request = RouteInput<typeof routes.next>['body'];

async function start(golden: GoldenCase): Promise<StartReviewResponse> {
  const res = await t.request(routes.startReview, { body: { structure: golden.structure }, token });
  expect(res.statusCode, res.body).toBe(201);
  return res.json<StartReviewResponse>();
}

async function post(reviewId: string, body: Request) {
  return t.request(routes.next, { params: { id: reviewId }, body, token });
}

/** Both reviews take `request`: the whole answer, and the compact one merged into `held` as the web does. */
async function both(whole: string, compact: string, held: HeldQuestionnaire, request: Request) {
  // The web's requestNext: changes since the revision held, the structure while none is held.
  const asked = { since: held.revision, ...(!held.structure && { structure: true }) };
  const [full, small] = [await post(whole, request), await post(compact, { ...request, compact: asked })];
  expect(small.statusCode, small.body).toBe(full.statusCode);
  if (full.statusCode !== 200) {
    expect(small.json()).toEqual(full.json());
    return null;
  }
  const answer = small.json<NextAnswer>();
  expect(answer.form).toBe('compact');
  if (answer.form === 'compact') {
    // Nothing else wrote either review: the changes are since the revision held, at most the part sent.
    expect(answer.changes.since).toBe(held.revision);
    expect(answer.changes.parts.length).toBeLessThanOrEqual(1);
  }
  const merged = mergeNextAnswer(held, answer);
  const expected = full.json<NextResponse>();
  expect(comparable(merged)).toEqual(comparable(expected));
  return {
    full: expected,
    merged,
    bytes: { full: full.rawPayload.length, compact: small.rawPayload.length },
  };
}

/** The ids and revisions are each review's own. */
const comparable = (step: NextResponse) => ({ ...step, reviewId: '', revision: '' });

/** The requests of the route: mostly Next, with a Back, a resume and a requested part now and then. */
function requestAt(i: number, step: NextResponse, golden: GoldenCase): Request {
  const part = step.part as Part;
  const sent = {
    id: part.id,
    answers: answerShown(golden.script, part, step.questions as SurveyJson).answers,
  };
  if (i % 9 === 4) return { part: sent, back: true };
  if (i % 9 === 7) return { resume: true };
  const answered = step.sequence.parts.filter((p) => p.answered);
  if (i % 13 === 10 && answered.length >= 2) return { requestedPartId: answered.at(-2)?.id };
  return { part: sent };
}

describe('the compact answer on every golden structure', () => {
  it.each(GOLDEN_CASES.map((golden) => [golden.name, golden] as const))(
    '%s: the same questionnaire as the whole answer at every step',
    async (_name, golden) => {
      const [whole, compact] = [await start(golden), await start(golden)];
      let held: HeldQuestionnaire = { revision: compact.revision, sequence: compact.sequence };
      let step = (await both(whole.reviewId, compact.reviewId, held, { resume: true })) as NonNullable<
        Awaited<ReturnType<typeof both>>
      >;
      held = step.merged;
      let steps = 1;
      for (let i = 0; !step.full.finished; i += 1) {
        if (i > 2_000) throw new Error(`${golden.name} did not finish`);
        const went = await both(whole.reviewId, compact.reviewId, held, requestAt(i, step.full, golden));
        // Every golden case is answerable to the end (npm run content:test): a refusal is a failure.
        if (!went) throw new Error(`${golden.name}: refused at step ${i}`);
        step = went;
        held = went.merged;
        steps += 1;
        expect(went.bytes.compact).toBeLessThan(went.bytes.full);
      }
      // From the submit page: Back, a requested part, then resume to the end again.
      const first = held.sequence.parts.find((p) => p.answered)?.id;
      for (const request of [{ back: true }, { requestedPartId: first }, { resume: true }]) {
        const went = await both(whole.reviewId, compact.reviewId, held, request);
        if (!went) throw new Error(`${JSON.stringify(request)} was refused`);
        held = went.merged;
        steps += 1;
      }
      expect(held).toMatchObject({ finished: true, part: null });
      expect(steps).toBeGreaterThan(3);
    },
  );
});
