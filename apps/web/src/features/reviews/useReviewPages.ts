import { keepPreviousData, useInfiniteQuery } from '@tanstack/react-query';
import { useEffect, useMemo } from 'react';
import { type CreatedBy, fetchUserReportsPage, reviewKeys } from './review-api';
import { type CompletedFilter, type ReviewRow, reviewRows } from './review-list';

/** The first page is small so the list shows at once; the rest of the spec's cap follows by itself. */
export const FIRST_PAGE = 50;
/** Spec 9: the reviews list's default cap. Beyond it the user asks for more, a cap at a time. */
export const LIST_CAP = 1000;

/** How many reviews to ask for after `loaded`: up to the cap in one go, then a cap at a time. */
export const pageSize = (loaded: number) =>
  loaded === 0 ? FIRST_PAGE : loaded < LIST_CAP ? LIST_CAP - loaded : LIST_CAP;

interface PagesQuery {
  createdBy: CreatedBy;
  search: string;
  completed: CompletedFilter;
}

/**
 * GET /api/user/reports page by page (decision 0028): the server searches, filters and pages, newest
 * change first. The list fills itself up to the spec's cap of 1,000; past it `loadMore` fetches the
 * next 1,000, so every review can be reached. While a new search runs the previous rows stay.
 */
export function useReviewPages({ createdBy, search, completed }: PagesQuery) {
  const query = useInfiniteQuery({
    queryKey: reviewKeys.pages(createdBy, search, completed),
    initialPageParam: 0,
    queryFn: ({ pageParam }) =>
      fetchUserReportsPage({ createdBy, search, completed, offset: pageParam, limit: pageSize(pageParam) }),
    getNextPageParam: (last, pages) =>
      last.has_more ? pages.reduce((n, p) => n + p.reports.length + p.answers.length, 0) : undefined,
    placeholderData: keepPreviousData,
  });
  const { data, hasNextPage, isFetchingNextPage, isError, isPlaceholderData, fetchNextPage } = query;
  const rows = useMemo(() => (data ? joinPages(data.pages.map(reviewRows)) : undefined), [data]);
  const loaded = rows?.length ?? 0;
  const filling = hasNextPage && loaded < LIST_CAP;
  useEffect(() => {
    if (filling && !isFetchingNextPage && !isError && !isPlaceholderData) void fetchNextPage();
  }, [filling, isFetchingNextPage, isError, isPlaceholderData, fetchNextPage]);
  return {
    rows,
    isPending: query.isPending,
    error: query.error,
    /** Rows are on their way: the first page of a new search, or the pages filling the cap. */
    isFetching: query.isFetching,
    /** More reviews than the cap match (or filling failed): the user may ask for the next ones. */
    canLoadMore: Boolean(hasNextPage) && !isFetchingNextPage && (!filling || isError),
    loadMore: () => void fetchNextPage(),
  };
}

/**
 * Pages in the order the server sent them. A review created or changed between two pages shifts
 * the offsets and can come twice: it is kept once, where it came first.
 */
function joinPages(pages: ReviewRow[][]): ReviewRow[] {
  const seen = new Set<string>();
  const rows: ReviewRow[] = [];
  for (const page of pages)
    for (const row of page) {
      if (seen.has(row.reviewId)) continue;
      seen.add(row.reviewId);
      rows.push(row);
    }
  return rows;
}
