import { type RemediationUpdate, ReportView } from '@tsr/contract';
import { authedJson } from '../../api/authed';

const reviewPath = (reviewId: string) => `/review/${encodeURIComponent(reviewId)}`;

/** GET /api/review/{id}/report?remediated= (spec 7.2): the original report, or the remediated view with its timeline. */
export const fetchReport = (reviewId: string, remediated: boolean) =>
  authedJson(`${reviewPath(reviewId)}/report?remediated=${remediated}`, ReportView);

/** POST /api/review/{id}/updateremediation: answers with the remediated view. */
export const updateRemediation = (reviewId: string, update: RemediationUpdate) =>
  authedJson(`${reviewPath(reviewId)}/updateremediation`, ReportView, { method: 'POST', body: update });

/** GET /api/review/{id}/resetscore (admin): every remediation removed. */
export const resetRemediations = (reviewId: string) =>
  authedJson(`${reviewPath(reviewId)}/resetscore`, ReportView);

/** POST /api/review/{id}/resubmit (admin): the review scored again on its current answers. */
export const resubmitReport = (reviewId: string) =>
  authedJson(`${reviewPath(reviewId)}/resubmit`, ReportView, { method: 'POST' });

export const reportKeys = {
  all: (reviewId: string) => ['review', reviewId, 'report'] as const,
  view: (reviewId: string, remediated: boolean) => ['review', reviewId, 'report', remediated] as const,
};
