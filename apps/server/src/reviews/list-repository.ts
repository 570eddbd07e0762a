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
 * Newest change first; previews (an administrator trying the survey) are never listed. The scope's
 * index (company or user, then updated_at) gives the order, so a page reads only its own rows.
 */
export async function listReviews(db: Db, scope: ListScope, filter: ListFilter): Promise<ListedReview[]> {
  const search = filter.search?.trim() ?? '';
  const shape: ListShape = { scope: scope.kind, completed: filter.completed, searched: search !== '' };
  return listStatement(db, shape).execute({
    owner: scope.kind === 'company' ? scope.companyId : scope.kind === 'user' ? scope.userId : '',
    search: contains(search),
    limit: filter.limit,
    offset: filter.offset,
  });
}

/** What decides a list's SQL: each of its 18 shapes is one named prepared statement (issue 17). */
interface ListShape {
  scope: ListScope['kind'];
  completed: ListFilter['completed'];
  searched: boolean;
}

const listStatements = preparedPerDatabase(() => new Map<string, ReturnType<typeof prepareList>>());

function listStatement(db: Db, shape: ListShape) {
  const name = `review_list_${shape.scope}_${shape.completed}_${shape.searched ? 'searched' : 'all'}`;
  const made = listStatements(db);
  let statement = made.get(name);
  if (!statement) {
    statement = prepareList(db, shape, name);
    made.set(name, statement);
  }
  return statement;
}

function prepareList(db: Db, shape: ListShape, name: string) {
  const conditions: (SQL | undefined)[] = [eq(reviews.preview, false)];
  if (shape.scope === 'company') conditions.push(eq(reviews.companyId, sql.placeholder('owner')));
  if (shape.scope === 'user') conditions.push(eq(reviews.userId, sql.placeholder('owner')));
  if (shape.completed === 'complete') conditions.push(isNotNull(reports.id));
  if (shape.completed === 'incomplete') conditions.push(isNull(reports.id));
  if (shape.searched)
    conditions.push(
      or(
        ilike(reviews.structureName, sql.placeholder('search')),
        ilike(users.email, sql.placeholder('search')),
      ),
    );
  // The latest version comes with the page, not in a round trip of its own (issue 17).
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
