import type { HeadScores, PortfolioSort, SortOrder, TaxHead, TrendPoint } from '@tsr/contract';
import { type SQL, sql } from 'drizzle-orm';
import type { Db } from '../db/database';
import { preparedPerDatabase } from '../db/prepared';

/** Whose structures the portfolio holds: every company's (an admin's), or one company's. */
export type PortfolioScope = { kind: 'all' } | { kind: 'company'; companyId: string };

/** The filters, as the database takes them: null where not given. */
export interface PortfolioFilter {
  minScore: number | null;
  head: TaxHead | null;
  minHeadScore: number | null;
  /** YYYY-MM-DD, UK days. */
  reviewedFrom: string | null;
  reviewedTo: string | null;
  keyDateBefore: string | null;
}

export interface PortfolioRead {
  sort: PortfolioSort;
  order: SortOrder;
  filter: PortfolioFilter;
  /** null: every row the filters keep (the CSV). */
  limit: number | null;
  offset: number;
}

/** One structure of the portfolio as read. */
export interface PortfolioRow {
  structureId: string;
  name: string;
  companyId: string;
  companyName: string;
  latestScore: number | null;
  headScores: HeadScores | null;
  trend: TrendPoint[];
  /** ISO 8601 instant. */
  lastReviewAt: string | null;
  /** YYYY-MM-DD. */
  nextKeyDate: string | null;
  reviewCount: number;
  /** Every row the filters keep, on each row of the page. */
  total: number;
}

/** An instant as ISO 8601 in UTC, written by the database, so both drivers give the same text. */
const isoInstant = (column: SQL) =>
  sql`to_char(${column} at time zone 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"')`;

/** What each sort orders by, on the page's row (`latest`: its latest submitted review's report). */
const SORT_KEYS: Record<PortfolioSort, SQL> = {
  score: sql`latest.score`,
  name: sql`lower(s.name)`,
  lastReview: sql`latest.reported_at`,
  nextKeyDate: sql`latest.next_key_date`,
};

/**
 * What decides the statement: each of its 16 shapes (scope, sort, order) is one named prepared
 * statement; the filters are parameters, null when not given, since a company's thousand
 * structures are read whole by its index whatever they are.
 */
interface PortfolioShape {
  scope: PortfolioScope['kind'];
  sort: PortfolioSort;
  order: SortOrder;
}

const statements = preparedPerDatabase(() => new Map<string, ReturnType<typeof preparePortfolio>>());

function portfolioStatement(db: Db, shape: PortfolioShape) {
  const name = `portfolio_${shape.scope}_${shape.sort}_${shape.order}`;
  const made = statements(db);
  let statement = made.get(name);
  if (!statement) {
    statement = preparePortfolio(db, shape, name);
    made.set(name, statement);
  }
  return statement;
}

/**
 * The page: each structure of the scope (of a company not deleted) with its latest submitted
 * review's report, whose summary columns (score, head_scores, next_key_date) are read and never its
 * JSON. The latest reports are found in one pass over the scope's reports and reviews (their
 * company indexes), not structure by structure: a structure's reviews are its company's (only a
 * user of its company starts one), and at 1,000 structures one pass read 156 pages where a lookup
 * per structure read over 10,000, in about half the time (EXPLAIN ANALYZE on the bench's data). The
 * filters and the sort apply to those; a structure without the value sorted by comes last either
 * way, then by name. The trend (every submitted review's score) and the count of reviews are read
 * for the page's rows only, in the outer select.
 */
