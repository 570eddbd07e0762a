import { type QueryClient, queryOptions } from '@tanstack/react-query';
import { fetchCurrentUser } from '../../api/auth-api';
import { readSession } from '../../api/auth-session';
import { VISITOR, type Viewer } from './viewer';

/** Reads who is using the browser; asks the server for the current user when there are tokens. */
export async function readViewer(): Promise<Viewer> {
  const session = readSession();
  if (session.kind === 'challenge') return { kind: 'passwordChange', email: session.challenge.email };
  if (session.kind === 'signedOut') return VISITOR;
  try {
    return { kind: 'user', user: await fetchCurrentUser() };
  } catch (error) {
    // A refused refresh signs the browser out locally; anything else (server unreachable) is thrown.
    if (readSession().kind === 'signedOut') return VISITOR;
    throw error;
  }
}

/**
 * Components read the viewer from the cache (never stale on their own); the navigation guard
 * refreshes it before every navigation with refreshViewer.
 */
export const viewerQuery = queryOptions({
  queryKey: ['viewer'],
  queryFn: readViewer,
  staleTime: Number.POSITIVE_INFINITY,
  retry: false,
});

/** Spec 2.1: the current authenticated user is refreshed before every navigation. */
export function refreshViewer(queryClient: QueryClient): Promise<Viewer> {
  return queryClient.fetchQuery({ ...viewerQuery, staleTime: 0 });
}
