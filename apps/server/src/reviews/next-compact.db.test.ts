import {
  type CompactNextResponse,
  type NextAnswer,
  type NextResponse,
  type Part,
  type RouteInput,
  routes,
  type StartReviewResponse,
  type SurveyJson,
} from '@tsr/contract';
import { mergeNextAnswer } from '@tsr/domain';
import { answerPart, TEST_SCRIPT, testContent, testStructure } from '@tsr/domain/testing';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { demo } from '../demo/demo-accounts';
import { seedDemoData } from '../demo/seed-demo';
import { publishVersion } from '../survey/survey-store';
import { answerAll, publishTestContent } from '../testing/review-fixtures';
import { createTestApp, type TestApp } from '../testing/test-app';
import { findReviewForAnswering } from './review-repository';

/**
 * `next`'s two forms (decision 0024): spec 3.2's whole answer unless the request asks for the
 * compact one, which lists the parts changed since the revision the client holds. And `peek`
 * (decision 0043): what `next` would answer, with nothing saved.
 */
let t: TestApp;
let token: string;
let admin: string;

beforeAll(async () => {
  t = await createTestApp();
  await seedDemoData(t.database.db);
  await publishTestContent(t);
  token = await t.signIn(demo.user.email, demo.user.password);
  admin = await t.signIn(demo.admin.email, demo.admin.password);
});
afterAll(() => t.close());

async function startReview(): Promise<StartReviewResponse> {
  const res = await t.request(routes.startReview, { body: { structure: testStructure() }, token });
  expect(res.statusCode).toBe(201);
  return res.json<StartReviewResponse>();
}

async function next(reviewId: string, body: RouteInput<typeof routes.next>['body'], compact?: Asked) {
  const res = await t.request(routes.next, {
    params: { id: reviewId },
    token,
    body: compact ? { ...body, compact } : body,
  });
  expect(res.statusCode, res.body).toBe(200);
  return res.json<NextAnswer>();
}

/** A `next` call as sent, whatever its status. */
const raw = (reviewId: string, body: Record<string, unknown>, as = token) =>
  t.call('POST', routes.next.path.replace(':id', reviewId), { body, token: as });

/** The review row's version, read from the database: it changes with every write. */
const revisionOf = async (reviewId: string) =>
  (await findReviewForAnswering(t.database.db, reviewId)).version;

/** What a request asks of the compact answer, as sent (the schema's input). */
type Asked = { since?: string; structure?: boolean };

const compactOf = (answer: NextAnswer): CompactNextResponse => {
  if (answer.form !== 'compact') throw new Error(`asked for the compact answer, got ${answer.form}`);
  return answer;
};

/** The part shown, answered with the test script. */
const answered = (step: { part: Part | null; questions: SurveyJson | null }) => ({
  id: step.part?.id ?? '',
  answers: answerPart(TEST_SCRIPT, step.part as Part, step.questions as SurveyJson),
});

describe('the whole answer (spec 3.2), as before', () => {
  it('is what a request without `compact` gets: the sequence, the structure, and the revision', async () => {
    const review = await startReview();
    expect(review.revision).toMatch(/^\d+$/);
    const whole = await next(review.reviewId, { part: answered(review) });
    expect(whole.form).toBe('full');
    const full = whole as NextResponse;
    expect(full.sequence.parts).toHaveLength(review.sequence.parts.length);
    expect(full.sequence.parts[0]).toMatchObject({ id: review.part?.id, answered: true });
    expect(full.structure.name).toBe(testStructure().name);
    expect(full.revision).not.toBe(review.revision);
  });
});

