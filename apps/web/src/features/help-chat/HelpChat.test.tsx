import { act, screen, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { json } from '../../test/fake-api';
import { developmentConfig, plainUser } from '../../test/fixtures';
import { renderApp } from '../../test/render-app';
import { CRISP_SCRIPT_URL, HELP_CHAT_SCRIPT_ID } from './load-help-chat';

const chatScript = () => document.getElementById(HELP_CHAT_SCRIPT_ID) as HTMLScriptElement | null;

/**
 * The screen is drawn before the shell's effects have run (React runs them after the paint, later
 * still on a loaded machine): flushing them first makes "not loaded" mean the shell decided so.
 */
const shellEffectsRun = () => act(async () => {});
const withCrisp = {
  'GET /api/config': () => json({ ...developmentConfig, helpChat: { provider: 'crisp', siteId: 's-1' } }),
};

afterEach(() => {
  chatScript()?.remove();
  delete window.$crisp;
  delete window.CRISP_WEBSITE_ID;
});

describe('help chat in the shell', () => {
  it("loads the configured widget with the signed-in user's e-mail", async () => {
    renderApp('/user/dashboard', plainUser, withCrisp);
    await screen.findByRole('heading', { level: 1, name: 'Dashboard' });
    await waitFor(() => expect(chatScript()?.src).toBe(CRISP_SCRIPT_URL));
    expect(window.$crisp).toContainEqual(['set', 'user:email', ['pat@example.com']]);
  });

  it('does not load for a visitor', async () => {
    renderApp('/', 'visitor', withCrisp);
    await screen.findByRole('heading', { level: 1 });
    await shellEffectsRun();
    expect(chatScript()).toBeNull();
  });

  it('does not load when no provider is configured', async () => {
    renderApp('/user/dashboard', plainUser);
    await screen.findByRole('heading', { level: 1, name: 'Dashboard' });
    await shellEffectsRun();
    expect(chatScript()).toBeNull();
  });
});
