import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { errorBody, json } from '../../test/fake-api';
import { renderApp } from '../../test/render-app';

describe('Reset password (spec 2.3)', () => {
  it('sends the e-mail and shows the success text, with a Back link', async () => {
    const { user, api } = renderApp('/resetpassword', 'visitor', {
      'POST /api/auth/resetpassword': () => json({ message: 'sent' }),
    });
    await screen.findByRole('heading', { level: 1, name: 'Reset password' });
    expect(screen.getByRole('link', { name: 'Back' }).getAttribute('href')).toBe('/login');
    await user.type(screen.getByLabelText('Email'), 'pat@example.com');
    await user.click(screen.getByRole('button', { name: 'Submit' }));
    await screen.findByText('Please check your email for password reset instructions.');
    expect(api.callsTo('POST', '/api/auth/resetpassword')[0]?.body).toEqual({ email: 'pat@example.com' });
    screen.getByRole('link', { name: 'Back' });
  });

  it('shows a failure in an error alert', async () => {
    const { user } = renderApp('/resetpassword', 'visitor', {
      'POST /api/auth/resetpassword': () => errorBody(429, 'Too many attempts, try again later.'),
    });
    await user.type(await screen.findByLabelText('Email'), 'pat@example.com');
    await user.click(screen.getByRole('button', { name: 'Submit' }));
    expect((await screen.findByRole('alert')).textContent).toBe('Too many attempts, try again later.');
  });
});