function preparePortfolio(db: Db, shape: PortfolioShape, name: string) {
  const param = (key: keyof PortfolioFilter | 'companyId' | 'limit' | 'offset') => sql.placeholder(key);
  const direction = sql.raw(shape.order);
  const ordering = sql`${SORT_KEYS[shape.sort]} ${direction} nulls last, lower(s.name), s.id`;
  const inScope = (column: SQL) =>
    shape.scope === 'company' ? sql`and ${column} = ${param('companyId')}::uuid` : sql``;
  const page = sql`(
    select s.id, s.name, s.company_id, c.name as company_name,
           latest.score, latest.head_scores, latest.next_key_date, latest.reported_at,
           count(*) over () as total,
           row_number() over (order by ${ordering}) as position
    from structures s
    join companies c on c.id = s.company_id and c.deleted_at is null
    left join (
      select distinct on (r.structure_id) r.structure_id,
             p.score, p.head_scores, p.next_key_date, p.created_at as reported_at
      from reports p join reviews r on r.id = p.review_id
      where r.structure_id is not null and r.preview = false
            ${inScope(sql`p.company_id`)} ${inScope(sql`r.company_id`)}
      order by r.structure_id, p.created_at desc, p.id desc
    ) latest on latest.structure_id = s.id
    where true ${inScope(sql`s.company_id`)}
      and (${param('minScore')}::float8 is null or latest.score >= ${param('minScore')}::float8)
      and (${param('head')}::text is null
           or (latest.head_scores ->> ${param('head')}::text)::float8 >= ${param('minHeadScore')}::float8)
      and (${param('reviewedFrom')}::date is null
           or (latest.reported_at at time zone 'Europe/London')::date >= ${param('reviewedFrom')}::date)
      and (${param('reviewedTo')}::date is null
           or (latest.reported_at at time zone 'Europe/London')::date <= ${param('reviewedTo')}::date)
      and (${param('keyDateBefore')}::date is null or latest.next_key_date < ${param('keyDateBefore')}::date)
    order by position
    limit ${param('limit')} offset ${param('offset')}
  ) as page`;
  const ofPage = sql`r.structure_id = page.id and r.preview = false`;
  return db
    .select({
      structureId: sql<string>`page.id`,
      name: sql<string>`page.name`,
      companyId: sql<string>`page.company_id`,
      companyName: sql<string>`page.company_name`,
      latestScore: sql<number | null>`page.score`.mapWith((v: unknown) => (v === null ? null : Number(v))),
      headScores: sql<HeadScores | null>`page.head_scores`,
      trend: sql<TrendPoint[]>`(
        select coalesce(json_agg(json_build_object('score', p.score, 'at', ${isoInstant(sql`p.created_at`)})
                                 order by p.created_at, p.id), '[]'::json)
        from reviews r join reports p on p.review_id = r.id where ${ofPage})`,
      lastReviewAt: sql<string | null>`${isoInstant(sql`page.reported_at`)}`,
      nextKeyDate: sql<string | null>`to_char(page.next_key_date, 'YYYY-MM-DD')`,
      reviewCount: sql<number>`(select count(*) from reviews r where ${ofPage})`.mapWith(Number),
      total: sql<number>`page.total`.mapWith(Number),
    })
    .from(page)
    .orderBy(sql`page.position`)
    .prepare(name);
}

/** The portfolio's rows the read asks for, in its order. */
export async function readPortfolio(
  db: Db,
  scope: PortfolioScope,
  read: PortfolioRead,
): Promise<PortfolioRow[]> {
  return portfolioStatement(db, { scope: scope.kind, sort: read.sort, order: read.order }).execute({
    companyId: scope.kind === 'company' ? scope.companyId : null,
    ...read.filter,
    limit: read.limit,
    offset: read.offset,
  });
}

const companiesStatement = preparedPerDatabase((db) =>
  db
    .select({ id: sql<string>`c.id`, name: sql<string>`c.name` })
    .from(sql`companies c`)
    .where(sql`c.deleted_at is null and exists (select 1 from structures s where s.company_id = c.id)`)
    .orderBy(sql`c.name`, sql`c.id`)
    .prepare('portfolio_companies'),
);

/** The companies with saved structures, by name: the admins' company filter. */
export async function portfolioCompanies(db: Db): Promise<{ id: string; name: string }[]> {
  return companiesStatement(db).execute();
}
