import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { errorBody, json } from '../../test/fake-api';
import { renderApp } from '../../test/render-app';

describe('Sign up (spec 2.3)', () => {
  it('creates the account and shows the success text', async () => {
    const { user, api } = renderApp('/signup', 'visitor', {
      'POST /api/auth/signup': () => json({ message: 'created' }, 201),
    });
    await user.type(await screen.findByLabelText('Email'), 'new@example.com');
    await user.type(screen.getByLabelText('Password'), 'Str0ngPassword');
    await user.click(screen.getByRole('button', { name: 'Sign up' }));
    await screen.findByText('Your account has been created. Check your email for further instructions.');
    expect(api.callsTo('POST', '/api/auth/signup')[0]?.body).toEqual({
      email: 'new@example.com',
      password: 'Str0ngPassword',
    });
  });

  it('shows a failure in an error alert', async () => {
    const { user } = renderApp('/signup', 'visitor', {
      'POST /api/auth/signup': () => errorBody(409, 'An account with this email already exists.'),
    });
    await user.type(await screen.findByLabelText('Email'), 'pat@example.com');
    await user.type(screen.getByLabelText('Password'), 'Str0ngPassword');
    await user.click(screen.getByRole('button', { name: 'Sign up' }));
    expect((await screen.findByRole('alert')).textContent).toBe('An account with this email already exists.');
  });

  it('applies the password rule before calling the server: 12 characters, letters of any script', async () => {
    const { user, api } = renderApp('/signup', 'visitor', {
      'POST /api/auth/signup': () => json({ message: 'created' }, 201),
    });
    await user.type(await screen.findByLabelText('Email'), 'jurgen@example.com');
    await user.type(screen.getByLabelText('Password'), 'üüüüüüü1');
    await user.click(screen.getByRole('button', { name: 'Sign up' }));
    await screen.findByText('Password must be at least 12 characters long');
    expect(api.callsTo('POST', '/api/auth/signup')).toHaveLength(0);

    await user.type(screen.getByLabelText('Password'), 'üüüü');
    await user.click(screen.getByRole('button', { name: 'Sign up' }));
    await screen.findByText('Your account has been created. Check your email for further instructions.');
    expect(api.callsTo('POST', '/api/auth/signup')[0]?.body).toEqual({
      email: 'jurgen@example.com',
      password: 'üüüüüüü1üüüü',
    });
  });
});
