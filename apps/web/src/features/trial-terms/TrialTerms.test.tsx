import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { json } from '../../test/fake-api';
import { shellContent, trialUser, trialUserWhoAgreed } from '../../test/fixtures';
import { renderApp } from '../../test/render-app';

const termsBox = () =>
  screen.getByRole('checkbox', { name: /I agree to the trial terms and conditions and the privacy policy/ });
const followUpBox = () =>
  screen.getByRole('checkbox', { name: 'I would like to be contacted at the end of my trial' });
const iAgree = () => screen.getByRole('button', { name: 'I agree' }) as HTMLButtonElement;

describe('trial terms screen (spec 2.3, 5.1)', () => {
  it('is shown to a trial user who has not agreed, whatever the route', async () => {
    renderApp('/structure', trialUser);
    await screen.findByRole('heading', { level: 1, name: 'Trial terms and conditions' });
    expect(screen.queryByRole('heading', { level: 1, name: 'New Review' })).toBeNull();
  });

  it("shows the terms PDF in the browser's own viewer, with links to open and download it", async () => {
    renderApp('/user/dashboard', trialUser);
    const viewer = await screen.findByTitle('Trial terms document');
    expect(viewer.tagName).toBe('IFRAME');
    expect(viewer.getAttribute('src')).toBe('/trial-terms.pdf');
    expect(screen.getByRole('link', { name: 'Open the trial terms in a new tab' }).getAttribute('href')).toBe(
      '/trial-terms.pdf',
    );
    const download = screen.getByRole('link', { name: 'Download the trial terms (PDF)' });
    expect(download.getAttribute('href')).toBe('/trial-terms.pdf');
    expect(download.hasAttribute('download')).toBe(true);
  });

  it('is not shown once the trial user has agreed', async () => {
    renderApp('/structure', trialUserWhoAgreed);
    await screen.findByRole('heading', { level: 1, name: 'New Review' });
    expect(screen.queryByRole('button', { name: 'I agree' })).toBeNull();
  });

  it('keeps I agree disabled until the terms box is ticked, with the follow-up box ticked by default', async () => {
    const { user } = renderApp('/user/dashboard', trialUser);
    await screen.findByRole('heading', { level: 1, name: 'Trial terms and conditions' });
    expect((termsBox() as HTMLInputElement).checked).toBe(false);
    expect((followUpBox() as HTMLInputElement).checked).toBe(true);
    expect(iAgree().disabled).toBe(true);

    await user.click(termsBox());
    expect(iAgree().disabled).toBe(false);
    await user.click(termsBox());
    expect(iAgree().disabled).toBe(true);
  });

  it('records the agreement with the follow-up choice, then shows the screen asked for', async () => {
    let agreed = false;
    const { user, api } = renderApp('/user/dashboard', trialUser, {
      'GET /api/auth/me': () => json(agreed ? trialUserWhoAgreed : trialUser),
      'POST /api/user/termsagreed': () => {
        agreed = true;
        return json({ message: 'saved' });
      },
    });
    await screen.findByRole('heading', { level: 1, name: 'Trial terms and conditions' });
    await user.click(termsBox());
    await user.click(followUpBox());
    await user.click(iAgree());

    await screen.findByRole('heading', { level: 1, name: 'Dashboard' });
    const [call] = api.callsTo('POST', '/api/user/termsagreed');
    expect(call?.body).toEqual({ userName: 'trial@example.com', terms_agreed: 'yes', trial_follow_up: 'no' });
    expect(call?.authorization).toBe('Bearer id-token-1');
  });

  it('logs out with Log out', async () => {
    const { user, router } = renderApp('/user/dashboard', trialUser, {
      'POST /api/auth/logout': () => new Response(null, { status: 204 }),
    });
    await screen.findByRole('heading', { level: 1, name: 'Trial terms and conditions' });
    await user.click(screen.getByRole('button', { name: 'Log out' }));
    await screen.findByRole('heading', { level: 1, name: 'Welcome to Structure Risk Review' });
    expect(router.state.location.pathname).toBe('/');
    const nav = screen.getByRole('navigation', { name: 'Main' });
    within(nav).getByRole('link', { name: 'About' });
  });
});

describe('trial terms at another address', () => {
  const withTerms = (trialTermsUrl: string) => ({
    'GET /api/content/shell': () => json({ ...shellContent, trialTermsUrl }),
  });

  it('offers an uploaded PDF as a download, without a frame (the server sends it as a download)', async () => {
    const url = '/api/content/files/5b0c1c61-6f3b-4a4e-9f5e-0a4b1c2d3e4f/terms.pdf';
    renderApp('/user/dashboard', trialUser, withTerms(url));
    await screen.findByText('Please download the trial terms and read them before you agree.');
    expect(screen.queryByTitle('Trial terms document')).toBeNull();
    expect(screen.queryByRole('link', { name: 'Open the trial terms in a new tab' })).toBeNull();
    expect(screen.getByRole('link', { name: 'Download the trial terms (PDF)' }).getAttribute('href')).toBe(
      url,
    );
  });

  it('makes no frame and no link of an address the address rule refuses', async () => {
    renderApp('/user/dashboard', trialUser, withTerms('javascript:alert(1)'));
    await screen.findByText('The trial terms cannot be shown here. Please contact support.');
    expect(screen.queryByTitle('Trial terms document')).toBeNull();
    expect(screen.queryByRole('link', { name: /trial terms/ })).toBeNull();
  });
});
