import type { Comment, Report } from '@tsr/contract';
import { eq, sql } from 'drizzle-orm';
import type { Db } from '../db/database';
import { reports } from '../db/schema';
import { AppError } from '../http/app-error';

export type ReportRow = typeof reports.$inferSelect;

/** The stored original report with its comments put back in (jsonb holds the contract shapes). */
export function reportOf(row: ReportRow): Report {
  return { ...(row.original as Report), comments: row.comments as Comment[] };
}

export async function findReportByReview(db: Db, reviewId: string): Promise<ReportRow> {
  const [row] = await db.select().from(reports).where(eq(reports.reviewId, reviewId)).limit(1);
  if (!row) throw new AppError('NOT_FOUND', 'This review has no report yet: it has not been submitted.');
  return row;
}

/** Appends in one statement, so two people remediating at once both keep their comment. */
export async function appendComment(db: Db, reportId: string, comment: Comment): Promise<void> {
  await db
    .update(reports)
    .set({ comments: sql`${reports.comments} || ${JSON.stringify([comment])}::jsonb` })
    .where(eq(reports.id, reportId));
}
