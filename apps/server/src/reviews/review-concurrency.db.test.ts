import { isDeepStrictEqual } from 'node:util';
import { type Part, routes, type StartReviewResponse } from '@tsr/contract';
import { testContent, testStructure } from '@tsr/domain/testing';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it, onTestFinished, vi } from 'vitest';
import { charges } from '../db/schema';
import { demoAccounts } from '../demo/demo-accounts';
import { seedDemoData } from '../demo/seed-demo';
import { publishVersion, SurveyStore } from '../survey/survey-store';
import { answerAll, publishTestContent } from '../testing/review-fixtures';
import { createTestApp, type TestApp } from '../testing/test-app';
import { findReview } from './review-repository';

let t: TestApp;
let token: string;
let adminToken: string;

async function signIn(role: string): Promise<string> {
  const user = demoAccounts.find((a) => a.role.startsWith(role));
  if (!user) throw new Error(`no demo ${role}`);
  return t.signIn(user.email, user.password);
}

beforeAll(async () => {
  t = await createTestApp();
  await seedDemoData(t.database.db);
  await publishTestContent(t);
  token = await signIn('plain user');
  adminToken = await signIn('admin');
});
afterAll(() => t.close());

const startReview = async () =>
  (
    await t.request(routes.startReview, { body: { structure: testStructure() }, token })
  ).json<StartReviewResponse>();

describe('answers sent at the same moment (two tabs, a double click)', () => {
  it('keeps every acknowledged answer: 20 reviews, each sent two parts at once', async () => {
    // The answers a user gives, part by part, from one review answered to the end.
    const done = await answerAll(t, token, await startReview());
    const answered = done.sequence.parts.filter((p) => Object.keys(p.answers).length > 0);
    const [a, b] = answered as [Part, Part];
    expect(b).toBeDefined();

    const reviews = await Promise.all(Array.from({ length: 20 }, startReview));
    const send = (reviewId: string, part: Part) =>
      t.request(routes.next, {
        params: { id: reviewId },
        token,
        body: { part: { id: part.id, answers: part.answers } },
      });
    const replies = await Promise.all(reviews.flatMap((r) => [send(r.reviewId, a), send(r.reviewId, b)]));
    for (const reply of replies) expect(reply.statusCode).toBe(200);

    let lost = 0;
    for (const r of reviews) {
      const stored = await findReview(t.database.db, r.reviewId);
      for (const sent of [a, b]) {
        const part = stored.sequence.parts.find((p) => p.id === sent.id);
        // Answers are compared as maps: the database keeps an object's keys in its own order.
        if (!part?.answered || !isDeepStrictEqual(part.answers, sent.answers)) lost += 1;
      }
    }
    expect(lost).toBe(0);
  });

  it('keeps answers sent while an administrator moves the reviews to the latest survey', async () => {
    const done = await answerAll(t, token, await startReview());
    const [a] = done.sequence.parts.filter((p) => Object.keys(p.answers).length > 0) as [Part];
    const reviews = await Promise.all(Array.from({ length: 20 }, startReview));
    await publishVersion(t.database.db, testContent());
    const replies = await Promise.all(
      reviews.flatMap((r) => [
        t.request(routes.next, {
          params: { id: r.reviewId },
          token,
          body: { part: { id: a.id, answers: a.answers } },
        }),
        t.request(routes.latestSurvey, { params: { id: r.reviewId }, token: adminToken }),
      ]),
    );
    for (const reply of replies) expect(reply.statusCode).toBeLessThan(300);
    let lost = 0;
    for (const r of reviews) {
      const stored = await findReview(t.database.db, r.reviewId);
      const part = stored.sequence.parts.find((p) => p.id === a.id);
      if (!part?.answered || !isDeepStrictEqual(part.answers, a.answers)) lost += 1;
    }
    expect(lost).toBe(0);
  });

  it('refuses a submit whose answers changed while it was being scored, charges nothing, and lets it go again', async () => {
    const done = await answerAll(t, token, await startReview());
    expect(done.finished).toBe(true);
    // The owner saves the last part again (the review stays finished) in the moment between the
    // submit reading the review and storing the report (scoring reads the survey version first).
    const last = done.sequence.parts.at(-1) as Part;
    const byId = SurveyStore.prototype.byId;
    let interrupted = false;
    const spy = vi.spyOn(SurveyStore.prototype, 'byId').mockImplementation(async function (
      this: SurveyStore,
      id,
    ) {
      if (!interrupted) {
        interrupted = true;
        const saved = await t.request(routes.next, {
          params: { id: done.reviewId },
          token,
          body: { part: { id: last.id, answers: last.answers } },
        });
        expect(saved.json<{ finished: boolean }>().finished).toBe(true);
      }
      return byId.call(this, id);
    });
    // Put back even when the submit throws: the worker's other test files share the class.
    onTestFinished(() => spy.mockRestore());
    const refused = await t.request(routes.submit, { params: { id: done.reviewId }, token: adminToken });
    spy.mockRestore();
    expect(refused.statusCode).toBe(409);
    expect(refused.json<{ message: string }>().message).toBe(
      'This review was changed while it was being submitted. Please check the answers and submit again.',
    );
    expect(await t.database.db.select().from(charges).where(eq(charges.reviewId, done.reviewId))).toEqual([]);

    const again = await t.request(routes.submit, { params: { id: done.reviewId }, token: adminToken });
    expect(again.statusCode).toBe(200);
  });
});
