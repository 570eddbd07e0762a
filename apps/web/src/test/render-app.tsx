import { render } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { CurrentUser } from '@tsr/contract';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { AppProviders } from '../App';
import { storeChallenge, storeTokens } from '../api/auth-session';
import { createQueryClient } from '../query-client';
import { createRoutes, ROUTE_TABLE } from '../routes/routes';
import { fakeApi, type Handler, json } from './fake-api';

// Screens load lazily in the app (decision 0014); tests fetch them all once here, so
// a test's first findBy does not spend its wait on compiling a screen module.
await Promise.all(ROUTE_TABLE.map(({ screen }) => screen()));

export type Who = 'visitor' | { challengeFor: string } | CurrentUser;

/** Puts the browser in the given state: signed out, mid NEW_PASSWORD_REQUIRED, or signed in. */
export function signIn(who: Who): Record<string, Handler> {
  if (who === 'visitor') return {};
  if ('challengeFor' in who) {
    storeChallenge({ session: 'challenge-session', email: who.challengeFor });
    return {};
  }
  storeTokens({ id_token: 'id-token-1', refresh_token: 'refresh-1', expires_in: 3600 });
  return { 'GET /api/auth/me': () => json(who) };
}

/** Renders the whole app (shell, guard, screens) at `path` against a fake API. */
export function renderApp(path: string, who: Who = 'visitor', handlers: Record<string, Handler> = {}) {
  const api = fakeApi({ ...signIn(who), ...handlers });
  const queryClient = createQueryClient();
  queryClient.setDefaultOptions({ queries: { retry: false } });
  const router = createMemoryRouter(createRoutes(queryClient), { initialEntries: [path] });
  const user = userEvent.setup();
  render(
    <AppProviders queryClient={queryClient}>
      <RouterProvider router={router} />
    </AppProviders>,
  );
  return { api, router, user, queryClient };
}
