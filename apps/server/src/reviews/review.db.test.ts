import {
  type AnswerSummary,
  type NextResponse,
  type RouteInput,
  routes,
  type StartReviewResponse,
} from '@tsr/contract';
import { entity, own, progressPercent, structure } from '@tsr/domain';
import { answerPart, TEST_SCRIPT, testStructure } from '@tsr/domain/testing';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { demoAccounts } from '../demo/demo-accounts';
import { seedDemoData } from '../demo/seed-demo';
import { answerAll, publishTestContent } from '../testing/review-fixtures';
import { createTestApp, type TestApp } from '../testing/test-app';

let t: TestApp;
const tokens: Record<string, string> = {};

async function tokenOf(role: string): Promise<string> {
  const a = demoAccounts.find((x) => x.role.startsWith(role));
  if (!a) throw new Error(role);
  return t.signIn(a.email, a.password);
}

beforeAll(async () => {
  t = await createTestApp();
  await seedDemoData(t.database.db);
  for (const role of ['admin', 'account lead', 'approver', 'plain user', 'trial user'])
    tokens[role] = await tokenOf(role);
  await publishTestContent(t);
});

/** A fresh review of the test structure for one test: no test depends on what another did. */
const startedReview = async (owner = 'plain user') =>
  (await start(tokens[owner] as string, { structure: testStructure() })).json<StartReviewResponse>();

/** Answers the first part with the test script, as the questionnaire screen would. */
async function answerFirstPart(review: StartReviewResponse): Promise<NextResponse> {
  const first = review.part;
  if (!first || !review.questions) throw new Error('no first part');
  return (
    await t.request(routes.next, {
      params: { id: review.reviewId },
      token: tokens['plain user'] as string,
      body: { part: { id: first.id, answers: answerPart(TEST_SCRIPT, first, review.questions) } },
    })
  ).json<NextResponse>();
}
afterAll(() => t.close());

const start = (token: string, body: RouteInput<typeof routes.startReview>['body']) =>
  t.request(routes.startReview, { body, token });

describe('before any survey is published', () => {
  it('says plainly that a review cannot start yet', async () => {
    // A server of its own: the other suites here publish the test content.
    const unpublished = await createTestApp();
    try {
      await seedDemoData(unpublished.database.db);
      const user = demoAccounts.find((x) => x.role === 'plain user');
      if (!user) throw new Error('no plain user');
      const res = await unpublished.request(routes.startReview, {
        body: { structure: testStructure() },
        token: await unpublished.signIn(user.email, user.password),
      });
      expect(res.statusCode).toBe(503);
      expect(res.json().message).toBe('No survey has been published yet, so a review cannot start.');
    } finally {
      await unpublished.close();
    }
  });
});

describe('starting a review', () => {
  it('answers 201 with the review id, the first part, its questions and the sequence', async () => {
    const res = await start(tokens['plain user'] as string, { structure: testStructure(), preview: false });
    expect(res.statusCode).toBe(201);
    const body = res.json<StartReviewResponse>();
    expect(body.reviewId).toMatch(/^[0-9a-f-]{36}$/);
    expect(body.part?.id).toBe(body.sequence.parts[0]?.id);
    expect(body.questions?.pages.length).toBeGreaterThan(0);
    expect(body.sequence.parts.length).toBeGreaterThan(5);
  });

  it('rejects a structure with a loop with the exact message of spec 5.2', async () => {
    const a = own(entity('a', 'company', { name: 'A Ltd' }), 'b', '01/01/2010');
    const b = own(entity('b', 'company', { name: 'B Ltd' }), 'a', '01/01/2010');
    const res = await start(tokens['plain user'] as string, { structure: structure([a, b], 'Loop') });
    expect(res.statusCode).toBe(400);
    expect(res.json().message).toBe('Review cannot be started there is a loop in the entites');
  });

  it('rejects a body that is not a structure, naming the field', async () => {
    // A body of the wrong shape: the route's types refuse it, so the address is written out.
    const res = await t.call('POST', '/api/review/start', {
      token: tokens['plain user'] as string,
      body: { structure: { name: 'x' } },
    });
    expect(res.statusCode).toBe(400);
    expect(res.json().message).toMatch(/^structure\./);
  });

  it('lets only admins start a preview', async () => {
    const res = await start(tokens['plain user'] as string, { structure: testStructure(), preview: true });
    expect(res.statusCode).toBe(403);
    expect(
      (await start(tokens.admin as string, { structure: testStructure(), preview: true })).statusCode,
    ).toBe(201);
  });

  it('keeps a trial user who has not agreed to the terms out', async () => {
    const res = await start(tokens['trial user'] as string, { structure: testStructure() });
    expect(res.statusCode).toBe(403);
  });
});

