import { routes } from '@tsr/contract';
import { call } from '../../api/client';

const review = (reviewId: string) => ({ params: { id: reviewId } });

/** Whose review it is, how far it has got, its structure as started (reads only). */
export const fetchReviewOverview = (reviewId: string) => call(routes.reviewOverview, review(reviewId));

/** Spec 2.6 Show Answers. */
export const fetchAnswerSummary = (reviewId: string) => call(routes.answerSummary, review(reviewId));

/** Scores the review; answers with the new report's id. */
export const submitReview = (reviewId: string) => call(routes.submit, review(reviewId));

export type CreatedBy = 'company' | 'mine';

/** Spec 2.8: completed reviews (reports) and incomplete ones (answers). */
export const fetchUserReports = (createdBy: CreatedBy) => call(routes.userReports, { query: { createdBy } });

/** One page of the reviews list, searched and filtered by the server (newest change first). */
export interface ReviewsPageQuery {
  createdBy: CreatedBy;
  /** Already trimmed; empty searches nothing. */
  search: string;
  completed: 'all' | 'complete' | 'incomplete';
  offset: number;
  limit: number;
}

/** Only what differs from the server's defaults goes in the address. */
export const fetchUserReportsPage = ({ createdBy, search, completed, offset, limit }: ReviewsPageQuery) =>
  call(routes.userReports, {
    query: {
      createdBy,
      limit,
      offset: offset > 0 ? offset : undefined,
      search: search || undefined,
      completed: completed === 'all' ? undefined : completed,
    },
  });

/** A completed review and its report. */
export const deleteCompletedReview = async (reviewId: string): Promise<void> => {
  await call(routes.deleteCompletedReview, review(reviewId));
};

/** An incomplete review. */
export const deleteIncompleteReview = async (reviewId: string): Promise<void> => {
  await call(routes.deleteIncompleteReview, review(reviewId));
};

export const reviewKeys = {
  submitStatus: (reviewId: string) => ['review', reviewId, 'submit-status'] as const,
  overview: (reviewId: string) => ['review', reviewId, 'overview'] as const,
  answerSummary: (reviewId: string) => ['review', reviewId, 'answer-summary'] as const,
  lists: ['user-reports'] as const,
  list: (createdBy: CreatedBy) => ['user-reports', createdBy] as const,
  pages: (createdBy: CreatedBy, search: string, completed: string) =>
    ['user-reports', createdBy, 'pages', search, completed] as const,
};
