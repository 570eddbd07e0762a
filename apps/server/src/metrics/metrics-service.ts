import type { CustomerMetrics, CustomerMetricsRequest, UserMetrics } from '@tsr/contract';
import { and, asc, count, eq, gte, inArray, isNull, lt, sql, sum } from 'drizzle-orm';
import type { AnyPgColumn } from 'drizzle-orm/pg-core';
import type { Db } from '../db/database';
import { charges, companies, events, users } from '../db/schema';
import type { Principal } from '../http/access';
import { AppError } from '../http/app-error';
import { assertLeadOrAdmin, isAdmin } from '../users/user-access';

const unix = (d: Date | null) => (d ? Math.floor(d.getTime() / 1000) : 0);

/**
 * Customer metrics (spec 2.10, 3.5, 7.4): per user of each customer company in the range, reviews
 * started (the review_started events, which outlive a deleted review), reviews submitted and
 * entities submitted (the charges: one per submitted review, kept for billing), and the last
 * login. Beyond the spec: started and submitted per week, and all-time charges against the cap.
 * Six grouped queries, each on an index that starts with the company (events_company_kind_idx,
 * charges_company_idx), whatever the number of companies.
 */
export class MetricsService {
  constructor(private readonly db: Db) {}

  async customerMetrics(p: Principal, filter: CustomerMetricsRequest['filter']): Promise<CustomerMetrics[]> {
    assertLeadOrAdmin(p);
    const start = new Date(filter.startDate * 1000);
    // The end is inclusive to the second the picker sends.
    const end = new Date((filter.endDate + 1) * 1000);
    let companyIds: string[] | undefined;
    if (!isAdmin(p)) {
      if (filter.customerId && filter.customerId !== p.companyId) {
        throw new AppError('NOT_FOUND', 'This customer does not exist.');
      }
      companyIds = [p.companyId];
    } else if (filter.customerId) {
      companyIds = [filter.customerId];
    }
    const inScope = (column: AnyPgColumn) => (companyIds ? inArray(column, companyIds) : undefined);

    const companyRows = await this.db
      .select({ id: companies.id, name: companies.name })
      .from(companies)
      .where(and(isNull(companies.deletedAt), inScope(companies.id)))
      .orderBy(asc(companies.name));
    if (companyRows.length === 0) return [];

    const week = (column: typeof events.createdAt | typeof charges.createdAt) =>
      sql<string>`date_trunc('week', ${column} at time zone 'UTC')`;

    const [userRows, startedRows, submittedRows, chargedRows, startedWeeks, submittedWeeks] =
      await Promise.all([
        this.db
          .select({
            id: users.id,
            name: users.userName,
            email: users.email,
            companyId: users.companyId,
            lastLoginAt: users.lastLoginAt,
            reviewCap: users.reviewCap,
          })
          .from(users)
          .where(inScope(users.companyId))
          .orderBy(asc(users.userName), asc(users.email)),
        this.db
          .select({ userId: events.userId, n: count() })
          .from(events)
          .where(
            and(
              inScope(events.companyId),
              eq(events.kind, 'review_started'),
              gte(events.createdAt, start),
              lt(events.createdAt, end),
            ),
          )
          .groupBy(events.userId),
        this.db
          .select({ userId: charges.userId, n: count(), entities: sum(charges.entities) })
          .from(charges)
          .where(and(inScope(charges.companyId), gte(charges.createdAt, start), lt(charges.createdAt, end)))
          .groupBy(charges.userId),
        // Usage against the cap only where there is a cap: unlimited users' charges are not counted.
        this.db
          .select({ userId: charges.userId, n: count() })
          .from(charges)
          .innerJoin(users, eq(users.id, charges.userId))
          .where(and(inScope(users.companyId), gte(users.reviewCap, 0)))
          .groupBy(charges.userId),
        this.db
          .select({ companyId: events.companyId, week: week(events.createdAt), n: count() })
          .from(events)
          .where(
            and(
              inScope(events.companyId),
              eq(events.kind, 'review_started'),
              gte(events.createdAt, start),
              lt(events.createdAt, end),
            ),
          )
          .groupBy(events.companyId, week(events.createdAt)),
        this.db
          .select({ companyId: charges.companyId, week: week(charges.createdAt), n: count() })
          .from(charges)
          .where(and(inScope(charges.companyId), gte(charges.createdAt, start), lt(charges.createdAt, end)))
          .groupBy(charges.companyId, week(charges.createdAt)),
      ]);

    const started = new Map(startedRows.map((r) => [r.userId, r.n]));
    const submitted = new Map(submittedRows.map((r) => [r.userId, r]));
    const charged = new Map(chargedRows.map((r) => [r.userId, r.n]));
    const result = new Map<string, CustomerMetrics>(
      companyRows.map((c) => [c.id, { customerId: c.id, customerName: c.name, users: [], weeks: [] }]),
    );
    for (const u of userRows) {
      const customer = result.get(u.companyId);
      if (!customer) continue;
      const s = submitted.get(u.id);
      const row: UserMetrics = {
        userId: u.id,
        userName: u.name,
        userEmail: u.email,
        reviewStarted: started.get(u.id) ?? 0,
        reviewSubmitted: s?.n ?? 0,
        entitesSubmitted: Number(s?.entities ?? 0),
        lastLogin: unix(u.lastLoginAt),
        reviewCap: u.reviewCap,
        reviewsCharged: charged.get(u.id) ?? 0,
      };
      customer.users.push(row);
    }
    const weeks = new Map<string, Map<number, { started: number; submitted: number }>>();
    const weekOf = (companyId: string | null, w: string) => {
      if (!companyId) return undefined;
      let byWeek = weeks.get(companyId);
      if (!byWeek) {
        byWeek = new Map();
        weeks.set(companyId, byWeek);
      }
      // date_trunc of a timestamp without zone comes back as text or Date depending on the driver.
      const at = Math.floor(new Date(`${String(w).replace(' ', 'T').slice(0, 19)}Z`).getTime() / 1000);
      const key = Number.isNaN(at) ? unix(new Date(w)) : at;
      let entry = byWeek.get(key);
      if (!entry) {
        entry = { started: 0, submitted: 0 };
        byWeek.set(key, entry);
      }
      return entry;
    };
    for (const r of startedWeeks) {
      const e = weekOf(r.companyId, r.week);
      if (e) e.started += r.n;
    }
    for (const r of submittedWeeks) {
      const e = weekOf(r.companyId, r.week);
      if (e) e.submitted += r.n;
    }
    for (const [companyId, byWeek] of weeks) {
      const customer = result.get(companyId);
      if (!customer) continue;
      customer.weeks = [...byWeek.entries()]
        .sort(([a], [b]) => a - b)
        .map(([weekStart, e]) => ({ weekStart, ...e }));
    }
    return [...result.values()];
  }
}
