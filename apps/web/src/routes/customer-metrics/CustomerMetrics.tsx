import { NotBuiltYet } from '../../features/shell/NotBuiltYet';

/** Spec 2.10: customer metrics at /metrics. Owned by a later issue. */
export function CustomerMetrics() {
  return <NotBuiltYet title="Customer Metrics" />;
}
