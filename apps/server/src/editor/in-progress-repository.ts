import { and, count, eq, isNotNull } from 'drizzle-orm';
import type { Db } from '../db/database';
import { reviews, surveyVersions } from '../db/schema';

/** How many reviews are in progress on a published version. */
export interface InProgressCount {
  version: number;
  reviews: number;
}

/**
 * The reviews started and not yet submitted, counted per published version (oldest version
 * first); an administrator's preview of the draft is not a review of any version and is left out.
 */
export async function reviewsInProgressByVersion(db: Db): Promise<InProgressCount[]> {
  const rows = await db
    .select({ version: surveyVersions.version, reviews: count() })
    .from(reviews)
    .innerJoin(surveyVersions, eq(surveyVersions.id, reviews.surveyVersionId))
    .where(
      and(
        eq(reviews.status, 'in_progress'),
        eq(reviews.preview, false),
        eq(surveyVersions.status, 'published'),
        isNotNull(surveyVersions.version),
      ),
    )
    .groupBy(surveyVersions.version)
    .orderBy(surveyVersions.version);
  return rows.map((row) => ({ version: row.version ?? 0, reviews: Number(row.reviews) }));
}
