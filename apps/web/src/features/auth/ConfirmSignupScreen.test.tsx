import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { errorBody, json } from '../../test/fake-api';
import { renderApp } from '../../test/render-app';

describe('Confirm sign up (spec 2.3)', () => {
  it("confirms with e-mail and code and shows 'Success'", async () => {
    const { user, api } = renderApp('/confirmsignup?email=new%40example.com', 'visitor', {
      'POST /api/auth/confirmsignup': () => json({ message: 'confirmed' }),
    });
    const email = await screen.findByLabelText('Email');
    expect((email as HTMLInputElement).value).toBe('new@example.com');
    await user.type(screen.getByLabelText('Code'), '123456');
    await user.click(screen.getByRole('button', { name: 'Confirm' }));
    await screen.findByText('Success');
    expect(api.callsTo('POST', '/api/auth/confirmsignup')[0]?.body).toEqual({
      email: 'new@example.com',
      code: '123456',
    });
  });

  it("opens from the e-mail's link with the address and the code filled in: Confirm is all that is left", async () => {
    const { user, api } = renderApp('/confirmsignup?email=new%40example.com&code=123456', 'visitor', {
      'POST /api/auth/confirmsignup': () => json({ message: 'confirmed' }),
    });
    expect(((await screen.findByLabelText('Code')) as HTMLInputElement).value).toBe('123456');
    await user.click(screen.getByRole('button', { name: 'Confirm' }));
    await screen.findByText('Success');
    expect(api.callsTo('POST', '/api/auth/confirmsignup')[0]?.body).toEqual({
      email: 'new@example.com',
      code: '123456',
    });
  });

  it('shows a failure in an error alert', async () => {
    const { user } = renderApp('/confirmsignup', 'visitor', {
      'POST /api/auth/confirmsignup': () =>
        errorBody(400, 'Invalid verification code provided, please try again.'),
    });
    await user.type(await screen.findByLabelText('Email'), 'new@example.com');
    await user.type(screen.getByLabelText('Code'), '000000');
    await user.click(screen.getByRole('button', { name: 'Confirm' }));
    expect((await screen.findByRole('alert')).textContent).toBe(
      'Invalid verification code provided, please try again.',
    );
  });
});
