import { and, desc, eq, ilike, isNotNull, isNull, or, type SQL, sql } from 'drizzle-orm';
import type { Db } from '../db/database';
import { preparedPerDatabase } from '../db/prepared';
import { reports, reviews, surveyVersions, users } from '../db/schema';

/** Whose reviews a list holds: every customer's (admin), one company's, or one user's. */
export type ListScope =
  | { kind: 'all' }
  | { kind: 'company'; companyId: string }
  | { kind: 'user'; userId: string };

/** Spec 2.8's filters, applied by the database so only the page asked for travels. */
export interface ListFilter {
  search?: string | undefined;
  completed: 'all' | 'complete' | 'incomplete';
  limit: number;
  offset: number;
}

/** One line of the reviews list: only what the list shows. */
export interface ListedReview {
  id: string;
  userId: string;
  structureName: string;
  surveyVersionId: number;
  finished: boolean;
  updatedAt: Date;
  email: string;
  reportId: string | null;
  score: number | null;
  submittedAt: Date | null;
  /** The latest published version's id (the same on every row; null before any publish). */
  latestVersionId: number | null;
}

/** `%` and `_` typed in the search box are searched for, not wildcards. */
const contains = (text: string) => `%${text.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;

/**
 * Creators whose address holds the search that are passed to the list as ids; a search matching
 * more (a domain, '@') is left to the list's join, which finds the newest of so many at once.
 */
const CREATORS_AT_MOST = 1_000;

/**
 * Newest change first; previews (an administrator trying the survey) are never listed. The scope's
 * index (company or user, then updated_at) gives the order, so a page reads only its own rows.
 *
 * A search matches any part of the structure's name or of the creator's address, in any case
 * (spec 2.8). It runs in two statements (decision 0028): the creators whose address holds it, by the
 * trigram index on users.email, then the page of reviews whose name holds it or whose creator is
 * one of those: PostgreSQL then picks per search, with the values in hand, between the trigram
 * index on the names (a rare word: a few rows found at once, then sorted) and the newest-first
 * index (a common word: the first page is near the top). As one statement with the users joined,
 * a search that matched nothing read every review of the scope (320 ms at 100,000).
 */
export async function listReviews(db: Db, scope: ListScope, filter: ListFilter): Promise<ListedReview[]> {
  const search = filter.search?.trim() ?? '';
  const owner = scope.kind === 'company' ? scope.companyId : scope.kind === 'user' ? scope.userId : '';
  const page = { owner, limit: filter.limit, offset: filter.offset };
  if (search === '')
    return listStatement(db, { scope: scope.kind, completed: filter.completed, search: 'none' }).execute(
      page,
    );
  const pattern = contains(search);
  const creators = await creatorsStatement(db).execute({ search: pattern, limit: CREATORS_AT_MOST + 1 });
  if (creators.length > CREATORS_AT_MOST)
    return listStatement(db, { scope: scope.kind, completed: filter.completed, search: 'joined' }).execute({
      ...page,
      search: pattern,
    });
  return listStatement(db, { scope: scope.kind, completed: filter.completed, search: 'indexed' }).execute({
    ...page,
    search: pattern,
    creators: creators.map((c) => c.id),
  });
}

/**
 * What decides a list's SQL: each of its 27 shapes is one named prepared statement (decision 0028). A
 * search is 'indexed' (names, or creators given as ids) or, for a search matching very many
 * creators, 'joined' (names or the joined creator's address).
 */
interface ListShape {
  scope: ListScope['kind'];
  completed: ListFilter['completed'];
  search: 'none' | 'indexed' | 'joined';
}

const listStatements = preparedPerDatabase(() => new Map<string, ReturnType<typeof prepareList>>());

function listStatement(db: Db, shape: ListShape) {
  const name = `review_list_${shape.scope}_${shape.completed}_${shape.search}`;
  const made = listStatements(db);
  let statement = made.get(name);
  if (!statement) {
    statement = prepareList(db, shape, name);
    made.set(name, statement);
  }
  return statement;
}

const creatorsStatement = preparedPerDatabase((db) =>
  db
    .select({ id: users.id })
    .from(users)
    .where(ilike(users.email, sql.placeholder('search')))
    .limit(sql.placeholder('limit'))
    .prepare('review_list_creators'),
);

function prepareList(db: Db, shape: ListShape, name: string) {
  const conditions: (SQL | undefined)[] = [eq(reviews.preview, false)];
  if (shape.scope === 'company') conditions.push(eq(reviews.companyId, sql.placeholder('owner')));
  if (shape.scope === 'user') conditions.push(eq(reviews.userId, sql.placeholder('owner')));
  if (shape.completed === 'complete') conditions.push(isNotNull(reports.id));
  if (shape.completed === 'incomplete') conditions.push(isNull(reports.id));
  if (shape.search === 'indexed')
    conditions.push(
      or(
        ilike(reviews.structureName, sql.placeholder('search')),
        sql`${reviews.userId} = any(${sql.placeholder('creators')}::uuid[])`,
      ),
    );
  if (shape.search === 'joined')
    conditions.push(
      or(
        ilike(reviews.structureName, sql.placeholder('search')),
        ilike(users.email, sql.placeholder('search')),
      ),
    );
  // The latest version comes with the page, not in a round trip of its own.
  const latest = db
    .select({ id: surveyVersions.id })
    .from(surveyVersions)
    .where(and(eq(surveyVersions.status, 'published'), isNotNull(surveyVersions.version)))
    .orderBy(desc(surveyVersions.version))
    .limit(1);
  return db
    .select({
      id: reviews.id,
      userId: reviews.userId,
      structureName: reviews.structureName,
      surveyVersionId: reviews.surveyVersionId,
      finished: reviews.finished,
      updatedAt: reviews.updatedAt,
      email: users.email,
      reportId: reports.id,
      score: reports.score,
      submittedAt: reports.createdAt,
      latestVersionId: sql<number | null>`(${latest})`,
    })
    .from(reviews)
    .innerJoin(users, eq(users.id, reviews.userId))
    .leftJoin(reports, eq(reports.reviewId, reviews.id))
    .where(and(...conditions))
    .orderBy(desc(reviews.updatedAt), reviews.id)
    .limit(sql.placeholder('limit'))
    .offset(sql.placeholder('offset'))
    .prepare(name);
}
