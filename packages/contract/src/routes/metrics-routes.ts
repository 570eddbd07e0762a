import { CustomerMetricsRequest, CustomerMetricsResponse } from '../users';
import { defineRoute } from './define-route';

/** Spec 7.4 and 2.10: customer metrics, for admins (every customer) and account leads (their own). */
export const metricsRoutes = {
  customerMetrics: defineRoute({
    method: 'POST',
    path: '/api/metrics/customermetrics',
    tag: 'metrics',
    summary: "Usage per user of each customer company in a date range (a lead: their own company's)",
    callers: "account leads (their own company's) and admins (every customer company)",
    otherStatuses: { 404: "An account lead named another company: 'This customer does not exist.'" },
    access: ['accountlead'],
    body: CustomerMetricsRequest,
    responses: { 200: CustomerMetricsResponse },
  }),
};
