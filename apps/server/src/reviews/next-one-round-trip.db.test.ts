import {
  type NextResponse,
  type Part,
  type RouteInput,
  routes,
  type StartReviewResponse,
  type SurveyJson,
} from '@tsr/contract';
import { answerPart, TEST_SCRIPT, testStructure } from '@tsr/domain/testing';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { reviews, users } from '../db/schema';
import { demo } from '../demo/demo-accounts';
import { seedDemoData } from '../demo/seed-demo';
import { publishTestContent } from '../testing/review-fixtures';
import { createTestApp, type TestApp } from '../testing/test-app';
import { findReview, findReviewForAnswering, saveProgressIfUnchanged } from './review-repository';

/**
 * `next` reads the review once and writes it once, without a lock (decision 0011). What must hold: a
 * disabled user is refused at their very next call, only the owner answers, and a write made from a
 * stale read never overwrites the newer answers.
 */
let t: TestApp;

const signIn = (account: { email: string; password: string }) => t.signIn(account.email, account.password);

async function startReview(token: string): Promise<StartReviewResponse> {
  const res = await t.request(routes.startReview, { body: { structure: testStructure() }, token });
  expect(res.statusCode).toBe(201);
  return res.json<StartReviewResponse>();
}

beforeAll(async () => {
  t = await createTestApp();
  await seedDemoData(t.database.db);
  await publishTestContent(t);
});
afterAll(() => t.close());

describe('POST /review/{id}/next', () => {
  it('refuses a user at the first call after an administrator disabled them, and saves nothing', async () => {
    const token = await signIn(demo.user);
    const review = await startReview(token);
    const partId = review.part?.id ?? '';
    const first = await t.request(routes.next, {
      params: { id: review.reviewId },
      token,
      body: { part: { id: partId, answers: {} } },
    });
    expect(first.statusCode).toBe(200);
    const before = await findReview(t.database.db, review.reviewId);

    await t.database.db.update(users).set({ isEnabled: false }).where(eq(users.email, demo.user.email));
    try {
      const refused = await t.request(routes.next, {
        params: { id: review.reviewId },
        token,
        body: { part: { id: partId, answers: {} } },
      });
      expect(refused.statusCode).toBe(401);
      expect(refused.json()).toMatchObject({ message: 'User is disabled.' });
      const after = await findReview(t.database.db, review.reviewId);
      expect(after.updatedAt.getTime()).toBe(before.updatedAt.getTime());
    } finally {
      await t.database.db.update(users).set({ isEnabled: true }).where(eq(users.email, demo.user.email));
    }
  });

  it('sends the database two statements an answer: the user with the review, then the answers', async () => {
    const token = await signIn(demo.user);
    const review = await startReview(token);
    const body = { part: { id: review.part?.id ?? '', answers: {} } };
    // Both drivers' statements go through their client's `query` (Drizzle's pool or PGlite client).
    const client = (t.database.db as unknown as { $client: { query: (...args: unknown[]) => unknown } })
      .$client;
    const query = vi.spyOn(client, 'query');
    try {
      const res = await t.request(routes.next, { params: { id: review.reviewId }, body, token });
      expect(res.statusCode).toBe(200);
      expect(query).toHaveBeenCalledTimes(2);
    } finally {
      query.mockRestore();
    }
  });

  it('refuses a colleague who may read the review but did not start it', async () => {
    const review = await startReview(await signIn(demo.user));
    const res = await t.request(routes.next, {
      params: { id: review.reviewId },
      token: await signIn(demo.approver),
      body: { part: { id: review.part?.id ?? '', answers: {} } },
    });
    expect(res.statusCode).toBe(403);
    expect(res.json()).toMatchObject({
      message: 'Only the person who started this review can answer its questions.',
    });
  });

  it('answers with the saved sequence, and a review that does not exist with 404', async () => {
    const token = await signIn(demo.user);
    const review = await startReview(token);
    const res = await t.request(routes.next, {
      params: { id: review.reviewId },
      token,
      body: { part: { id: review.part?.id ?? '', answers: {} } },
    });
    expect(res.statusCode).toBe(200);
    const stored = await findReview(t.database.db, review.reviewId);
    expect(stored.sequence).toEqual(res.json<NextResponse>().sequence);
    const missing = await t.request(routes.next, {
      params: { id: '00000000-0000-4000-8000-000000000000' },
      token,
      body: { part: { id: 'x', answers: {} } },
    });
    expect(missing.statusCode).toBe(404);
  });

  it('saves each answered part in place: the stored sequence is the one answered, part after part', async () => {
    const token = await signIn(demo.user);
    const review = await startReview(token);
    let shown: { part: Part | null; questions: SurveyJson | null } = review;
    const send = async (body: RouteInput<typeof routes.next>['body']) => {
      const res = await t.request(routes.next, { params: { id: review.reviewId }, body, token });
      expect(res.statusCode).toBe(200);
      const next = res.json<NextResponse>();
      expect((await findReview(t.database.db, review.reviewId)).sequence).toEqual(next.sequence);
      return next;
    };
    /** The part shown, answered with the test script. */
    const answered = () => {
      if (!shown.part) throw new Error('no part shown');
      return {
        id: shown.part.id,
        answers: answerPart(TEST_SCRIPT, shown.part, shown.questions as SurveyJson) as Record<
          string,
          unknown
        >,
      };
    };
    for (let i = 0; i < 5; i += 1) shown = await send({ part: answered() });
    const at = shown.part?.id;
    // Back with answers saves them on a part further down the list; Next saves them again.
    shown = await send({ part: answered(), back: true });
    const again = await send({ part: answered() });
    expect(again.part?.id).toBe(at);
    const saved = again.sequence.parts.filter((p) => p.answered).length;
    expect(saved).toBeGreaterThanOrEqual(5);
  });
});

