import { NotBuiltYet } from '../../features/shell/NotBuiltYet';

/** Spec 2.6: submitting a review at /review/{id}/submit. Owned by a later issue. */
export function SubmitReview() {
  return <NotBuiltYet title="Submit Review" />;
}
