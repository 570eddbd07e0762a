import {
  type Comment,
  type EntityResponses,
  type Report,
  type ReportEntity,
  type SurveyStructure,
  Uuid,
} from '@tsr/contract';
import type { PortfolioSummary } from '@tsr/domain';
import { and, desc, eq, lt, ne, type SQL, sql } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import type { Db } from '../db/database';
import { companies, reports, reviews, users } from '../db/schema';
import { AppError } from '../http/app-error';
import type { BuiltReport } from './report-job';

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

/** The number of remediations of a review's report, without reading the report (404 when none). */
export async function countRemediations(db: Db, reviewId: string): Promise<number> {
  const [row] = await db
    .select({ count: sql<number>`jsonb_array_length(${reports.comments})` })
    .from(reports)
    .where(eq(reports.reviewId, reviewId))
    .limit(1);
  if (!row) throw new AppError('NOT_FOUND', 'This review has no report yet: it has not been submitted.');
  return Number(row.count);
}

export async function findReportById(db: Db, reportId: string): Promise<ReportRow> {
  const [row] = Uuid.safeParse(reportId).success
    ? await db.select().from(reports).where(eq(reports.id, reportId)).limit(1)
    : [];
  if (!row) throw new AppError('NOT_FOUND', 'This report does not exist.');
  return row;
}

/**
 * One entity's responses and the structure (to name its subjects), cut from the stored report by
 * the database: the report page reads entities one by one (decision 0025), and a large report's whole
 * JSON (megabytes) would otherwise be read and parsed for each. `entity` is null when the report
 * has no responses for that id.
 */
export async function findReportEntity(
  db: Db,
  reviewId: string,
  entityId: string,
): Promise<{ structure: SurveyStructure; entity: EntityResponses | null }> {
  const [row] = await db
    .select({
      structure: sql<SurveyStructure>`${reports.original} -> 'structure'`,
      entity: sql<EntityResponses | null>`(select e from jsonb_array_elements(${reports.original} -> 'responses') as e where e ->> 'id' = ${entityId} limit 1)`,
    })
    .from(reports)
    .where(eq(reports.reviewId, reviewId))
    .limit(1);
  if (!row) throw new AppError('NOT_FOUND', 'This review has no report yet: it has not been submitted.');
  return row;
}

/** The stored report without its responses and original table, as findReportForSummary reads it. */
export type ReportWithoutResponses = Omit<Report, 'responses' | 'originalTable'>;

/**
 * What the original view's summary needs of the stored report: all but the responses and the
 * original table (most of a large report's JSON), and each entity's name, type, order and number
 * of responses, counted by the database as the domain's reportSummary counts them (looped ones
 * included), in the responses' order.
 */
export async function findReportForSummary(
  db: Db,
  reviewId: string,
): Promise<{ report: ReportWithoutResponses; entities: ReportEntity[] }> {
  const [row] = await db
    .select({
      report: sql<
        Omit<ReportWithoutResponses, 'comments'>
      >`${reports.original} - 'responses' - 'originalTable'`,
      comments: reports.comments,
      entities: sql<ReportEntity[]>`(
        select coalesce(jsonb_agg(jsonb_build_object(
          'id', e -> 'id', 'name', e -> 'name', 'type', e -> 'type', 'order', e -> 'order',
          'responseCount', jsonb_array_length(e -> 'responses') + coalesce((
            select sum(jsonb_array_length(l -> 'responses'))::int
            from jsonb_array_elements(e -> 'loopedResponses') as l), 0)
        ) order by i), '[]'::jsonb)
        from jsonb_array_elements(${reports.original} -> 'responses') with ordinality as r(e, i))`,
    })
    .from(reports)
    .where(eq(reports.reviewId, reviewId))
    .limit(1);
  if (!row) throw new AppError('NOT_FOUND', 'This review has no report yet: it has not been submitted.');
  return { report: { ...row.report, comments: row.comments as Comment[] }, entities: row.entities };
}

/**
 * What the key dates and their calendar file need of a report, cut by the database: its key
 * dates, structure (to name where each was found), as-at date and when it was made, not the
 * megabytes of a large report's table and responses.
 */
export async function findReportKeyDates(
  db: Db,
  reviewId: string,
): Promise<Pick<Report, 'keyDates' | 'structure' | 'asAt' | 'timestamp'>> {
  const [row] = await db
    .select({
      keyDates: sql<Report['keyDates'] | null>`${reports.original} -> 'keyDates'`,
      structure: sql<SurveyStructure>`${reports.original} -> 'structure'`,
      asAt: sql<string | null>`${reports.original} ->> 'asAt'`,
      timestamp: sql<string>`${reports.original} ->> 'timestamp'`,
    })
    .from(reports)
    .where(eq(reports.reviewId, reviewId))
    .limit(1);
  if (!row) throw new AppError('NOT_FOUND', 'This review has no report yet: it has not been submitted.');
  return {
    structure: row.structure,
    timestamp: row.timestamp,
    ...(row.keyDates ? { keyDates: row.keyDates } : {}),
    ...(row.asAt ? { asAt: row.asAt } : {}),
  };
}

