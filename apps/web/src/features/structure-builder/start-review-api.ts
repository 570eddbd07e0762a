import { routes, type StartReviewRequest, StartReviewResponse } from '@tsr/contract';
import { callReading } from '../../api/client';

/**
 * Only the review id is read from the 201 answer: the questionnaire screen loads the review itself.
 * Reading just that field means a started review is never reported as a failure (and started twice)
 * because some other part of the answer did not match this build's contract.
 */
const StartedReview = StartReviewResponse.pick({ reviewId: true });

/** Spec 7.2: starts the review with the bearer token. */
export const startReview = async (request: StartReviewRequest) => {
  const started = await callReading(routes.startReview, StartedReview, { body: request });
  if (!started) throw new Error('The review was not started.');
  return started;
};
