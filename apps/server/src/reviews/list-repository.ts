import { and, desc, eq, ilike, isNotNull, isNull, or, type SQL, sql } from 'drizzle-orm';
import type { Db } from '../db/database';
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
  const conditions: (SQL | undefined)[] = [eq(reviews.preview, false)];
  if (scope.kind === 'company') conditions.push(eq(reviews.companyId, scope.companyId));
  if (scope.kind === 'user') conditions.push(eq(reviews.userId, scope.userId));
  if (filter.completed === 'complete') conditions.push(isNotNull(reports.id));
  if (filter.completed === 'incomplete') conditions.push(isNull(reports.id));
  const search = filter.search?.trim();
  if (search)
    conditions.push(or(ilike(reviews.structureName, contains(search)), ilike(users.email, contains(search))));
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
    .limit(filter.limit)
    .offset(filter.offset);
}
