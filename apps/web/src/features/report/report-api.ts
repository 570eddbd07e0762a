import { type RemediationUpdate, routes } from '@tsr/contract';
import { call } from '../../api/client';

const review = (reviewId: string) => ({ params: { id: reviewId } });

/** Spec 7.2: the original report, or the remediated view with its timeline. */
export const fetchReport = (reviewId: string, remediated: boolean) =>
  call(routes.report, { ...review(reviewId), query: { remediated: remediated ? 'true' : 'false' } });

/** Answers with the remediated view. */
export const updateRemediation = (reviewId: string, update: RemediationUpdate) =>
  call(routes.updateRemediation, { ...review(reviewId), body: update });

/** Admin: every remediation removed. */
export const resetRemediations = (reviewId: string) => call(routes.resetScore, review(reviewId));

/** Admin: the review scored again on its current answers. */
export const resubmitReport = (reviewId: string) => call(routes.resubmit, review(reviewId));

export const reportKeys = {
  all: (reviewId: string) => ['review', reviewId, 'report'] as const,
  view: (reviewId: string, remediated: boolean) => ['review', reviewId, 'report', remediated] as const,
};
