import { AnswerSummary, ReviewOverview, SubmitResponse, UserReports } from '@tsr/contract';
import { authedJson, authedNoContent } from '../../api/authed';

const reviewPath = (reviewId: string) => `/review/${encodeURIComponent(reviewId)}`;

/** GET /api/review/{id}: whose review it is, how far it has got, its structure as started. */
export const fetchReviewOverview = (reviewId: string) => authedJson(reviewPath(reviewId), ReviewOverview);

/** GET /api/review/{id}/answersummary (spec 2.6 Show Answers). */
export const fetchAnswerSummary = (reviewId: string) =>
  authedJson(`${reviewPath(reviewId)}/answersummary`, AnswerSummary);

/** POST /api/review/{id}/submit: scores the review; answers with the new report's id. */
export const submitReview = (reviewId: string) =>
  authedJson(`${reviewPath(reviewId)}/submit`, SubmitResponse, { method: 'POST' });

export type CreatedBy = 'company' | 'mine';

/** GET /api/user/reports (spec 2.8): completed reviews (reports) and incomplete ones (answers). */
export const fetchUserReports = (createdBy: CreatedBy) =>
  authedJson(`/user/reports?createdBy=${createdBy}`, UserReports);

/** DELETE /api/review/{id}: a completed review and its report. */
export const deleteCompletedReview = (reviewId: string) =>
  authedNoContent(reviewPath(reviewId), { method: 'DELETE' });

/** DELETE /api/review/{id}/deletereview: an incomplete review. */
export const deleteIncompleteReview = (reviewId: string) =>
  authedNoContent(`${reviewPath(reviewId)}/deletereview`, { method: 'DELETE' });

export const reviewKeys = {
  submitStatus: (reviewId: string) => ['review', reviewId, 'submit-status'] as const,
  overview: (reviewId: string) => ['review', reviewId, 'overview'] as const,
  answerSummary: (reviewId: string) => ['review', reviewId, 'answer-summary'] as const,
  lists: ['user-reports'] as const,
  list: (createdBy: CreatedBy) => ['user-reports', createdBy] as const,
};
