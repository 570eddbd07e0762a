import { GOLDEN_CASES } from '@tsr/content/golden';
import {
  type NextResponse,
  type Part,
  routes,
  type StartReviewResponse,
  type SurveyJson,
} from '@tsr/contract';
import { answerPart, type Script, TEST_SCRIPT, testContent } from '@tsr/domain/testing';
import { expect } from 'vitest';
import { publishVersion } from '../survey/survey-store';
import type { TestApp } from './test-app';

/** Publishes the domain's test content set as survey version 1. */
export function publishTestContent(t: TestApp): Promise<number> {
  return publishVersion(t.database.db, testContent());
}

/** Answers every part with a script (the test script) through the API, as the questionnaire screen would. */
export async function answerAll(
  t: TestApp,
  token: string,
  start: StartReviewResponse,
  script: Script = TEST_SCRIPT,
): Promise<NextResponse> {
  let part: Part | null = start.part;
  let questions: SurveyJson | null = start.questions;
  for (let guard = 0; part; guard += 1) {
    if (guard > 5000) throw new Error('the review did not finish');
    const res = await t.request(routes.next, {
      params: { id: start.reviewId },
      token,
      body: { part: { id: part.id, answers: answerPart(script, part, questions as SurveyJson) } },
    });
    expect(res.statusCode).toBe(200);
    const body = res.json<NextResponse>();
    if (body.finished) return body;
    part = body.part;
    questions = body.questions;
  }
  throw new Error('no part to answer');
}

/**
 * A golden structure of the content pack (which must be published) started, answered with its
 * script and submitted through the API by `token`'s user: the review's id.
 */
export async function submittedGolden(t: TestApp, token: string, name: string): Promise<string> {
  const golden = GOLDEN_CASES.find((c) => c.name === name);
  if (!golden) throw new Error(`no golden case ${name}`);
  const start = (
    await t.request(routes.startReview, { body: { structure: golden.structure }, token })
  ).json<StartReviewResponse>();
  await answerAll(t, token, start, golden.script);
  expect((await t.request(routes.submit, { params: { id: start.reviewId }, token })).statusCode).toBe(200);
  return start.reviewId;
}
