import { and, desc, eq } from 'drizzle-orm';
import type { Db } from '../db/database';
import { reports, reviews, users } from '../db/schema';

/** Whose reviews a list holds: every customer's (admin), one company's, or one user's. */
export type ListScope =
  | { kind: 'all' }
  | { kind: 'company'; companyId: string }
  | { kind: 'user'; userId: string };

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
}

/** Newest change first; previews (an administrator trying the survey) are never listed. */
export async function listReviews(db: Db, scope: ListScope, limit: number): Promise<ListedReview[]> {
  const where =
    scope.kind === 'all'
      ? undefined
      : scope.kind === 'company'
        ? eq(reviews.companyId, scope.companyId)
        : eq(reviews.userId, scope.userId);
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
    })
    .from(reviews)
    .innerJoin(users, eq(users.id, reviews.userId))
    .leftJoin(reports, eq(reports.reviewId, reviews.id))
    .where(and(where, eq(reviews.preview, false)))
    .orderBy(desc(reviews.updatedAt), reviews.id)
    .limit(limit);
}
