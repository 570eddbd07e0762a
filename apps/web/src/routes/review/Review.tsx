import { NotBuiltYet } from '../../features/shell/NotBuiltYet';

/** Spec 2.5: the review questionnaire at /review/{id}. Owned by a later issue. */
export function Review() {
  return <NotBuiltYet title="Review Questionnaire" />;
}
