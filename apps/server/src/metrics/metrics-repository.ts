import type { CustomerMetrics, WeekMetrics } from '@tsr/contract';
import { type SQL, sql } from 'drizzle-orm';
import type { Db } from '../db/database';
import type { WholePart } from './usage-range';

/**
 * What one metrics read counts: the range [from, to) and the part of it the usage sums hold whole
 * (whole UTC months for the users, whole weeks for the companies), and the companies it covers
 * (undefined: every company, as an administrator sees them).
 */
export interface UsageRead {
  from: Date;
  to: Date;
  whole: WholePart;
  companyIds: readonly string[] | undefined;
}

/** A customer's users as the metrics show them, without the weeks (read on their own). */
export type CustomerUsers = Omit<CustomerMetrics, 'weeks'>;

/** One company's weeks of use, oldest first. */
export interface CompanyWeeks {
  companyId: string;
  weeks: WeekMetrics[];
}

/**
 * Weeks start on Monday 00:00 UTC, as in usage_company_weeks and `wholeWeeks`: 5 January 1970 was
 * the first Monday of unix time, so date_bin from it puts an event in the week its sum counts it in.
 */
const MONDAY = sql.raw(`timestamptz '1970-01-05 00:00:00+00'`);

/** The week an event or charge belongs to, the same bins the usage_company_weeks trigger fills. */
const WEEK_OF_ROW = sql`date_bin('7 days', created_at, ${MONDAY})`;

/**
 * Limits a statement to the read's companies; no condition at all for every company, so that the
 * administrator's read is planned without a filter that matches everything.
 */
function scope(companyIds: UsageRead['companyIds'], column: SQL): SQL {
  return companyIds
    ? sql`and ${column} in (${sql.join(
        companyIds.map((id) => sql`${id}::uuid`),
        sql`, `,
      )})`
    : sql``;
}

/** A time sent as text and cast by PostgreSQL, so both drivers compare it as a timestamptz. */
const at = (d: Date) => sql`${d.toISOString()}::timestamptz`;

/**
 * The range's ends outside its whole part, counted from the events and charges themselves: two
 * ranges rather than one with a hole, so that each is an index-only scan of the time index
 * (events_kind_time_idx, charges_time_idx). Either is empty when the range starts or ends on a
 * whole unit.
 */
function ends(read: UsageRead): SQL[] {
  return [
    sql`created_at >= ${at(read.from)} and created_at < ${at(read.whole.from)}`,
    sql`created_at >= ${at(read.whole.to)} and created_at < ${at(read.to)}`,
  ];
}

/**
 * Every user of each company in the read, per company, with what they started, submitted and were
 * charged for (entities) in the range and their last login; and, for users with a cap, every charge
 * they ever had, to show against it. Companies come ordered by name and their users by name and
 * address; a deleted company is left out, its users with it.
 *
 * Each company is one row whose users PostgreSQL has already built as JSON in the contract's shape,
 * so the server does not convert thousands of rows field by field (docs/decisions/0016). The whole
 * months come summed from usage_user_months, which triggers keep equal to the events and charges,
 * so a year reads tens of thousands of sums rather than over a hundred thousand rows; only the ends
 * outside them are counted from the events (review_started, which outlive a deleted review) and the
 * charges.
 */
export async function readCustomerUsers(db: Db, read: UsageRead): Promise<CustomerUsers[]> {
  const inScope = (column: SQL) => scope(read.companyIds, column);
  const result = await db.execute(sql`
      with counted as (
        select user_id, started, submitted, entities from usage_user_months
        where month >= ${at(read.whole.from)} and month < ${at(read.whole.to)} ${inScope(sql`company_id`)}
        ${sql.join(
          ends(read).map(
            (range) => sql`
        union all
        select user_id, 1, 0, 0 from events
        where kind = 'review_started' and ${range} ${inScope(sql`company_id`)}
        union all
        select user_id, 0, 1, entities from charges
        where ${range} ${inScope(sql`company_id`)}`,
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
        where u.review_cap >= 0 ${inScope(sql`u.company_id`)}
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
        where true ${inScope(sql`u.company_id`)}
        group by u.company_id
      )
      select c.id as "customerId", c.name as "customerName",
             coalesce(ur.users, '[]'::json) as users
      from companies c
      left join user_rows ur on ur.company_id = c.id
      where c.deleted_at is null ${inScope(sql`c.id`)}
      order by c.name`);
  // Both drivers answer { rows }; the rows are the JSON PostgreSQL built in the contract's shape.
  return (result as unknown as { rows: CustomerUsers[] }).rows;
}

/**
 * Per company in the read, the weeks (from Monday 00:00 UTC) in which its users started or
 * submitted reviews, with how many of each. The whole weeks come summed from usage_company_weeks,
 * kept by triggers like the monthly sums; the ends outside them are counted from the events and
 * charges, each binned to its week; an event without a company is no company's use.
 * Each company's weeks come built as JSON, oldest first, as the users do.
 */
export async function readCompanyWeeks(db: Db, read: UsageRead): Promise<CompanyWeeks[]> {
  const inScope = (column: SQL) => scope(read.companyIds, column);
  const result = await db.execute(sql`
      with counted as (
        select company_id, week, started, submitted from usage_company_weeks
        where week >= ${at(read.whole.from)} and week < ${at(read.whole.to)} ${inScope(sql`company_id`)}
        ${sql.join(
          ends(read).map(
            (range) => sql`
        union all
        select company_id, ${WEEK_OF_ROW}, 1, 0 from events
        where kind = 'review_started' and ${range} and company_id is not null ${inScope(sql`company_id`)}
        union all
        select company_id, ${WEEK_OF_ROW}, 0, 1 from charges
        where ${range} ${inScope(sql`company_id`)}`,
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
      select company_id as "companyId", weeks from weeks`);
  return (result as unknown as { rows: CompanyWeeks[] }).rows;
}
