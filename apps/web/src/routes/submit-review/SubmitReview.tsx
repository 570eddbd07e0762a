import { useParams } from 'react-router';
import { SubmitReviewScreen } from '../../features/reviews/SubmitReviewScreen';

/** Spec 2.6: the submit page at /review/{id}/submit. */
export function SubmitReview() {
  const { id = '' } = useParams();
  return <SubmitReviewScreen key={id} reviewId={id} />;
}
