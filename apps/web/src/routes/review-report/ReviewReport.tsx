import { NotBuiltYet } from '../../features/shell/NotBuiltYet';

/** Spec 2.7: the report of a review at /review/{id}/report. Owned by a later issue. */
export function ReviewReport() {
  return <NotBuiltYet title="Review Report" />;
}
