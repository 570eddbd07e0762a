import type { CustomerMetrics, CustomerMetricsRequest, WeekMetrics } from '@tsr/contract';
import { type SQL, sql } from 'drizzle-orm';
import type { Db } from '../db/database';
import type { Principal } from '../http/access';
import { AppError } from '../http/app-error';
import { assertLeadOrAdmin, isAdmin } from '../users/user-access';
import { type WholePart, wholeMonths, wholeWeeks } from './usage-range';

/** Weeks start on Monday 00:00 UTC: 5 January 1970 was the first Monday of unix time. */
const MONDAY = sql.raw(`timestamptz '1970-01-05 00:00:00+00'`);

/**
 * Customer metrics (spec 2.10, 3.5, 7.4): per user of each customer company in the range, reviews
 * started (the review_started events, which outlive a deleted review), reviews submitted and
 * entities submitted (the charges: one per submitted review, kept for billing), and the last
 * login. Beyond the spec: started and submitted per week, and all-time charges against the cap.
 *
 * Two statements run side by side (docs/decisions/0016): each company comes back as one row whose
 * users (or weeks) PostgreSQL has already built as JSON, so the server does not convert thousands
 * of rows field by field. The counts of whole UTC months (per user) and whole weeks (per company)
 * come summed from usage_user_months and usage_company_weeks, which triggers keep equal to the
 * events and charges (issue 30: a year was 100,000 events and 60,000 charges to count, now about
 * 50,000 and 10,000 sums); the range's ends before its first and after its last whole month or
 * week are counted from the events and charges by index-only scans (events_kind_time_idx,
 * charges_time_idx).
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
    const at = (d: Date) => sql`${d.toISOString()}::timestamptz`;
    const monthSpan = wholeMonths(from, to);
    const weekSpan = wholeWeeks(from, to);
    // The range's ends outside its whole months (or weeks), read from the events and charges:
    // two ranges each, so that each is an index-only scan of the time index.
    const ends = (whole: WholePart) => [
      sql`created_at >= ${at(from)} and created_at < ${at(whole.from)}`,
      sql`created_at >= ${at(whole.to)} and created_at < ${at(to)}`,
    ];
    const week = sql`date_bin('7 days', created_at, ${MONDAY})`;

    const usersQuery = this.db.execute(sql`
      with counted as (
        select user_id, started, submitted, entities from usage_user_months
        where month >= ${at(monthSpan.from)} and month < ${at(monthSpan.to)} ${scope(sql`company_id`)}
        ${sql.join(
          ends(monthSpan).map(
            (range) => sql`
        union all
        select user_id, 1, 0, 0 from events
        where kind = 'review_started' and ${range} ${scope(sql`company_id`)}
        union all
        select user_id, 0, 1, entities from charges
        where ${range} ${scope(sql`company_id`)}`,
          ),
          sql``,
        )}
      ), usage as (
        select user_id, sum(started)::int as started, sum(submitted)::int as submitted,
               sum(entities)::bigint as entities
        from counted group by user_id
      ), charged as (
        -- Usage against the cap only where there is a cap: unlimited users' charges are not counted.
        select c.user_id, count(*)::int as n from charges c join users u on u.id = c.user_id
        where u.review_cap >= 0 ${scope(sql`u.company_id`)}
        group by c.user_id
      ), user_rows as (
        select u.company_id, json_agg(json_build_object(
          'userId', u.id, 'userName', u.user_name, 'userEmail', u.email,
          'reviewStarted', coalesce(s.started, 0), 'reviewSubmitted', coalesce(s.submitted, 0),
          'entitesSubmitted', coalesce(s.entities, 0),
          'lastLogin', coalesce(floor(extract(epoch from u.last_login_at))::bigint, 0),
          'reviewCap', u.review_cap, 'reviewsCharged', coalesce(c.n, 0)
        ) order by u.user_name, u.email) as users
        from users u
        left join usage s on s.user_id = u.id
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
      with counted as (
        select company_id, week, started, submitted from usage_company_weeks
        where week >= ${at(weekSpan.from)} and week < ${at(weekSpan.to)} ${scope(sql`company_id`)}
        ${sql.join(
          ends(weekSpan).map(
            (range) => sql`
        union all
        select company_id, ${week}, 1, 0 from events
        where kind = 'review_started' and ${range} and company_id is not null ${scope(sql`company_id`)}
        union all
        select company_id, ${week}, 0, 1 from charges
        where ${range} ${scope(sql`company_id`)}`,
          ),
          sql``,
        )}
      ), weeks as (
        select company_id, json_agg(json_build_object(
          'weekStart', extract(epoch from week)::bigint, 'started', started, 'submitted', submitted
        ) order by week) as weeks
        from (
          select company_id, week, sum(started)::int as started, sum(submitted)::int as submitted
          from counted group by company_id, week
        ) w
        -- A week whose starts and charges were all taken away again (deleted) is no week of use.
        where started <> 0 or submitted <> 0
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
