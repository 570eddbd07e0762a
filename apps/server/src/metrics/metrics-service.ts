import type { CustomerMetrics, CustomerMetricsRequest, WeekMetrics } from '@tsr/contract';
import { type SQL, sql } from 'drizzle-orm';
import type { Db } from '../db/database';
import type { Principal } from '../http/access';
import { AppError } from '../http/app-error';
import { assertLeadOrAdmin, isAdmin } from '../users/user-access';

/** Weeks start on Monday 00:00 UTC: 5 January 1970 was the first Monday of unix time. */
const MONDAY = sql.raw(`timestamptz '1970-01-05 00:00:00+00'`);

/**
 * Customer metrics (spec 2.10, 3.5, 7.4): per user of each customer company in the range, reviews
 * started (the review_started events, which outlive a deleted review), reviews submitted and
 * entities submitted (the charges: one per submitted review, kept for billing), and the last
 * login. Beyond the spec: started and submitted per week, and all-time charges against the cap.
 *
 * Two statements run side by side (docs/decisions/0016): the range is read by index-only scans
 * (events_kind_time_idx, charges_time_idx) and grouped in the database; each company comes back as
 * one row whose users (or weeks) PostgreSQL has already built as JSON, so the server does not
 * convert thousands of rows field by field.
 */
export class MetricsService {
  constructor(private readonly db: Db) {}

  async customerMetrics(p: Principal, filter: CustomerMetricsRequest['filter']): Promise<CustomerMetrics[]> {
    assertLeadOrAdmin(p);
    const start = new Date(filter.startDate * 1000).toISOString();
    // The end is inclusive to the second the picker sends.
    const end = new Date((filter.endDate + 1) * 1000).toISOString();
    let companyIds: string[] | undefined;
    if (!isAdmin(p)) {
      if (filter.customerId && filter.customerId !== p.companyId) {
        throw new AppError('NOT_FOUND', 'This customer does not exist.');
      }
      companyIds = [p.companyId];
    } else if (filter.customerId) {
      companyIds = [filter.customerId];
    }
    const scope = (column: SQL): SQL =>
      companyIds
        ? sql`and ${column} in (${sql.join(
            companyIds.map((id) => sql`${id}::uuid`),
            sql`, `,
          )})`
        : sql``;
    const range = sql`created_at >= ${start}::timestamptz and created_at < ${end}::timestamptz`;
    const week = sql`date_bin('7 days', created_at, ${MONDAY})`;

    const usersQuery = this.db.execute(sql`
      with started as (
        select user_id, count(*)::int as n from events
        where kind = 'review_started' and ${range} ${scope(sql`company_id`)}
        group by user_id
      ), submitted as (
        select user_id, count(*)::int as n, coalesce(sum(entities), 0)::bigint as entities from charges
        where ${range} ${scope(sql`company_id`)}
        group by user_id
      ), charged as (
        -- Usage against the cap only where there is a cap: unlimited users' charges are not counted.
        select c.user_id, count(*)::int as n from charges c join users u on u.id = c.user_id
        where u.review_cap >= 0 ${scope(sql`u.company_id`)}
        group by c.user_id
      ), user_rows as (
        select u.company_id, json_agg(json_build_object(
          'userId', u.id, 'userName', u.user_name, 'userEmail', u.email,
          'reviewStarted', coalesce(s.n, 0), 'reviewSubmitted', coalesce(b.n, 0),
          'entitesSubmitted', coalesce(b.entities, 0),
          'lastLogin', coalesce(floor(extract(epoch from u.last_login_at))::bigint, 0),
          'reviewCap', u.review_cap, 'reviewsCharged', coalesce(c.n, 0)
        ) order by u.user_name, u.email) as users
        from users u
        left join started s on s.user_id = u.id
        left join submitted b on b.user_id = u.id
        left join charged c on c.user_id = u.id
        where true ${scope(sql`u.company_id`)}
        group by u.company_id
      )
      select c.id as "customerId", c.name as "customerName",
             coalesce(ur.users, '[]'::json) as users
      from companies c
      left join user_rows ur on ur.company_id = c.id
      where c.deleted_at is null ${scope(sql`c.id`)}
      order by c.name`);
    const weeksQuery = this.db.execute(sql`
      with week_counts as (
        select company_id, ${week} as week, count(*)::int as started, 0 as submitted from events
        where kind = 'review_started' and ${range} and company_id is not null ${scope(sql`company_id`)}
        group by 1, 2
        union all
        select company_id, ${week} as week, 0 as started, count(*)::int as submitted from charges
        where ${range} ${scope(sql`company_id`)}
        group by 1, 2
      ), weeks as (
        select company_id, json_agg(json_build_object(
          'weekStart', extract(epoch from week)::bigint, 'started', started, 'submitted', submitted
        ) order by week) as weeks
        from (
          select company_id, week, sum(started)::int as started, sum(submitted)::int as submitted
          from week_counts group by company_id, week
        ) w
        group by company_id
      )
      select company_id, weeks from weeks`);
    // Two statements at once, on two connections: the users and the weeks read the same ranges.
    const [customers, weeks] = await Promise.all([usersQuery, weeksQuery]);
    // Both drivers answer { rows }; the rows are the JSON PostgreSQL built in the contract's shape.
    const weeksOf = new Map(
      (weeks as unknown as { rows: { company_id: string; weeks: WeekMetrics[] }[] }).rows.map((w) => [
        w.company_id,
        w.weeks,
      ]),
    );
    return (customers as unknown as { rows: Omit<CustomerMetrics, 'weeks'>[] }).rows.map((c) => ({
      ...c,
      weeks: weeksOf.get(c.customerId) ?? [],
    }));
  }
}
