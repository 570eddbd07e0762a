import { type SurveyContent, Uuid } from '@tsr/contract';
import { and, desc, eq, or, sql } from 'drizzle-orm';
import type { Db } from '../db/database';
import { reports, reviews, surveyVersions } from '../db/schema';

/**
 * What Try it reads (docs/authoring.md): the saved draft's content, and the review an admin names.
 * Reads only: Try it stores nothing, and does not even open the draft (opening creates it).
 */

/** The saved draft's content; null before any editor opened it (the latest published version is then the draft). */
export async function findDraftContent(db: Db): Promise<SurveyContent | null> {
  const [row] = await db
    .select({ content: surveyVersions.content })
    .from(surveyVersions)
    .where(eq(surveyVersions.status, 'draft'))
    .limit(1);
  return row ? (row.content as SurveyContent) : null;
}

/**
 * The id of the review a reference names: a review's id, a report's id, or a structure's name
 * (case-blind; its latest submitted review, of any company). Undefined when none does.
 */
export async function findReviewIdByReference(db: Db, reference: string): Promise<string | undefined> {
  if (Uuid.safeParse(reference).success) {
    const [row] = await db
      .select({ id: reviews.id })
      .from(reviews)
      .leftJoin(reports, eq(reports.reviewId, reviews.id))
      .where(or(eq(reviews.id, reference), eq(reports.id, reference)))
      .limit(1);
    return row?.id;
  }
  const [row] = await db
    .select({ id: reviews.id })
    .from(reviews)
    .where(
      and(
        sql`lower(${reviews.structureName}) = lower(${reference})`,
        eq(reviews.status, 'submitted'),
        eq(reviews.preview, false),
      ),
    )
    .orderBy(desc(reviews.submittedAt))
    .limit(1);
  return row?.id;
}
