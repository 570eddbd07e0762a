import { type StartReviewRequest, StartReviewResponse } from '@tsr/contract';
import { authedJson } from '../../api/authed';

/**
 * Only the review id is read from the 201 answer: the questionnaire screen loads the review itself.
 * Reading just that field means a started review is never reported as a failure (and started twice)
 * because some other part of the answer did not match this build's contract.
 */
const StartedReview = StartReviewResponse.pick({ reviewId: true });

/** POST /api/review/start (spec 7.2) with the bearer token. */
export const startReview = (request: StartReviewRequest) =>
  authedJson('/review/start', StartedReview, { method: 'POST', body: request });
