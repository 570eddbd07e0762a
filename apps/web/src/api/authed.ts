import { apiPath, routes } from '@tsr/contract';
import { ApiError, SERVER_UNREACHABLE } from './api-error';
import { clearSession, readSession, storeTokens } from './auth-session';
import { send } from './http';

/** Refresh the ID token when less than this is left of its life. */
export const EXPIRY_MARGIN_MS = 60_000;

let refreshing: Promise<string | null> | null = null;

/**
 * Exchanges the refresh token for new tokens (the refresh token rotates). Several callers share one
 * refresh. When the server refuses, the browser is signed out locally and null is returned; when the
 * server cannot be reached the failure is thrown and the session kept.
 */
export function refreshTokens(): Promise<string | null> {
  refreshing ??= doRefresh().finally(() => {
    refreshing = null;
  });
  return refreshing;
}

/** The Web Locks name under which the tabs of this browser refresh one at a time. */
export const REFRESH_LOCK = 'tsr-token-refresh';

async function doRefresh(): Promise<string | null> {
  const before = readSession();
  if (before.kind !== 'signedIn') return null;
  // The tabs share the tokens in localStorage: one refreshes, the others then use what it stored
  // instead of sending the refresh token it has just exchanged (the server's grace window covers
  // browsers without Web Locks).
  return oneTabAtATime(async () => {
    const session = readSession();
    if (session.kind !== 'signedIn') return null;
    if (session.tokens.refreshToken !== before.tokens.refreshToken) return session.tokens.idToken;
    try {
      const body = { refresh_token: session.tokens.refreshToken };
      const response = await send(apiPath(routes.refresh, { body }), { method: routes.refresh.method, body });
      return storeTokens(routes.refresh.responses[200].parse(await response.json())).idToken;
    } catch (error) {
      if (error instanceof ApiError && error.failure === SERVER_UNREACHABLE) throw error;
      clearSession();
      return null;
    }
  });
}

async function oneTabAtATime<T>(work: () => Promise<T>): Promise<T> {
  const locks = typeof navigator === 'undefined' ? undefined : navigator.locks;
  return locks ? await locks.request(REFRESH_LOCK, work) : work();
}

/** The ID token to send, refreshed first when it is near expiry; null when signed out. */
export async function currentIdToken(now = Date.now()): Promise<string | null> {
  const session = readSession();
  if (session.kind !== 'signedIn') return null;
  if (session.tokens.expiresAt - now > EXPIRY_MARGIN_MS) return session.tokens.idToken;
  return refreshTokens();
}

const notSignedIn = () => new ApiError({ status: 401, message: 'Please log in again.' });

/** Sends the call with the bearer ID token; on a 401 refreshes once and retries. */
export async function withIdToken<T>(call: (idToken: string) => Promise<T>): Promise<T> {
  const idToken = await currentIdToken();
  if (!idToken) throw notSignedIn();
  try {
    return await call(idToken);
  } catch (error) {
    if (!(error instanceof ApiError) || error.status !== 401) throw error;
    const renewed = await refreshTokens();
    if (!renewed) throw error;
    return call(renewed);
  }
}
