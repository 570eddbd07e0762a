import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { readSession } from '../../api/auth-session';
import { errorBody, json } from '../../test/fake-api';
import { plainUser } from '../../test/fixtures';
import { renderApp } from '../../test/render-app';

const newTokens = { id_token: 'id-first', refresh_token: 'refresh-first', expires_in: 3600 };

describe('Change password (spec 2.3, 5.1)', () => {
  it('asks a signed-in user for current, new and confirm', async () => {
    renderApp('/changepassword', plainUser);
    await screen.findByRole('heading', { level: 1, name: 'Change password' });
    screen.getByLabelText('Current password');
    screen.getByLabelText('New password');
    screen.getByLabelText('Confirm password');
  });

  it(`says "Passwords don't match" when changing`, async () => {
    const { user, api } = renderApp('/changepassword', plainUser);
    await user.type(await screen.findByLabelText('Current password'), 'OldPassw0rd');
    await user.type(screen.getByLabelText('New password'), 'NewPassw0rd-26');
    await user.type(screen.getByLabelText('Confirm password'), 'NewPassw0rd-26X');
    await user.click(screen.getByRole('button', { name: 'Change password' }));
    await screen.findByText("Passwords don't match");
    expect(api.callsTo('POST', '/api/auth/changepassword')).toHaveLength(0);
  });

  it('changes the password with the bearer token', async () => {
    const { user, api } = renderApp('/changepassword', plainUser, {
      'POST /api/auth/changepassword': () => json({ message: 'changed' }),
    });
    await user.type(await screen.findByLabelText('Current password'), 'OldPassw0rd');
    await user.type(screen.getByLabelText('New password'), 'NewPassw0rd-26');
    await user.type(screen.getByLabelText('Confirm password'), 'NewPassw0rd-26');
    await user.click(screen.getByRole('button', { name: 'Change password' }));
    await screen.findByText('Your password has been changed.');
    const [call] = api.callsTo('POST', '/api/auth/changepassword');
    expect(call?.body).toEqual({ current_password: 'OldPassw0rd', new_password: 'NewPassw0rd-26' });
    expect(call?.authorization).toBe('Bearer id-token-1');
  });

  it('shows a failure in an error alert', async () => {
    const { user } = renderApp('/changepassword', plainUser, {
      'POST /api/auth/changepassword': () => errorBody(400, 'Incorrect current password.'),
    });
    await user.type(await screen.findByLabelText('Current password'), 'Wrong1234');
    await user.type(screen.getByLabelText('New password'), 'NewPassw0rd-26');
    await user.type(screen.getByLabelText('Confirm password'), 'NewPassw0rd-26');
    await user.click(screen.getByRole('button', { name: 'Change password' }));
    expect((await screen.findByRole('alert')).textContent).toBe('Incorrect current password.');
  });

  it("asks for new and confirm under 'Set a password' when a first password is required", async () => {
    renderApp('/changepassword', { challengeFor: 'new@example.com' });
    await screen.findByRole('heading', { level: 1, name: 'Set a password' });
    screen.getByLabelText('New password');
    screen.getByLabelText('Confirm password');
    expect(screen.queryByLabelText('Current password')).toBeNull();
  });

  it(`says "Passwords don't match" when setting`, async () => {
    const { user, api } = renderApp('/changepassword', { challengeFor: 'new@example.com' });
    await user.type(await screen.findByLabelText('New password'), 'NewPassw0rd-26');
    await user.type(screen.getByLabelText('Confirm password'), 'Different0-pass');
    await user.click(screen.getByRole('button', { name: 'Set password' }));
    await screen.findByText("Passwords don't match");
    expect(api.callsTo('POST', '/api/auth/newpassword')).toHaveLength(0);
  });

  it('sets the first password, marks the e-mail verified and goes to Dashboard', async () => {
    const firstUser = { ...plainUser, email: 'new@example.com' };
    const { user, api, router } = renderApp(
      '/changepassword',
      { challengeFor: 'new@example.com' },
      {
        'POST /api/auth/newpassword': () => json(newTokens),
        'POST /api/user/verify': () => json({ message: 'verified' }),
        'GET /api/auth/me': () => json(firstUser),
      },
    );
    await user.type(await screen.findByLabelText('New password'), 'NewPassw0rd-26');
    await user.type(screen.getByLabelText('Confirm password'), 'NewPassw0rd-26');
    await user.click(screen.getByRole('button', { name: 'Set password' }));

    await screen.findByRole('heading', { level: 1, name: 'Dashboard' });
    expect(router.state.location.pathname).toBe('/user/dashboard');
    expect(api.callsTo('POST', '/api/auth/newpassword')[0]?.body).toEqual({
      session: 'challenge-session',
      new_password: 'NewPassw0rd-26',
    });
    const [verify] = api.callsTo('POST', '/api/user/verify');
    expect(verify?.body).toEqual({ userName: 'new@example.com' });
    expect(verify?.authorization).toBe('Bearer id-first');
    expect(readSession().kind).toBe('signedIn');
  });

  it('asks a visitor to log in first', async () => {
    renderApp('/changepassword');
    await screen.findByRole('heading', { level: 1, name: 'Change password' });
    expect(screen.getByRole('link', { name: 'log in' }).getAttribute('href')).toBe('/login');
  });
});
