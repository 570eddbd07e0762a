import { routes, type StartReviewRequest, StartReviewResponse } from '@tsr/contract';
import type { HeldQuestionnaire } from '@tsr/domain/compact-answer';
import { z } from 'zod';
import { callReading } from '../../api/client';

/**
 * Only the review id must be read from the 201 answer: the questionnaire screen loads the review
 * itself. Reading the rest leniently means a started review is never reported as a failure (and
 * started twice) because some other part of the answer did not match this build's contract. The
 * sequence and its revision, when they read, let the first step come back compact (decision 0024).
 */
const StartedReview = z.object({
  reviewId: StartReviewResponse.shape.reviewId,
  sequence: StartReviewResponse.shape.sequence.optional().catch(undefined),
  revision: StartReviewResponse.shape.revision.optional().catch(undefined),
});

/** What the builder sends: the request as the contract takes it, its defaults left to the server. */
export type StartReviewBody = z.input<typeof StartReviewRequest>;

/** Spec 7.2: starts the review with the bearer token. */
export const startReview = async (
  request: StartReviewBody,
): Promise<{ reviewId: string; held?: HeldQuestionnaire }> => {
  const started = await callReading(routes.startReview, StartedReview, { body: request });
  if (!started) throw new Error('The review was not started.');
  const { reviewId, sequence, revision } = started;
  return sequence && revision !== undefined ? { reviewId, held: { sequence, revision } } : { reviewId };
};
