import { screen, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { signInPageHtml } from '../../../build/sign-in-page';
import { renderApp } from '../../test/render-app';
import { FIRST_PAINT } from './first-paint';

/** The plain form of /login's page (build/sign-in-page.ts), as the browser shows it before any script. */
function plainForm(): { email: HTMLInputElement; password: HTMLInputElement } {
  const page = new DOMParser().parseFromString(
    signInPageHtml('<head></head><div id="root"></div>'),
    'text/html',
  );
  const form = page.getElementById(FIRST_PAINT.root);
  if (!form) throw new Error('no plain form');
  document.body.append(document.adoptNode(form));
  return {
    email: document.getElementById(FIRST_PAINT.username) as HTMLInputElement,
    password: document.getElementById(FIRST_PAINT.password) as HTMLInputElement,
  };
}

afterEach(() => document.getElementById(FIRST_PAINT.root)?.remove());

describe('the sign-in form in plain HTML', () => {
  it('the app takes over what was typed and where the keyboard was, and removes the plain form', async () => {
    const typed = plainForm();
    typed.email.value = 'ann@oak.example';
    typed.password.value = 'half-typ';
    typed.password.focus();
    const { user } = renderApp('/login');
    // The plain form has the same heading: wait for it to go.
    await waitFor(() => expect(document.getElementById(FIRST_PAINT.root)).toBeNull());
    screen.getByRole('heading', { level: 1, name: 'Login' });
    const email = screen.getByLabelText('Email') as HTMLInputElement;
    const password = screen.getByLabelText('Password') as HTMLInputElement;
    expect(email.value).toBe('ann@oak.example');
    expect(password.value).toBe('half-typ');
    expect(document.activeElement).toBe(password);
    // Typing goes on where it stopped.
    await user.keyboard('ed');
    expect(password.value).toBe('half-typed');
  });

  it('goes when the app draws any other screen', async () => {
    plainForm();
    renderApp('/support');
    await waitFor(() => expect(document.getElementById(FIRST_PAINT.root)).toBeNull());
  });
});
