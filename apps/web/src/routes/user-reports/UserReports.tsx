import { NotBuiltYet } from '../../features/shell/NotBuiltYet';

/** Spec 2.8: the user's reviews (Reviews) at /user/reports. Owned by a later issue. */
export function UserReports() {
  return <NotBuiltYet title="Reviews" />;
}
