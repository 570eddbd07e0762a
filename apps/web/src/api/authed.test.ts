import { describe, expect, it } from 'vitest';
import { errorBody, fakeApi, json } from '../test/fake-api';
import { plainUser } from '../test/fixtures';
import { ApiError, errorMessage } from './api-error';
import { fetchCurrentUser } from './auth-api';
import { readSession, storeTokens } from './auth-session';
import { REFRESH_LOCK } from './authed';

const rotated = { id_token: 'id-2', refresh_token: 'refresh-2', expires_in: 3600 };

function signedIn(expiresIn = 3600) {
  storeTokens({ id_token: 'id-1', refresh_token: 'refresh-1', expires_in: expiresIn });
}

describe('calls with the ID token', () => {
  it('sends the bearer ID token', async () => {
    signedIn();
    const api = fakeApi({ 'GET /api/auth/me': () => json(plainUser) });
    expect(await fetchCurrentUser()).toEqual(plainUser);
    expect(api.calls.map((c) => c.authorization)).toEqual(['Bearer id-1']);
  });

  it('refreshes first when the ID token is near expiry, and stores the rotated refresh token', async () => {
    signedIn(30);
    const api = fakeApi({
      'POST /api/auth/refresh': () => json(rotated),
      'GET /api/auth/me': () => json(plainUser),
    });
    await fetchCurrentUser();
    expect(api.calls.map((c) => `${c.method} ${c.path}`)).toEqual([
      'POST /api/auth/refresh',
      'GET /api/auth/me',
    ]);
    expect(api.calls[0]?.body).toEqual({ refresh_token: 'refresh-1' });
    expect(api.calls[1]?.authorization).toBe('Bearer id-2');
    const session = readSession();
    expect(session.kind === 'signedIn' && session.tokens.refreshToken).toBe('refresh-2');
  });

  it('refreshes once on a 401 and retries the call', async () => {
    signedIn();
    const api = fakeApi({
      'POST /api/auth/refresh': () => json(rotated),
      'GET /api/auth/me': (call) =>
        call.authorization === 'Bearer id-2' ? json(plainUser) : errorBody(401, 'Token expired'),
    });
    expect(await fetchCurrentUser()).toEqual(plainUser);
    expect(api.callsTo('POST', '/api/auth/refresh')).toHaveLength(1);
    expect(api.callsTo('GET', '/api/auth/me')).toHaveLength(2);
  });

  it('does not refresh twice when the retried call is refused again', async () => {
    signedIn();
    const api = fakeApi({
      'POST /api/auth/refresh': () => json(rotated),
      'GET /api/auth/me': () => errorBody(401, 'Token expired'),
    });
    await expect(fetchCurrentUser()).rejects.toBeInstanceOf(ApiError);
    expect(api.callsTo('POST', '/api/auth/refresh')).toHaveLength(1);
    expect(api.callsTo('GET', '/api/auth/me')).toHaveLength(2);
  });

  it('signs out locally when the refresh is refused', async () => {
    signedIn();
    fakeApi({
      'POST /api/auth/refresh': () => errorBody(401, 'Refresh token revoked'),
      'GET /api/auth/me': () => errorBody(401, 'Token expired'),
    });
    await expect(fetchCurrentUser()).rejects.toBeInstanceOf(ApiError);
    expect(readSession()).toEqual({ kind: 'signedOut' });
  });

  it('shares one refresh between concurrent calls', async () => {
    signedIn(10);
    const api = fakeApi({
      'POST /api/auth/refresh': () => json(rotated),
      'GET /api/auth/me': () => json(plainUser),
    });
    await Promise.all([fetchCurrentUser(), fetchCurrentUser(), fetchCurrentUser()]);
    expect(api.callsTo('POST', '/api/auth/refresh')).toHaveLength(1);
  });

  it("keeps the session and reports 'server_unreachable' when the network fails", async () => {
    signedIn(10);
    fakeApi({ 'POST /api/auth/refresh': () => 'unreachable' });
    const failure = await fetchCurrentUser().catch((error: unknown) => error);
    expect(failure instanceof ApiError && failure.failure).toBe('server_unreachable');
    expect(errorMessage(failure)).toBe(
      'The server cannot be reached. Check your connection and try again in a moment.',
    );
    expect(readSession().kind).toBe('signedIn');
  });

  it("reports a non-2xx answer as 'Unknown API Status Code!' with its body", async () => {
    signedIn();
    fakeApi({ 'GET /api/auth/me': () => errorBody(500, 'Internal error') });
    const failure = await fetchCurrentUser().catch((error: unknown) => error);
    expect(failure instanceof ApiError && failure.message).toBe('Unknown API Status Code!');
    expect(failure instanceof ApiError && failure.failure).toEqual({
      status: 500,
      message: 'Internal error',
    });
    expect(errorMessage(failure)).toBe('Internal error');
  });
});

describe('refreshing with several tabs open', () => {
  /** A Web Locks manager for one browser: requests for a name run one after another. */
  function installLocks() {
    const queues = new Map<string, Promise<unknown>>();
    const locks = {
      request: (name: string, work: () => Promise<unknown>) => {
        const run = (queues.get(name) ?? Promise.resolve()).then(work);
        queues.set(
          name,
          run.catch(() => undefined),
        );
        return run;
      },
    };
    Object.defineProperty(navigator, 'locks', { value: locks, configurable: true });
    return () => Reflect.deleteProperty(navigator, 'locks');
  }

  it('uses the tokens another tab just refreshed instead of sending the exchanged refresh token', async () => {
    const uninstall = installLocks();
    try {
      signedIn(30);
      const api = fakeApi({
        'POST /api/auth/refresh': () => json(rotated),
        'GET /api/auth/me': () => json(plainUser),
      });
      // The other tab holds the lock and stores its new tokens while this tab waits.
      let release: () => void = () => undefined;
      const holding = new Promise<void>((held) => {
        void navigator.locks.request(REFRESH_LOCK, async () => {
          held();
          await new Promise<void>((resolve) => {
            release = resolve;
          });
          storeTokens(rotated);
        });
      });
      await holding;
      const call = fetchCurrentUser();
      release();
      expect(await call).toEqual(plainUser);
      expect(api.callsTo('POST', '/api/auth/refresh')).toHaveLength(0);
      expect(api.callsTo('GET', '/api/auth/me')[0]?.authorization).toBe('Bearer id-2');
    } finally {
      uninstall();
    }
  });
});
