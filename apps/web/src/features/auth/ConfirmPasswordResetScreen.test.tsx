import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { errorBody, json } from '../../test/fake-api';
import { renderApp } from '../../test/render-app';

async function fillIn(user: ReturnType<typeof renderApp>['user'], password: string, confirmation: string) {
  await user.type(await screen.findByLabelText('Email'), 'pat@example.com');
  await user.type(screen.getByLabelText('Code'), '654321');
  await user.type(screen.getByLabelText('New password'), password);
  await user.type(screen.getByLabelText('Confirm password'), confirmation);
  await user.click(screen.getByRole('button', { name: 'Submit' }));
}

describe('Confirm password reset (spec 2.3, 5.1)', () => {
  it("says 'Passwords do not match' and does not call the server", async () => {
    const { user, api } = renderApp('/confirmpasswordreset');
    await fillIn(user, 'NewPassw0rd-26', 'OtherPassw0rd-26');
    await screen.findByText('Passwords do not match');
    expect(api.callsTo('POST', '/api/auth/confirmpasswordreset')).toHaveLength(0);
  });

  it('resets the password and offers a link to log in', async () => {
    const { user, api } = renderApp('/confirmpasswordreset', 'visitor', {
      'POST /api/auth/confirmpasswordreset': () => json({ message: 'reset' }),
    });
    await fillIn(user, 'NewPassw0rd-26', 'NewPassw0rd-26');
    await screen.findByText('Your password has been reset.');
    expect(screen.getByRole('link', { name: 'Log in' }).getAttribute('href')).toBe('/login');
    expect(api.callsTo('POST', '/api/auth/confirmpasswordreset')[0]?.body).toEqual({
      email: 'pat@example.com',
      code: '654321',
      password: 'NewPassw0rd-26',
    });
  });

  it("opens from the e-mail's link with the address and the code filled in", async () => {
    const { user, api } = renderApp('/confirmpasswordreset?email=pat%40example.com&code=654321', 'visitor', {
      'POST /api/auth/confirmpasswordreset': () => json({ message: 'reset' }),
    });
    expect(((await screen.findByLabelText('Email')) as HTMLInputElement).value).toBe('pat@example.com');
    expect((screen.getByLabelText('Code') as HTMLInputElement).value).toBe('654321');
    await user.type(screen.getByLabelText('New password'), 'NewPassw0rd-26');
    await user.type(screen.getByLabelText('Confirm password'), 'NewPassw0rd-26');
    await user.click(screen.getByRole('button', { name: 'Submit' }));
    await screen.findByText('Your password has been reset.');
    expect(api.callsTo('POST', '/api/auth/confirmpasswordreset')[0]?.body).toEqual({
      email: 'pat@example.com',
      code: '654321',
      password: 'NewPassw0rd-26',
    });
  });

  it('shows a failure in an error alert', async () => {
    const { user } = renderApp('/confirmpasswordreset', 'visitor', {
      'POST /api/auth/confirmpasswordreset': () => errorBody(400, 'Invalid code.'),
    });
    await fillIn(user, 'NewPassw0rd-26', 'NewPassw0rd-26');
    expect((await screen.findByRole('alert')).textContent).toBe('Invalid code.');
  });
});
