import { QueryClientProvider } from '@tanstack/react-query';
import { act, renderHook, waitFor } from '@testing-library/react';
import type { ReactNode } from 'react';
import { describe, expect, it } from 'vitest';
import { storeTokens } from '../../api/auth-session';
import { createQueryClient } from '../../query-client';
import { fakeApi } from '../../test/fake-api';
import { company, listCalls, pagedList } from '../../test/paged-list-fixture';
import { useReviewPages } from './useReviewPages';

function pages(count: number) {
  storeTokens({ id_token: 'id-token-1', refresh_token: 'refresh-1', expires_in: 3600 });
  const api = fakeApi({ 'GET /api/user/reports': pagedList(company(count)) });
  const queryClient = createQueryClient();
  const wrapper = ({ children }: { children: ReactNode }) => (
    <QueryClientProvider client={queryClient}>{children}</QueryClientProvider>
  );
  const hook = renderHook(() => useReviewPages({ createdBy: 'company', search: '', completed: 'all' }), {
    wrapper,
  });
  return { api, hook };
}

describe('useReviewPages: the reviews list page by page', () => {
  it('asks for 50 first, fills itself to the cap of 1,000, and reaches every review on request', async () => {
    const { api, hook } = pages(2_030);
    await waitFor(() => expect(hook.result.current.rows?.length).toBe(1_000));
    expect(listCalls(api)).toEqual(['createdBy=company&limit=50', 'createdBy=company&limit=950&offset=50']);
    expect(hook.result.current.canLoadMore).toBe(true);

    act(() => hook.result.current.loadMore());
    await waitFor(() => expect(hook.result.current.rows?.length).toBe(2_000));
    act(() => hook.result.current.loadMore());
    await waitFor(() => expect(hook.result.current.rows?.length).toBe(2_030));
    expect(listCalls(api).slice(2)).toEqual([
      'createdBy=company&limit=1000&offset=1000',
      'createdBy=company&limit=1000&offset=2000',
    ]);
    expect(hook.result.current.canLoadMore).toBe(false);
    expect(hook.result.current.rows?.at(-1)?.structureName).toBe('Structure 2030');
  });

  it('stops after the first page when nothing more matches', async () => {
    const { api, hook } = pages(12);
    await waitFor(() => expect(hook.result.current.rows?.length).toBe(12));
    expect(listCalls(api)).toEqual(['createdBy=company&limit=50']);
    expect(hook.result.current.canLoadMore).toBe(false);
  });
});