describe('the sequence kept after a write', () => {
  it('is read from the kept copy while the row is unchanged, and from the database after any other write', async () => {
    const token = await signIn(demo.user);
    const review = await startReview(token);
    const res = await t.request(routes.next, {
      params: { id: review.reviewId },
      token,
      body: { part: { id: review.part?.id ?? '', answers: {} } },
    });
    const answered = res.json<NextResponse>().sequence;
    const kept = await findReviewForAnswering(t.database.db, review.reviewId);
    expect(kept.sequence).toEqual(answered);
    // The kept copy is frozen; a sequence the database sent is not.
    expect(Object.isFrozen(kept.sequence)).toBe(true);

    // Another server (or an administrator's move) writes the row.
    const elsewhere = {
      parts: answered.parts.map((p, i) => (i === 0 ? { ...p, answers: { elsewhere: 1 } } : p)),
    };
    await t.database.db.update(reviews).set({ sequence: elsewhere }).where(eq(reviews.id, review.reviewId));
    const read = await findReviewForAnswering(t.database.db, review.reviewId);
    expect(read.sequence).toEqual(elsewhere);
    expect(Object.isFrozen(read.sequence)).toBe(false);

    // And the next answer starts from that write, not from the copy kept before it.
    const next = await t.request(routes.next, {
      params: { id: review.reviewId },
      token,
      body: { resume: true },
    });
    expect(next.json<NextResponse>().sequence.parts[0]?.answers).toEqual({ elsewhere: 1 });
  });
});

describe('saving from a stale read', () => {
  it('saves nothing when the review was written after it was read, and saves from a fresh read', async () => {
    const review = await startReview(await signIn(demo.user));
    const stale = await findReviewForAnswering(t.database.db, review.reviewId);
    const newer = { parts: stale.sequence.parts.map((p) => ({ ...p, answers: { newer: 'kept' } })) };
    const older = { parts: stale.sequence.parts.map((p) => ({ ...p, answers: { older: 'lost' } })) };

    const written = await saveProgressIfUnchanged(t.database.db, stale, newer, false);
    expect(await saveProgressIfUnchanged(t.database.db, stale, older, false)).toBeNull();
    expect((await findReview(t.database.db, review.reviewId)).sequence).toEqual(newer);

    // The version a write gives back is the one the next read finds.
    const fresh = await findReviewForAnswering(t.database.db, review.reviewId);
    expect(fresh.version).not.toBe(stale.version);
    expect(fresh.version).toBe(written);
    expect(await saveProgressIfUnchanged(t.database.db, fresh, older, true)).not.toBeNull();
    expect((await findReview(t.database.db, review.reviewId)).sequence).toEqual(older);
  });

  it('saves no part from a stale read either, and one part from a fresh read', async () => {
    const review = await startReview(await signIn(demo.user));
    const stale = await findReviewForAnswering(t.database.db, review.reviewId);
    const withPart = (answers: Record<string, unknown>) => ({
      parts: stale.sequence.parts.map((p, i) => (i === 2 ? { ...p, answers, answered: true } : p)),
    });
    const newer = withPart({ newer: ['kept', 1, true], nested: { a: null } });
    expect(await saveProgressIfUnchanged(t.database.db, stale, newer, false, 2)).not.toBeNull();
    expect(
      await saveProgressIfUnchanged(t.database.db, stale, withPart({ older: 'lost' }), false, 2),
    ).toBeNull();
    expect((await findReview(t.database.db, review.reviewId)).sequence).toEqual(newer);

    const fresh = await findReviewForAnswering(t.database.db, review.reviewId);
    const last = fresh.sequence.parts.length - 1;
    const latest = {
      parts: fresh.sequence.parts.map((p, i) => (i === last ? { ...p, answers: { latest: 'yes' } } : p)),
    };
    expect(await saveProgressIfUnchanged(t.database.db, fresh, latest, true, last)).not.toBeNull();
    const stored = await findReview(t.database.db, review.reviewId);
    expect(stored.sequence).toEqual(latest);
    expect(stored.finished).toBe(true);
  });
});
