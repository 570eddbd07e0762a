import { routes } from '@tsr/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { demoAccounts } from '../demo/demo-accounts';
import { seedDemoData } from '../demo/seed-demo';
import { createTestApp, type TestApp } from '../testing/test-app';

/** The sign-up and reset e-mails link to the page where the code is entered, filled in. */
let t: TestApp;

beforeAll(async () => {
  t = await createTestApp({ PUBLIC_URL: 'https://review.example/tsr' });
  await seedDemoData(t.database.db);
});
afterAll(() => t.close());

const lastMailTo = (to: string) => t.mailer.sent.filter((m) => m.to === to).at(-1)?.text ?? '';

describe('links in the e-mails with a code', () => {
  it('sign-up: to Confirm sign up under PUBLIC_URL, with the e-mail address and the code', async () => {
    const email = 'link.reader@family-office.example';
    await t.request(routes.signUp, { body: { email, password: 'Link-reader-1' } });
    const code = t.mailer.codeFor(email);
    expect(lastMailTo(email)).toContain(
      `https://review.example/tsr/confirmsignup?email=link.reader%40family-office.example&code=${code}`,
    );
  });

  it('reset: to Confirm password reset under PUBLIC_URL, with the e-mail address and the code', async () => {
    const a = demoAccounts.find((x) => x.role === 'plain user');
    if (!a) throw new Error('plain user');
    await t.request(routes.resetPassword, { body: { email: a.email } });
    const code = t.mailer.codeFor(a.email);
    expect(lastMailTo(a.email)).toContain(
      `https://review.example/tsr/confirmpasswordreset?email=user%40northbridge.example&code=${code}`,
    );
  });
});
