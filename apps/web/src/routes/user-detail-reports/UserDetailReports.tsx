import { NotBuiltYet } from '../../features/shell/NotBuiltYet';

/** Spec 2.9: a user's reviews at /users/{id}/reports. Owned by a later issue. */
export function UserDetailReports() {
  return <NotBuiltYet title="User Reports" />;
}
