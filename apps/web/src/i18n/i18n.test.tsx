import { screen } from '@testing-library/react';
import i18next from 'i18next';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { json } from '../test/fake-api';
import { developmentConfig } from '../test/fixtures';
import { renderApp } from '../test/render-app';
import { detectLocale } from './locale';

describe('locale from the browser (spec 2.2)', () => {
  it.each([
    [['de-DE', 'en-GB'], 'de-DE'],
    [['de'], 'de-DE'],
    [['de-AT'], 'de-DE'],
    [['en-PI'], 'en-PI'],
    [['en-US'], 'en-GB'],
    [['fr-FR', 'de-CH'], 'de-DE'],
    [['fr-FR'], 'en-GB'],
    [[], 'en-GB'],
  ])('%j gives %s', (languages, locale) => {
    expect(detectLocale(languages)).toBe(locale);
  });
});

describe('translated login strings', () => {
  afterEach(async () => {
    await i18next.changeLanguage('en-GB');
  });

  it('shows the Login screen in German', async () => {
    await i18next.changeLanguage('de-DE');
    renderApp('/login');
    await screen.findByRole('heading', { level: 1, name: 'Anmeldung' });
    screen.getByLabelText('E-Mail');
    screen.getByLabelText('Passwort');
    screen.getByRole('button', { name: 'Anmelden' });
    screen.getByRole('link', { name: 'Passwort vergessen' });
  });

  it('shows the Login screen in pirate English', async () => {
    await i18next.changeLanguage('en-PI');
    renderApp('/login');
    await screen.findByRole('button', { name: 'Hoist the sails' });
    screen.getByLabelText('Yer e-mail');
  });

  it('switches language with the selector in the app bar (shown when /api/config is not production)', async () => {
    const { user } = renderApp('/login');
    await screen.findByRole('heading', { level: 1, name: 'Login' });
    await user.click(await screen.findByRole('combobox', { name: 'Language' }));
    await user.click(await screen.findByRole('option', { name: 'Deutsch' }));
    await screen.findByRole('heading', { level: 1, name: 'Anmeldung' });
  });
});

describe('language selector follows /api/config, not the build mode (spec 2.2)', () => {
  afterEach(() => {
    vi.unstubAllEnvs();
  });

  it('shows in a production build when the server runs with APP_ENV=development', async () => {
    vi.stubEnv('PROD', true);
    renderApp('/login');
    await screen.findByRole('heading', { level: 1, name: 'Login' });
    await screen.findByRole('combobox', { name: 'Language' });
  });

  it('is hidden when the server runs with APP_ENV=production', async () => {
    renderApp('/login', 'visitor', {
      'GET /api/config': () => json({ ...developmentConfig, environment: 'production' }),
    });
    await screen.findByRole('heading', { level: 1, name: 'Login' });
    expect(screen.queryByRole('combobox', { name: 'Language' })).toBeNull();
  });
});