describe('answering', () => {
  it('goes forward and back, saving the answers, with progress in pages', async () => {
    const review = await startedReview();
    const token = tokens['plain user'] as string;
    const first = review.part;
    if (!first || !review.questions) throw new Error('no first part');
    const answers = answerPart(TEST_SCRIPT, first, review.questions);
    expect(Object.keys(answers).length).toBeGreaterThan(0);
    const next = (
      await t.request(routes.next, {
        params: { id: review.reviewId },
        token,
        body: { part: { id: first.id, answers } },
      })
    ).json<NextResponse>();
    expect(next.part?.id).not.toBe(first.id);
    expect(next.progress.current).toBe(first.pageCount);
    expect(progressPercent(next.progress.current, 0, next.progress.total)).toBeGreaterThan(0);

    const back = (
      await t.request(routes.next, {
        params: { id: review.reviewId },
        token,
        body: { part: { id: next.part?.id as string, answers: {} }, back: true },
      })
    ).json<NextResponse>();
    expect(back.fromBack).toBe(true);
    expect(back.part?.id).toBe(first.id);
    expect(back.part?.answers).toEqual(answers);
  });

  it('resumes where the user left off', async () => {
    const review = await startedReview();
    await answerFirstPart(review);
    const res = await t.request(routes.next, {
      params: { id: review.reviewId },
      token: tokens['plain user'] as string,
      body: { resume: true },
    });
    const body = res.json<NextResponse>();
    expect(body.part?.id).toBe(review.sequence.parts[1]?.id);
    expect(body.submitted).toBe(false);
  });

  it('refuses a part that cannot be reached yet, and shows where to resume', async () => {
    const review = await startedReview();
    await answerFirstPart(review);
    const last = review.sequence.parts.at(-1)?.id as string;
    const body = (
      await t.request(routes.next, {
        params: { id: review.reviewId },
        token: tokens['plain user'] as string,
        body: { requestedPartId: last },
      })
    ).json<NextResponse>();
    expect(body.error?.message).toBe(
      `Part '${last}' cannot be opened before the parts before it are answered`,
    );
    expect(body.part?.id).toBe(review.sequence.parts[1]?.id);
  });

  it('reaches finished, and the answer summary lists the answered questions', async () => {
    const review = await startedReview();
    const token = tokens['plain user'] as string;
    const done = await answerAll(t, token, review);
    expect(done.finished).toBe(true);
    expect(done.progress.current).toBe(done.progress.total);

    const summary = (
      await t.request(routes.answerSummary, { params: { id: review.reviewId }, token })
    ).json<AnswerSummary>();
    expect(summary.Pages.length).toBeGreaterThan(3);
    const trustType = summary.Pages.flatMap((p) => p.Answers).find((a) => a.Title === 'trust type');
    expect(trustType?.Answers).toEqual(['discretionary']);
  });
});

describe('who may see and change a review', () => {
  it('lets the owner answer, and no one else', async () => {
    const { reviewId } = await startedReview();
    const other = await t.request(routes.next, {
      params: { id: reviewId },
      token: tokens.approver as string,
      body: { resume: true },
    });
    expect(other.statusCode).toBe(403);
    const lead = await t.request(routes.next, {
      params: { id: reviewId },
      token: tokens['account lead'] as string,
      body: { resume: true },
    });
    expect(lead.statusCode).toBe(403);
  });

  it('shows the answers to the account lead and approvers of the same company and to admins, not to a colleague', async () => {
    const { reviewId } = await startedReview();
    const summaryBy = (token: string) => t.request(routes.answerSummary, { params: { id: reviewId }, token });
    expect((await summaryBy(tokens['account lead'] as string)).statusCode).toBe(200);
    expect((await summaryBy(tokens.admin as string)).statusCode).toBe(200);
    expect((await summaryBy(tokens.approver as string)).statusCode).toBe(200);
    const approversOwn = (
      await start(tokens.approver as string, { structure: testStructure() })
    ).json<StartReviewResponse>().reviewId;
    const colleague = tokens['plain user'] as string;
    expect(
      (await t.request(routes.answerSummary, { params: { id: approversOwn }, token: colleague })).statusCode,
    ).toBe(404);
  });

  it('answers an unknown or malformed id with 404', async () => {
    const token = tokens['plain user'] as string;
    // A malformed id, sent on purpose: its address is written out.
    expect((await t.call('GET', '/api/review/not-a-uuid/answersummary', { token })).statusCode).toBe(404);
    expect(
      (
        await t.request(routes.answerSummary, {
          params: { id: '00000000-0000-0000-0000-000000000000' },
          token,
        })
      ).statusCode,
    ).toBe(404);
  });

  it('deletes an uncompleted review for its owner', async () => {
    const { reviewId } = await startedReview();
    const token = tokens['plain user'] as string;
    expect(
      (
        await t.request(routes.deleteIncompleteReview, {
          params: { id: reviewId },
          token: tokens.approver as string,
        })
      ).statusCode,
    ).toBe(403);
    expect(
      (await t.request(routes.deleteIncompleteReview, { params: { id: reviewId }, token })).statusCode,
    ).toBe(204);
    expect((await t.request(routes.answerSummary, { params: { id: reviewId }, token })).statusCode).toBe(404);
  });
});
