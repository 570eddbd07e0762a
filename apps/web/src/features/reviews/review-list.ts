import { shownScore, type UserReports } from '@tsr/contract';
import { ukDate } from '@tsr/domain/uk-time';

/**
 * One review in the lists of spec 2.8: a completed review is a report, an incomplete one a
 * survey answer (spec 3.5 review metadata); both become one kind of row.
 */
export interface ReviewRow {
  reviewId: string;
  structureName: string;
  /** Unix seconds: when it was submitted, or last changed while incomplete. */
  date: number;
  /** Unix seconds; null while incomplete. */
  submitted: number | null;
  createdBy: string;
  /** The report's score; null while incomplete (shown as 'n/a'). */
  riskScore: number | null;
  completed: boolean;
  isOwn: boolean;
}

/** Newest first; reviews with the same date keep a stable order by id. */
export function reviewRows(data: UserReports): ReviewRow[] {
  const rows: ReviewRow[] = [
    ...data.reports.map((r) => ({
      reviewId: r.review_id,
      structureName: r.structure_name,
      date: r.submitted,
      submitted: r.submitted,
      createdBy: r.created_by,
      riskScore: r.risk_score,
      completed: true,
      isOwn: r.is_own,
    })),
    ...data.answers.map((a) => ({
      reviewId: a.survey_answer_id,
      structureName: a.structure_name,
      date: a.last_modified,
      submitted: null,
      createdBy: a.created_by,
      riskScore: null,
      completed: false,
      isOwn: a.is_own,
    })),
  ];
  return rows.sort((a, b) => b.date - a.date || a.reviewId.localeCompare(b.reviewId));
}

export type CompletedFilter = 'all' | 'complete' | 'incomplete';
export type CreatedByFilter = 'company' | 'mine';

export interface ReviewFilters {
  search: string;
  completed: CompletedFilter;
  createdBy: CreatedByFilter;
}

/** Spec 9: Completed 'all' and Created by 'company wide' unless chosen otherwise. */
export const DEFAULT_FILTERS: ReviewFilters = { search: '', completed: 'all', createdBy: 'company' };

/**
 * The rows the filters let through. The search looks in the structure name and who created it.
 * 'my own' keeps the viewer's own reviews: spec 9 notes the old list sent a value its server did
 * not know, so the option showed nothing; here the server is asked for 'mine' and the rows are
 * also held to is_own, so the option always means what it says.
 */
export function filterRows(rows: readonly ReviewRow[], filters: ReviewFilters): ReviewRow[] {
  const search = filters.search.trim().toLowerCase();
  return rows.filter(
    (row) =>
      (filters.completed === 'all' || row.completed === (filters.completed === 'complete')) &&
      (filters.createdBy === 'company' || row.isOwn) &&
      (!search ||
        row.structureName.toLowerCase().includes(search) ||
        row.createdBy.toLowerCase().includes(search)),
  );
}

/** Spec 9: the mean risk score of the completed reviews, 0 without any. */
export function averageScore(data: UserReports): number {
  if (data.reports.length === 0) return 0;
  return data.reports.reduce((sum, r) => sum + r.risk_score, 0) / data.reports.length;
}

/** Shown to 2 decimals as a percentage. */
export const formatAverage = (average: number) => `${average.toFixed(2)}%`;

/** Spec 9: the dashboard shows the five most recent reviews, complete or not. */
export const RECENT_REVIEWS = 5;
export const recentReviews = (rows: readonly ReviewRow[]) => rows.slice(0, RECENT_REVIEWS);

/** 'n/a' for an incomplete review (spec 2.8); a report's score as the report shows it. */
export const riskScoreText = (row: ReviewRow) =>
  row.riskScore === null ? 'n/a' : String(shownScore(row.riskScore));

/**
 * Where a row's button goes (spec 4): a completed review's report (View); an incomplete one is
 * continued by its owner in the questionnaire, anyone else gets its submit page (Continue).
 */
export function reviewTarget(row: ReviewRow): string {
  const path = `/review/${encodeURIComponent(row.reviewId)}`;
  if (row.completed) return `${path}/report`;
  return row.isOwn ? path : `${path}/submit`;
}

export const listDate = (unixSeconds: number) => ukDate(new Date(unixSeconds * 1000));
