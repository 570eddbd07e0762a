import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import {
  type CreatedBy,
  deleteCompletedReview,
  deleteIncompleteReview,
  fetchUserReports,
  reviewKeys,
} from './review-api';
import type { ReviewRow } from './review-list';

/** GET /api/user/reports for the lists (spec 2.8). */
export function useUserReports(createdBy: CreatedBy) {
  return useQuery({ queryKey: reviewKeys.list(createdBy), queryFn: () => fetchUserReports(createdBy) });
}

/** Deletes a review the way its kind needs (completed or not), then reloads every list. */
export function useDeleteReview() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (row: ReviewRow) =>
      row.completed ? deleteCompletedReview(row.reviewId) : deleteIncompleteReview(row.reviewId),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: reviewKeys.lists }),
  });
}
