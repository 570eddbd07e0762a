import { describe, expect, it } from 'vitest';
import { FIRST_PAINT } from '../src/features/auth/first-paint';
import { enGB } from '../src/i18n/en-GB';
import { signInPageHtml } from './sign-in-page';

const INDEX =
  '<!doctype html><html><head><title>T</title><script type="module" src="/assets/index-a.js"></script></head><body><div id="root"></div></body></html>';

describe('the sign-in page', () => {
  it('is index.html with the sign-in form in plain HTML before the app root, labelled, its button disabled', () => {
    const html = signInPageHtml(INDEX);
    // A document of its own: the window's is the page the other test files render into.
    const page = new DOMParser().parseFromString(html, 'text/html');
    const form = page.getElementById(FIRST_PAINT.root);
    expect(form?.nextElementSibling?.id).toBe('root');
    const email = page.getElementById(FIRST_PAINT.username) as HTMLInputElement;
    const password = page.getElementById(FIRST_PAINT.password) as HTMLInputElement;
    expect(email.type).toBe('email');
    expect(email.autocomplete).toBe('username');
    expect(password.type).toBe('password');
    expect(page.querySelector(`label[for="${FIRST_PAINT.username}"]`)?.textContent).toBe(enGB.email);
    expect(page.querySelector(`label[for="${FIRST_PAINT.password}"]`)?.textContent).toBe(enGB.password);
    expect(page.querySelector('h1')?.textContent).toBe(enGB.heading);
    // It cannot be sent before the app has loaded: no address, no script, the button disabled.
    const button = page.querySelector('button') as HTMLButtonElement;
    expect(button.disabled).toBe(true);
    expect(page.querySelector('form')?.getAttribute('action')).toBeNull();
    expect(page.querySelector('a')?.getAttribute('href')).toBe('/resetpassword');
    expect(page.querySelector('a')?.textContent).toBe(enGB.forgottenPassword);
    // The app's own script is still the page's only one.
    expect(html.match(/<script/g)).toHaveLength(1);
  });

  it('refuses an index.html it cannot place the form in', () => {
    expect(() => signInPageHtml('<html><body><main></main></body></html>')).toThrow(/#root/);
  });
});
