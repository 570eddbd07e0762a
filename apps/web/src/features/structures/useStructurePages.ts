import { keepPreviousData, useInfiniteQuery } from '@tanstack/react-query';
import type { SavedStructureEntry } from '@tsr/contract';
import { useMemo } from 'react';
import { fetchStructuresPage, type StructuresCreatedBy, structureKeys } from './structure-api';

/** Structures a page: the user asks for the next page while the server says it has more (`hasMore`). */
export const STRUCTURES_PAGE = 50;

/**
 * GET /api/structures page by page, searched by the server, newest change first. While a new search
 * runs the previous rows stay.
 */
export function useStructurePages({ createdBy, search }: { createdBy: StructuresCreatedBy; search: string }) {
  const query = useInfiniteQuery({
    queryKey: structureKeys.pages(createdBy, search),
    initialPageParam: 0,
    queryFn: ({ pageParam }) =>
      fetchStructuresPage({ createdBy, search, offset: pageParam, limit: STRUCTURES_PAGE }),
    getNextPageParam: (last, pages) =>
      last.hasMore ? pages.reduce((n, p) => n + p.structures.length, 0) : undefined,
    placeholderData: keepPreviousData,
  });
  const { data } = query;
  const rows = useMemo(() => (data ? joinPages(data.pages.map((p) => p.structures)) : undefined), [data]);
  return {
    rows,
    isPending: query.isPending,
    error: query.error,
    canLoadMore: query.hasNextPage && !query.isFetchingNextPage,
    loadMore: () => void query.fetchNextPage(),
  };
}

/**
 * Pages in the order the server sent them. A structure changed between two pages (a review started
 * from it) moves to the front and shifts the offsets, so it can come twice: it is kept where it came first.
 */
function joinPages(pages: SavedStructureEntry[][]): SavedStructureEntry[] {
  const seen = new Set<string>();
  return pages.flat().filter((row) => {
    if (seen.has(row.id)) return false;
    seen.add(row.id);
    return true;
  });
}
