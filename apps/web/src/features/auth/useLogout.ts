import { useQueryClient } from '@tanstack/react-query';
import { useCallback } from 'react';
import { useNavigate } from 'react-router';
import { logout } from '../../api/auth-api';
import { clearSession, readSession } from '../../api/auth-session';
import { siteQuery } from '../site/site-query';
import { VISITOR } from '../viewer/viewer';
import { viewerQuery } from '../viewer/viewer-query';

/** Logs out: revokes the refresh token on the server, forgets the session locally and goes Home. */
export function useLogout(): () => Promise<void> {
  const queryClient = useQueryClient();
  const navigate = useNavigate();
  return useCallback(async () => {
    const session = readSession();
    clearSession();
    queryClient.removeQueries({ predicate: (query) => query.queryKey[0] !== siteQuery.queryKey[0] });
    queryClient.setQueryData(viewerQuery.queryKey, VISITOR);
    await navigate('/');
    if (session.kind === 'signedIn') {
      try {
        await logout(session.tokens.refreshToken);
      } catch {
        // The browser has already forgotten the tokens; an unrevoked refresh token expires on its own.
      }
    }
  }, [queryClient, navigate]);
}
