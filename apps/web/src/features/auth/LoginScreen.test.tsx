import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { readSession } from '../../api/auth-session';
import { errorBody, json } from '../../test/fake-api';
import { developmentConfig, plainUser } from '../../test/fixtures';
import { renderApp } from '../../test/render-app';

const tokens = { id_token: 'id-new', refresh_token: 'refresh-new', expires_in: 3600 };

describe('Login (spec 2.3)', () => {
  it('has e-mail and password fields, a Login button and the Forgotten password and Sign up links', async () => {
    renderApp('/login');
    await screen.findByRole('heading', { level: 1, name: 'Login' });
    screen.getByLabelText('Email');
    screen.getByLabelText('Password');
    screen.getByRole('button', { name: 'Login' });
    expect(screen.getByRole('link', { name: 'Forgotten password' }).getAttribute('href')).toBe(
      '/resetpassword',
    );
    expect(screen.getByRole('link', { name: 'Sign up' }).getAttribute('href')).toBe('/signup');
  });

  it('hides the Sign up link in the production environment', async () => {
    renderApp('/login', 'visitor', {
      'GET /api/config': () => json({ ...developmentConfig, environment: 'production' }),
    });
    await screen.findByRole('heading', { level: 1, name: 'Login' });
    expect(screen.queryByRole('link', { name: 'Sign up' })).toBeNull();
    screen.getByRole('link', { name: 'Forgotten password' });
  });

  it('signs in and goes to Dashboard', async () => {
    let signedIn = false;
    const { user, router, api } = renderApp('/login', 'visitor', {
      'POST /api/auth/login': () => {
        signedIn = true;
        return json({ kind: 'tokens', tokens });
      },
      'GET /api/auth/me': () => (signedIn ? json(plainUser) : errorBody(401, 'Unauthorised')),
    });
    await user.type(await screen.findByLabelText('Email'), 'pat@example.com');
    await user.type(screen.getByLabelText('Password'), 'secret-1');
    await user.click(screen.getByRole('button', { name: 'Login' }));

    await screen.findByRole('heading', { level: 1, name: 'Dashboard' });
    expect(router.state.location.pathname).toBe('/user/dashboard');
    expect(api.callsTo('POST', '/api/auth/login')[0]?.body).toEqual({
      username: 'pat@example.com',
      password: 'secret-1',
    });
    expect(api.callsTo('GET', '/api/auth/me').at(-1)?.authorization).toBe('Bearer id-new');
  });

  it('goes to Set a password on a NEW_PASSWORD_REQUIRED challenge, with only Change Password and Logout', async () => {
    const { user, router } = renderApp('/login', 'visitor', {
      'POST /api/auth/login': () =>
        json({
          kind: 'challenge',
          challenge: 'NEW_PASSWORD_REQUIRED',
          session: 's-1',
          email: 'new@example.com',
        }),
    });
    await user.type(await screen.findByLabelText('Email'), 'new@example.com');
    await user.type(screen.getByLabelText('Password'), 'Temporary1');
    await user.click(screen.getByRole('button', { name: 'Login' }));

    await screen.findByRole('heading', { level: 1, name: 'Set a password' });
    expect(router.state.location.pathname).toBe('/changepassword');
    const nav = screen.getByRole('navigation', { name: 'Main' });
    expect(
      within(nav)
        .getAllByRole('link')
        .map((link) => link.textContent),
    ).toEqual(['Change Password']);
    within(nav).getByRole('button', { name: 'Logout' });
  });

  it('shows the auth error message in an error alert', async () => {
    const { user } = renderApp('/login', 'visitor', {
      'POST /api/auth/login': () => errorBody(401, 'Incorrect username or password.'),
    });
    await user.type(await screen.findByLabelText('Email'), 'pat@example.com');
    await user.type(screen.getByLabelText('Password'), 'wrong');
    await user.click(screen.getByRole('button', { name: 'Login' }));
    expect((await screen.findByRole('alert')).textContent).toBe('Incorrect username or password.');
    expect(readSession()).toEqual({ kind: 'signedOut' });
  });

  it('says clearly when the server cannot be reached', async () => {
    const { user } = renderApp('/login', 'visitor', { 'POST /api/auth/login': () => 'unreachable' });
    await user.type(await screen.findByLabelText('Email'), 'pat@example.com');
    await user.type(screen.getByLabelText('Password'), 'secret-1');
    await user.click(screen.getByRole('button', { name: 'Login' }));
    expect((await screen.findByRole('alert')).textContent).toBe(
      'The server cannot be reached. Check your connection and try again in a moment.',
    );
  });

  it('checks the e-mail before calling the server', async () => {
    const { user, api } = renderApp('/login');
    await user.type(await screen.findByLabelText('Email'), 'not-an-email');
    await user.type(screen.getByLabelText('Password'), 'secret-1');
    await user.click(screen.getByRole('button', { name: 'Login' }));
    await screen.findByText('Please enter a valid email address');
    expect(api.callsTo('POST', '/api/auth/login')).toHaveLength(0);
  });

  it('asks for the password, on the field, before calling the server, and sends the e-mail as the contract reads it', async () => {
    const { user, api } = renderApp('/login', 'visitor', {
      'POST /api/auth/login': () => errorBody(401, 'Incorrect username or password.'),
    });
    await user.type(await screen.findByLabelText('Email'), ' Pat@Example.com ');
    await user.click(screen.getByRole('button', { name: 'Login' }));
    await screen.findByText('Please enter your password');
    expect(document.activeElement).toBe(screen.getByLabelText('Password'));
    expect(api.callsTo('POST', '/api/auth/login')).toHaveLength(0);

    await user.type(screen.getByLabelText('Password'), 'secret-1');
    expect(screen.queryByText('Please enter your password')).toBeNull();
    await user.click(screen.getByRole('button', { name: 'Login' }));
    await screen.findByRole('alert');
    expect(api.callsTo('POST', '/api/auth/login')[0]?.body).toEqual({
      username: 'pat@example.com',
      password: 'secret-1',
    });
  });

  it("shows 'Welcome back!' when already signed in", async () => {
    renderApp('/login', plainUser);
    await screen.findByText('Welcome back!');
    expect(screen.queryByLabelText('Password')).toBeNull();
  });
});
