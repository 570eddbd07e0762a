import { useParams } from 'react-router';
import { ReviewStructureScreen } from '../../features/review-structure/ReviewStructureScreen';

/** Spec 2.1: the structure of a review at /review/{id}/structure, read only. */
export function ReviewStructure() {
  const { id = '' } = useParams();
  return <ReviewStructureScreen key={id} reviewId={id} />;
}
