import { NotBuiltYet } from '../../features/shell/NotBuiltYet';

/** Spec 2.8: the dashboard at /user/dashboard. Owned by a later issue. */
export function Dashboard() {
  return <NotBuiltYet title="Dashboard" />;
}
