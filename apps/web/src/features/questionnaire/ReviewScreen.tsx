import { useLocation, useParams, useSearchParams } from 'react-router';
import { initialMove } from './initial-move';
import { Questionnaire } from './Questionnaire';

/** Spec 2.5: the review questionnaire at /review/{id}, with the optional query `part`. */
export function ReviewScreen() {
  const { id = '' } = useParams();
  const [search] = useSearchParams();
  const location = useLocation();
  // A new navigation (even to the same review) starts a new conversation with the server.
  return (
    <Questionnaire
      key={location.key}
      reviewId={id}
      initial={initialMove(search.get('part'), location.state)}
    />
  );
}
