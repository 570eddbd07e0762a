import type { CustomerMetrics, CustomerMetricsRequest } from '@tsr/contract';
import type { Db } from '../db/database';
import type { Principal } from '../http/access';
import { AppError } from '../http/app-error';
import { assertLeadOrAdmin, CUSTOMER_NOT_FOUND, isAdmin } from '../http/policies';
import { readCompanyWeeks, readCustomerUsers } from './metrics-repository';
import { wholeMonths, wholeWeeks } from './usage-range';

/**
 * Customer metrics (spec 2.10, 3.5, 7.4): per user of each customer company in the range, reviews
 * started (the review_started events, which outlive a deleted review), reviews submitted and
 * entities submitted (the charges: one per submitted review, kept for billing), and the last
 * login. Beyond the spec: started and submitted per week, and all-time charges against the cap.
 *
 * Two statements run side by side (docs/decisions/0016), `metrics-repository.ts`: the users per
 * company, counted by whole UTC months from usage_user_months, and the weeks per company, counted by
 * whole weeks from usage_company_weeks; the range's ends outside them are counted from the events
 * and charges.
 */
export class MetricsService {
  constructor(private readonly db: Db) {}

  async customerMetrics(p: Principal, filter: CustomerMetricsRequest['filter']): Promise<CustomerMetrics[]> {
    assertLeadOrAdmin(p);
    const from = new Date(filter.startDate * 1000);
    // The end is inclusive to the second the picker sends.
    const to = new Date((filter.endDate + 1) * 1000);
    let companyIds: string[] | undefined;
    if (!isAdmin(p)) {
      if (filter.customerId && filter.customerId !== p.companyId) {
        throw new AppError('NOT_FOUND', CUSTOMER_NOT_FOUND);
      }
      companyIds = [p.companyId];
    } else if (filter.customerId) {
      companyIds = [filter.customerId];
    }
    // Two statements at once, on two connections: the users and the weeks read the same ranges.
    const [customers, weeks] = await Promise.all([
      readCustomerUsers(this.db, { from, to, whole: wholeMonths(from, to), companyIds }),
      readCompanyWeeks(this.db, { from, to, whole: wholeWeeks(from, to), companyIds }),
    ]);
    const weeksOf = new Map(weeks.map((w) => [w.companyId, w.weeks]));
    return customers.map((c) => ({ ...c, weeks: weeksOf.get(c.customerId) ?? [] }));
  }
}
