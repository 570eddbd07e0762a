import { DashboardScreen } from '../../features/reviews/DashboardScreen';

/** Spec 2.8: the dashboard at /user/dashboard. */
export function Dashboard() {
  return <DashboardScreen />;
}
