import { queryOptions } from '@tanstack/react-query';
import {
  type CauseRemediationUpdate,
  type RemediationUpdate,
  routes,
  type VerifyPdfRequest,
} from '@tsr/contract';
import { z } from 'zod';
import { call, callReading } from '../../api/client';

const review = (reviewId: string) => ({ params: { id: reviewId } });
const view = (remediated: boolean) => ({ remediated: remediated ? ('true' as const) : ('false' as const) });

/**
 * What the page reads of the whole report a remediation, reset or resubmit answers with: that it
 * was done. The whole report is megabytes for a large structure (decision 0025): the page reloads its
 * summary instead of parsing it.
 */
const Done = z.object({ report_id: z.string() });

/** What the report page shows first: score, key facts, risk table and the entities. */
export const fetchSummary = (reviewId: string, remediated: boolean) =>
  call(routes.reportSummary, { ...review(reviewId), query: view(remediated) });

/** One entity's responses, with their explanations in the customer's words. */
export const fetchEntity = (reviewId: string, entityId: string) =>
  call(routes.reportEntity, { params: { id: reviewId, entityId } });

/** An opened cell of the risk table (the view's): its risks, why, and its loop instances. */
export const fetchCell = (reviewId: string, cell: { rowId: string; column: string }, remediated: boolean) =>
  call(routes.reportCell, { params: { id: reviewId, ...cell }, query: view(remediated) });

export const updateRemediation = (reviewId: string, update: RemediationUpdate) =>
  callReading(routes.updateRemediation, Done, { ...review(reviewId), body: update });

/** The report's causes (docs/scoring.md): each fact stated once, with the findings it raised. */
export const fetchCauses = (reviewId: string) => call(routes.reportCauses, review(reviewId));

/** The review's key dates and actions, as at its date. */
export const fetchKeyDates = (reviewId: string) => call(routes.reportKeyDates, review(reviewId));

/** What changed since the previous review of the same saved structure; null for a first review. */
export const fetchChanges = (reviewId: string) => call(routes.reportChanges, review(reviewId));

/** The answers carried forward into the review from its previous one (issue 33), or null. */
export const fetchCarried = (reviewId: string) => call(routes.reportCarried, review(reviewId));

/** Whether a PDF is an unaltered copy of this report (docs/decisions/0035). */
export const verifyReportPdf = (reviewId: string, body: VerifyPdfRequest) =>
  call(routes.verifyReportPdf, { ...review(reviewId), body });

/** One remediation for every risk of a cause. */
export const updateCauseRemediation = (reviewId: string, update: CauseRemediationUpdate) =>
  callReading(routes.updateCauseRemediation, Done, { ...review(reviewId), body: update });

/** Admin: every remediation removed. */
export const resetRemediations = (reviewId: string) => callReading(routes.resetScore, Done, review(reviewId));

/** Admin: the review scored again on its current answers. */
export const resubmitReport = (reviewId: string) => callReading(routes.resubmit, Done, review(reviewId));

export const reportKeys = {
  all: (reviewId: string) => ['review', reviewId, 'report'] as const,
  summaries: (reviewId: string) => ['review', reviewId, 'report', 'summary'] as const,
  summary: (reviewId: string, remediated: boolean) =>
    ['review', reviewId, 'report', 'summary', remediated] as const,
  entity: (reviewId: string, entityId: string) => ['review', reviewId, 'report', 'entity', entityId] as const,
  cells: (reviewId: string) => ['review', reviewId, 'report', 'cell'] as const,
  causes: (reviewId: string) => ['review', reviewId, 'report', 'causes'] as const,
  keyDates: (reviewId: string) => ['review', reviewId, 'report', 'key-dates'] as const,
  changes: (reviewId: string) => ['review', reviewId, 'report', 'changes'] as const,
  carried: (reviewId: string) => ['review', reviewId, 'report', 'carried'] as const,
  cell: (reviewId: string, cell: { rowId: string; column: string }, remediated: boolean) =>
    ['review', reviewId, 'report', 'cell', remediated, cell.rowId, cell.column] as const,
};

/**
 * The summary of one view of the report, as the screen reads it and as its route asks for it
 * before the screen has loaded (routes.tsx). What changes a report is done on this screen, which
 * reloads the summary itself; meanwhile the route's early answer is used, not asked for again.
 */
export const summaryQuery = (reviewId: string, remediated: boolean) =>
  queryOptions({
    queryKey: reportKeys.summary(reviewId, remediated),
    queryFn: () => fetchSummary(reviewId, remediated),
    staleTime: 10_000,
    retry: false,
  });
