import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { defineConfig } from '@playwright/test';

// The journeys drive Debian's Chromium against the real built server on a fresh embedded database,
// with a real SMTP server on 127.0.0.1 that keeps the mails it receives (e2e/support/smtp-sink.mjs).
// E2E_PORT_BASE moves all three ports, so that two checkouts can run their journeys at once.
const portBase = Number(process.env.E2E_PORT_BASE ?? 3210);
const appPort = portBase;
const mailApiPort = portBase + 1;
const smtpPort = portBase + 2;
process.env.E2E_MAIL_API = `http://127.0.0.1:${mailApiPort}`;
/** The journeys that change the draft and publish it. */
const AUTHORING = [
  /authoring-.*\.spec\.ts/,
  /preview\.spec\.ts/,
  /survey-designer\.spec\.ts/,
  /versions\.spec\.ts/,
];
/** The journey that changes the site's texts, the navigation's titles among them. */
const SITE_CONTENT = /site-content\.spec\.ts/;
const dataDir = process.env.E2E_DATA_DIR ?? mkdtempSync(path.join(tmpdir(), 'tsr-e2e-'));

export default defineConfig({
  testDir: 'e2e',
  timeout: 60_000,
  expect: { timeout: 10_000 },
  fullyParallel: false,
  workers: Number(process.env.E2E_WORKERS ?? 2),
  retries: 0,
  forbidOnly: true,
  reporter: [
    ['list'],
    ['json', { outputFile: process.env.PLAYWRIGHT_JSON_OUTPUT_NAME ?? '.reports/playwright.json' }],
  ],
  use: {
    baseURL: `http://127.0.0.1:${appPort}`,
    browserName: 'chromium',
    locale: 'en-GB',
    actionTimeout: 15_000,
    trace: 'retain-on-failure',
    screenshot: 'only-on-failure',
    launchOptions: {
      executablePath: '/usr/bin/chromium',
      args: [
        '--headless',
        '--no-sandbox',
        '--disable-gpu',
        '--disable-quic',
        '--no-first-run',
        '--disable-background-networking',
        '--disable-component-update',
        '--disable-sync',
      ],
    },
  },
  // The journeys share one server, so those that change what every user sees run after the rest:
  // the authoring ones one at a time, as they share the one draft and publish it (a new version for
  // every review started after), and beside them site content, which renames the navigation the
  // others click through. The rest run two at a time, each test on its own; a journey that changes
  // its own user's password or sessions uses an account of its own (support/accounts.ts).
  projects: [
    { name: 'journeys', testIgnore: [...AUTHORING, SITE_CONTENT], fullyParallel: true },
    { name: 'authoring', testMatch: AUTHORING, workers: 1, dependencies: ['journeys'] },
    { name: 'site content', testMatch: SITE_CONTENT, workers: 1, dependencies: ['journeys'] },
  ],
  webServer: [
    {
      command: `node e2e/support/smtp-sink.mjs`,
      url: `http://127.0.0.1:${mailApiPort}/health`,
      env: { SMTP_PORT: String(smtpPort), MAIL_API_PORT: String(mailApiPort) },
      reuseExistingServer: false,
      timeout: 10_000,
    },
    {
      command: 'node apps/server/dist/main.js',
      url: `http://127.0.0.1:${appPort}/api/ready`,
      env: {
        PORT: String(appPort),
        HOST: '127.0.0.1',
        DATA_DIR: dataDir,
        SMTP_URL: `smtp://127.0.0.1:${smtpPort}`,
        DEMO_DATA: 'on',
        LOG_LEVEL: 'warn',
        AUTH_RATE_LIMIT_PER_MINUTE: '1000',
      },
      reuseExistingServer: false,
      timeout: 60_000,
    },
  ],
});
