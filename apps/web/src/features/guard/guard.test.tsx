import { screen, waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { admin, plainUser } from '../../test/fixtures';
import { renderApp } from '../../test/render-app';

const heading = (name: string) => screen.findByRole('heading', { level: 1, name });

describe('navigation guard (spec 2.1)', () => {
  it('sends a visitor on a route needing sign-in to Home', async () => {
    const { router } = renderApp('/user/dashboard');
    await heading('Welcome to Structure Risk Review');
    expect(router.state.location.pathname).toBe('/');
  });

  it('lets a signed-in user reach a route needing sign-in', async () => {
    const { router } = renderApp('/review/42/submit', plainUser);
    await heading('Submit Review');
    expect(router.state.location.pathname).toBe('/review/42/submit');
  });

  it('sends a non-admin on an admin route to Home', async () => {
    const { router } = renderApp('/admin/editor/rules', plainUser);
    await heading('Welcome to Structure Risk Review');
    expect(router.state.location.pathname).toBe('/');
  });

  it('sends a visitor on an admin route to Home', async () => {
    const { router } = renderApp('/admin/editor', 'visitor');
    await heading('Welcome to Structure Risk Review');
    expect(router.state.location.pathname).toBe('/');
  });

  it('lets an admin reach the admin routes', async () => {
    renderApp('/admin/editor/preview', admin);
    await heading('Survey Preview');
  });

  it('redirects SignUp to / when signed in', async () => {
    const { router } = renderApp('/signup', plainUser);
    await heading('Welcome to Structure Risk Review');
    expect(router.state.location.pathname).toBe('/');
  });

  it('shows SignUp to a visitor', async () => {
    const { router } = renderApp('/signup');
    await heading('Sign up');
    expect(router.state.location.pathname).toBe('/signup');
  });

  it.each([
    ['/product', 'About Tax Structure Review'],
    ['/metrics', 'Customer Metrics'],
  ])('lets a visitor reach the public route %s', async (path, title) => {
    const { router } = renderApp(path);
    await heading(title);
    expect(router.state.location.pathname).toBe(path);
  });

  it('keeps a forced password change on Change Password', async () => {
    const { router } = renderApp('/user/dashboard', { challengeFor: 'new@example.com' });
    await heading('Set a password');
    expect(router.state.location.pathname).toBe('/changepassword');
  });

  it('refreshes the current user before every navigation', async () => {
    const { api, router } = renderApp('/user/dashboard', plainUser);
    await heading('Dashboard');
    const before = api.callsTo('GET', '/api/auth/me').length;
    await router.navigate('/support');
    await heading('Support');
    await router.navigate('/user/reports');
    await heading('Reviews');
    expect(api.callsTo('GET', '/api/auth/me').length).toBe(before + 2);
    expect(
      api.callsTo('GET', '/api/auth/me').every((call) => call.authorization === 'Bearer id-token-1'),
    ).toBe(true);
  });

  it('sends the user Home when the server no longer knows them', async () => {
    const { router } = renderApp('/user/dashboard', plainUser, {
      'GET /api/auth/me': () =>
        new Response(JSON.stringify({ status: 401, message: 'Unauthorised' }), { status: 401 }),
      'POST /api/auth/refresh': () =>
        new Response(JSON.stringify({ status: 401, message: 'Refresh token expired' }), { status: 401 }),
    });
    await heading('Welcome to Structure Risk Review');
    await waitFor(() => expect(router.state.location.pathname).toBe('/'));
    screen.getByRole('link', { name: 'Login' });
  });

  it('shows a clear message when the server cannot be reached', async () => {
    renderApp('/user/dashboard', plainUser, { 'GET /api/auth/me': () => 'unreachable' });
    await screen.findByText('The server cannot be reached. Check your connection and try again in a moment.');
  });
});