/** When a review's report was made (its submission): 404 when it has none. */
export async function reportMadeAt(db: Db, reviewId: string): Promise<Date> {
  const [row] = await db
    .select({ createdAt: reports.createdAt })
    .from(reports)
    .where(eq(reports.reviewId, reviewId))
    .limit(1);
  if (!row) throw new AppError('NOT_FOUND', 'This review has no report yet: it has not been submitted.');
  return row.createdAt;
}

/** An earlier review of the same saved structure: who may read it, and when its report was made. */
export interface EarlierReview {
  reviewId: string;
  userId: string;
  companyId: string;
  preview: boolean;
  submittedAt: Date;
}

/**
 * The reviews of the review's saved structure whose reports were made before its own, latest
 * first (its history; the caller picks the one it may read). None for a review of no saved
 * structure or without a report. The comparison is in the database, at its precision.
 */
export async function findEarlierReviews(db: Db, reviewId: string): Promise<EarlierReview[]> {
  const thisReview = alias(reviews, 'this_review');
  const thisReport = alias(reports, 'this_report');
  return db
    .select({
      reviewId: reviews.id,
      userId: reviews.userId,
      companyId: reviews.companyId,
      preview: reviews.preview,
      submittedAt: reports.createdAt,
    })
    .from(thisReview)
    .innerJoin(thisReport, eq(thisReport.reviewId, thisReview.id))
    .innerJoin(reviews, and(eq(reviews.structureId, thisReview.structureId), ne(reviews.id, thisReview.id)))
    .innerJoin(reports, and(eq(reports.reviewId, reviews.id), lt(reports.createdAt, thisReport.createdAt)))
    .where(eq(thisReview.id, reviewId))
    .orderBy(desc(reports.createdAt), desc(reports.id));
}

/**
 * What comparing a report with another needs of it (compareReports), cut by the database: its
 * original table, structure and score, and its comments; not its responses, most of a large
 * report's JSON.
 */
export async function findComparedReport(
  db: Db,
  reviewId: string,
): Promise<Pick<Report, 'originalTable' | 'structure' | 'originalScore' | 'comments'>> {
  const [row] = await db
    .select({
      originalTable: sql<Report['originalTable']>`${reports.original} -> 'originalTable'`,
      structure: sql<SurveyStructure>`${reports.original} -> 'structure'`,
      originalScore: sql<number>`${reports.original} -> 'originalScore'`,
      comments: reports.comments,
    })
    .from(reports)
    .where(eq(reports.reviewId, reviewId))
    .limit(1);
  if (!row) throw new AppError('NOT_FOUND', 'This review has no report yet: it has not been submitted.');
  return { ...row, comments: row.comments as Comment[] };
}

/** JSON text the report worker wrote, stored as jsonb without being parsed and written again here. */
const jsonText = (json: string): SQL => sql`${json}::jsonb`;

/**
 * Appends remediation comments in one statement, so two people remediating at once both keep
 * theirs, and a cause's remediations land together or not at all.
 */
export async function appendComments(db: Db, reportId: string, comments: readonly Comment[]): Promise<void> {
  if (comments.length === 0) return;
  await db
    .update(reports)
    .set({ comments: sql`${reports.comments} || ${JSON.stringify(comments)}::jsonb` })
    .where(eq(reports.id, reportId));
}

export async function insertReport(
  tx: Db,
  r: {
    id: string;
    reviewId: string;
    companyId: string;
    userId: string;
    report: BuiltReport;
    summary: PortfolioSummary;
  },
): Promise<string> {
  const [row] = await tx
    .insert(reports)
    .values({
      id: r.id,
      reviewId: r.reviewId,
      companyId: r.companyId,
      userId: r.userId,
      original: jsonText(r.report.json),
      comments: [],
      score: r.report.originalScore,
      headScores: r.summary.headScores,
      nextKeyDate: r.summary.nextKeyDate,
    })
    .returning({ id: reports.id });
  if (!row) throw new Error('report insert returned nothing');
  return row.id;
}

export async function clearComments(db: Db, reportId: string): Promise<void> {
  await db.update(reports).set({ comments: [] }).where(eq(reports.id, reportId));
}

/** The report scored again: its original, score and portfolio summary replaced together. */
export async function replaceOriginal(
  db: Db,
  reportId: string,
  report: BuiltReport,
  summary: PortfolioSummary,
): Promise<void> {
  await db
    .update(reports)
    .set({
      original: jsonText(report.json),
      score: report.originalScore,
      headScores: summary.headScores,
      nextKeyDate: summary.nextKeyDate,
    })
    .where(eq(reports.id, reportId));
}

export async function deleteReportOfReview(tx: Db, reviewId: string): Promise<void> {
  await tx.delete(reports).where(eq(reports.reviewId, reviewId));
}

/** Who the report is for, as its heading shows: the owner's e-mail and company name. */
export async function reportHeading(db: Db, userId: string): Promise<{ email: string; company: string }> {
  const [meta] = await db
    .select({ email: users.email, company: companies.name })
    .from(users)
    .innerJoin(companies, eq(companies.id, users.companyId))
    .where(eq(users.id, userId));
  return { email: meta?.email ?? '', company: meta?.company ?? '' };
}
