import type { CarriedForward, ReviewOverview } from '@tsr/contract';
import { fetchReviewOverview } from './review-api';

/**
 * Where a review stands for its submit page (spec 2.6):
 * - 'submitted': it already has a report (the page sends the user to Dashboard);
 * - 'unfinished': parts are left to answer (the page sends the owner back to Review);
 * - 'finished': the owner answered every part (an admin's preview of the draft says so);
 * - 'colleague': someone who may see the review but not answer it (an approver, an account lead,
 *   an admin), with whose review it is and how many parts are answered.
 */
export type SubmitStatus =
  | { kind: 'submitted' }
  | { kind: 'unfinished' }
  | { kind: 'finished'; preview: boolean; asAt: string; carriedForward?: CarriedForward }
  | { kind: 'colleague'; review: ReviewOverview };

/**
 * Read only: GET /api/review/{id} tells the owner whether every part is answered (the same flag
 * the submit call checks) and anyone else whose review it is and how far it has got. Opening the
 * page saves nothing, so it does not move the review to the top of the Reviews list.
 */
export async function readSubmitStatus(reviewId: string): Promise<SubmitStatus> {
  const review = await fetchReviewOverview(reviewId);
  if (review.submitted) return { kind: 'submitted' };
  if (!review.isOwn) return { kind: 'colleague', review };
  return review.finished
    ? {
        kind: 'finished',
        preview: review.preview === true,
        asAt: review.asAt,
        ...(review.carriedForward ? { carriedForward: review.carriedForward } : {}),
      }
    : { kind: 'unfinished' };
}

/** The owner as the page names them: their name, and the e-mail when it says something more. */
export function ownerLabel(review: ReviewOverview): string {
  const { name, email } = review.owner;
  if (!name || name === email) return email;
  return `${name} (${email})`;
}
