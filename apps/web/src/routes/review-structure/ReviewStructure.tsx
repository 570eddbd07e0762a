import { NotBuiltYet } from '../../features/shell/NotBuiltYet';

/** Spec 2.1: the structure of a review at /review/{id}/structure. Owned by a later issue. */
export function ReviewStructure() {
  return <NotBuiltYet title="Review Structure" />;
}
