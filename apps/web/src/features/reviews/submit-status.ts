import type { ReviewOverview } from '@tsr/contract';
import { ApiError } from '../../api/api-error';
import { requestNext } from '../questionnaire/questionnaire-api';
import { fetchReviewOverview } from './review-api';

/**
 * Where a review stands for its submit page (spec 2.6):
 * - 'submitted': it already has a report (the page sends the user to Dashboard);
 * - 'unfinished': parts are left to answer (the page sends the owner back to Review);
 * - 'finished': the owner answered every part;
 * - 'colleague': someone who may see the review but not answer it (an approver, an account lead,
 *   an admin), with whose review it is and how many parts are answered.
 */
export type SubmitStatus =
  | { kind: 'submitted' }
  | { kind: 'unfinished' }
  | { kind: 'finished' }
  | { kind: 'colleague'; review: ReviewOverview };

/**
 * The owner's questionnaire says it all: resuming reports submitted or finished. Anyone else is
 * refused the questionnaire (403); GET /review/{id} then tells them whose review it is and how
 * far it has got.
 */
export async function readSubmitStatus(reviewId: string): Promise<SubmitStatus> {
  try {
    const step = await requestNext(reviewId, { resume: true });
    if (step.submitted) return { kind: 'submitted' };
    return { kind: step.finished ? 'finished' : 'unfinished' };
  } catch (error) {
    if (!(error instanceof ApiError) || error.status !== 403) throw error;
  }
  const review = await fetchReviewOverview(reviewId);
  return review.submitted ? { kind: 'submitted' } : { kind: 'colleague', review };
}

/** The owner as the page names them: their name, and the e-mail when it says something more. */
export function ownerLabel(review: ReviewOverview): string {
  const { name, email } = review.owner;
  if (!name || name === email) return email;
  return `${name} (${email})`;
}
