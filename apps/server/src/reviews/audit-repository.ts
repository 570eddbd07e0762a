import { eq } from 'drizzle-orm';
import type { Db } from '../db/database';
import { auditLog, surveyVersions } from '../db/schema';
import type { Principal } from '../http/access';
import type { StoredReview } from './review-repository';

/**
 * One line of the audit log: which administrator (or lead) did what to which review. The entry
 * names the review's owner as its subject, so the owner's page (audit/audit-log.ts) lists it too, even
 * after the review is deleted; `before` and `after` are what the Audit log table shows.
 */
export async function recordAudit(
  db: Db,
  p: Principal,
  action: string,
  review: Pick<StoredReview, 'id' | 'userId'>,
  details: Record<string, unknown> & {
    before?: Record<string, unknown> | null;
    after?: Record<string, unknown> | null;
  },
): Promise<void> {
  await db.insert(auditLog).values({
    actorUserId: p.userId,
    action,
    target: review.id,
    subjectUserId: review.userId,
    details: { actorEmail: p.email, ...details },
  });
}

/** What the audit log keeps of a review: the fields its owner's page shows as before and after. */
export function reviewSnapshot(
  review: Pick<StoredReview, 'id' | 'structureName'>,
  status: string,
  surveyVersion: number | null,
): Record<string, unknown> {
  return {
    review_id: review.id,
    structure_name: review.structureName,
    status,
    survey_version: surveyVersion,
  };
}

/** The published version number of a review's survey (null for a draft), without compiling it. */
export async function surveyVersionNumber(db: Db, surveyVersionId: number): Promise<number | null> {
  const [row] = await db
    .select({ version: surveyVersions.version })
    .from(surveyVersions)
    .where(eq(surveyVersions.id, surveyVersionId))
    .limit(1);
  return row?.version ?? null;
}