describe('the compact answer', () => {
  it('lists only the part saved since the revision held, and gives the same step as the whole answer', async () => {
    const [whole, compact] = [await startReview(), await startReview()];
    const sent = answered(whole);
    const full = (await next(whole.reviewId, { part: sent })) as NextResponse;
    const changes = compactOf(await next(compact.reviewId, { part: sent }, { since: compact.revision }));
    expect(changes.changes.since).toBe(compact.revision);
    expect(changes.changes.parts.map((p) => p.id)).toEqual([sent.id]);
    expect(changes.structure).toBeUndefined();
    expect(changes).not.toHaveProperty('sequence');
    const merged = mergeNextAnswer(
      { revision: compact.revision, sequence: compact.sequence, structure: full.structure },
      changes,
    );
    expect({ ...merged, reviewId: '', revision: '' }).toEqual({ ...full, reviewId: '', revision: '' });
  });

  it('lists nothing when nothing changed (a resume), and the next call builds on its revision', async () => {
    const review = await startReview();
    const resumed = compactOf(await next(review.reviewId, { resume: true }, { since: review.revision }));
    expect(resumed.changes).toEqual({ since: review.revision, parts: [] });
    expect(resumed.part?.id).toBe(review.part?.id);
    const saved = compactOf(
      await next(review.reviewId, { part: answered(review) }, { since: resumed.revision }),
    );
    expect(saved.changes.since).toBe(resumed.revision);
    expect(saved.changes.parts).toHaveLength(1);
  });

  it('gives the whole sequence when nothing is held, and the structure only when asked', async () => {
    const review = await startReview();
    const bare = compactOf(await next(review.reviewId, { resume: true }, {}));
    expect(bare.changes).toEqual({ since: null, parts: review.sequence.parts });
    expect(bare.structure).toBeUndefined();
    const withStructure = compactOf(await next(review.reviewId, { resume: true }, { structure: true }));
    expect(withStructure.structure?.name).toBe(testStructure().name);
  });

  it('gives the whole sequence when the review was written since the revision held (another tab)', async () => {
    const review = await startReview();
    // Another tab answers the first part: the revision this one holds is no longer the review's.
    await next(review.reviewId, { part: answered(review) });
    const stale = compactOf(await next(review.reviewId, { resume: true }, { since: review.revision }));
    expect(stale.changes.since).toBeNull();
    expect(stale.changes.parts).toHaveLength(review.sequence.parts.length);
    expect(stale.changes.parts[0]?.answered).toBe(true);
  });

  it("gives the whole sequence after an administrator's move to a version with other parts", async () => {
    const review = await startReview();
    const input = testContent();
    await publishVersion(t.database.db, { ...input, questions: { ...input.questions, shareholder: {} } });
    try {
      const moved = await t.request(routes.latestSurvey, { params: { id: review.reviewId }, token: admin });
      expect(moved.statusCode).toBe(204);
      const after = compactOf(await next(review.reviewId, { resume: true }, { since: review.revision }));
      expect(after.changes.since).toBeNull();
      expect(after.changes.parts.length).toBeLessThan(review.sequence.parts.length);
      expect(after.changes.parts.some((p) => p.entityType === 'shareholder')).toBe(false);
    } finally {
      await publishTestContent(t);
    }
  });

  it('answers a submitted review compactly too', async () => {
    // An approver submits their own review (spec 6).
    const approver = await t.signIn(demo.approver.email, demo.approver.password);
    const start = await t.request(routes.startReview, {
      body: { structure: testStructure() },
      token: approver,
    });
    const done = await answerAll(t, approver, start.json<StartReviewResponse>());
    const submitted = await t.request(routes.submit, { params: { id: done.reviewId }, token: approver });
    expect(submitted.statusCode).toBe(200);
    const res = await t.request(routes.next, {
      params: { id: done.reviewId },
      token: approver,
      body: { resume: true, compact: { since: done.revision } },
    });
    const answer = compactOf(res.json<NextAnswer>());
    expect(answer).toMatchObject({ submitted: true, finished: true, part: null });
    // Submitting wrote the review: the revision held is an older one, so the whole sequence comes.
    expect(answer.changes.since).toBeNull();
    expect(answer.changes.parts).toEqual(done.sequence.parts);
  });

  it('refuses a revision that is not one (over 40 characters) with a 400', async () => {
    const review = await startReview();
    const res = await t.request(routes.next, {
      params: { id: review.reviewId },
      token,
      body: { resume: true, compact: { since: '1'.repeat(41) } },
    });
    expect(res.statusCode).toBe(400);
  });
});

describe('a peek', () => {
  it('answers the step Next then gives, and saves nothing: the review stays on its part, unanswered', async () => {
    const review = await startReview();
    const before = await revisionOf(review.reviewId);
    const sent = answered(review);
    const peeked = await raw(review.reviewId, { part: sent, peek: true });
    expect(peeked.statusCode, peeked.body).toBe(200);
    const peek = peeked.json<NextResponse>();
    expect(peek.revision).toBe(before);
    expect(peek.part?.id).not.toBe(review.part?.id);
    expect(await revisionOf(review.reviewId)).toBe(before);

    const resumed = (await next(review.reviewId, { resume: true })) as NextResponse;
    expect(resumed.part?.id).toBe(review.part?.id);
    expect(resumed.sequence.parts[0]).toMatchObject({ id: sent.id, answered: false });

    const moved = (await next(review.reviewId, { part: sent })) as NextResponse;
    expect(moved.revision).not.toBe(before);
    expect({ ...peek, revision: '', sequence: null }).toEqual({ ...moved, revision: '', sequence: null });
  });

  it('of answers the server refuses answers its 400 and saves nothing', async () => {
    const review = await startReview();
    const before = await revisionOf(review.reviewId);
    const refused = await raw(review.reviewId, {
      part: { id: review.part?.id, answers: { no_such_question: 'yes' } },
      peek: true,
    });
    expect(refused.statusCode).toBe(400);
    expect(await revisionOf(review.reviewId)).toBe(before);
  });

  it("is the owner's alone, as Next is", async () => {
    const review = await startReview();
    const lead = await t.signIn(demo.lead.email, demo.lead.password);
    const res = await raw(review.reviewId, { part: answered(review), peek: true }, lead);
    expect(res.statusCode).toBe(403);
  });
});
