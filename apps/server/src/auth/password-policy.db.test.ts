import { type LoginResponse, routes, type Tokens } from '@tsr/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { demo, demoAccounts } from '../demo/demo-accounts';
import { seedDemoData } from '../demo/seed-demo';
import { createTestApp, type TestApp } from '../testing/test-app';
import { BREACHED_PASSWORD } from './breached-passwords';

let t: TestApp;
beforeAll(async () => {
  // A low limit on auth calls, so the rate limiter's own answer is among the ones checked below.
  t = await createTestApp({ AUTH_RATE_LIMIT_PER_MINUTE: '20' });
  await seedDemoData(t.database.db);
});
afterAll(() => t.close());

async function signIn(email: string, password: string, ip = '10.7.0.1') {
  const res = await t.app.server.inject({
    method: 'POST',
    url: routes.login.path,
    payload: { username: email, password },
    remoteAddress: ip,
  });
  return res;
}
async function tokensOf(email: string, password: string): Promise<Tokens> {
  const body = (await signIn(email, password)).json<LoginResponse>();
  if (body.kind !== 'tokens') throw new Error('expected tokens');
  return body.tokens;
}

describe('new passwords', () => {
  it.each([
    ['password1234', 'the list itself'],
    ['QWERTYUIOP123', 'the list in another case'],
    ['Sunshine2024!', 'a listed password with digits and symbols around it'],
  ])('refuses %s (%s) on sign-up, naming the field', async (password) => {
    const res = await t.request(routes.signUp, {
      body: { email: 'breach.test@family-office.example', password },
    });
    expect(res.statusCode).toBe(400);
    expect(res.json()).toEqual({ status: 400, message: `password: ${BREACHED_PASSWORD}` });
  });

  it('refuses a breached password on change, reset and the first-password challenge too', async () => {
    const user = demo.user;
    const tokens = await tokensOf(user.email, user.password);
    const change = await t.request(routes.changePassword, {
      token: tokens.id_token,
      body: { current_password: user.password, new_password: 'qwerty123456' },
    });
    expect(change.json()).toEqual({ status: 400, message: `new_password: ${BREACHED_PASSWORD}` });

    const reset = await t.request(routes.confirmPasswordReset, {
      body: { email: user.email, code: '123456', password: 'qwerty123456' },
    });
    expect(reset.json()).toEqual({ status: 400, message: `password: ${BREACHED_PASSWORD}` });

    const newcomer = demo.newUser;
    const challenge = (await signIn(newcomer.email, newcomer.password)).json<LoginResponse>();
    if (challenge.kind !== 'challenge') throw new Error('expected the challenge');
    const first = await t.request(routes.newPassword, {
      body: { session: challenge.session, new_password: 'qwerty123456' },
    });
    expect(first.json()).toEqual({ status: 400, message: `new_password: ${BREACHED_PASSWORD}` });
  });

  it('counts letters of any script as letters and asks for 12 characters', async () => {
    const ok = await t.request(routes.signUp, {
      body: { email: 'umlaut@family-office.example', password: 'üüüüüüüüüüü1' },
    });
    expect(ok.statusCode).toBe(201);
    const short = await t.request(routes.signUp, {
      body: { email: 'short@family-office.example', password: 'üüüüüüü1' },
    });
    expect(short.json()).toEqual({
      status: 400,
      message: 'password: Password must be at least 12 characters long',
    });
  });

  it('still signs in with passwords set before the rule (the shorter demo passwords)', async () => {
    for (const a of demoAccounts.filter((x) => x.password.length < 12)) {
      expect((await signIn(a.email, a.password, '10.7.0.2')).statusCode).toBe(200);
    }
  });
});

describe('every auth answer', () => {
  it('tells caches not to store it, successes, errors and rate-limit answers alike', async () => {
    const user = demo.approver;
    const tokens = await tokensOf(user.email, user.password);
    const answers = [
      await signIn(user.email, user.password),
      await signIn(user.email, 'wrong-password-1'),
      await t.request(routes.refresh, { body: { refresh_token: tokens.refresh_token } }),
      await t.request(routes.me, { token: tokens.id_token }),
      await t.request(routes.me),
      await t.call('POST', '/api/auth/signup', { body: { email: 'x' } }),
      await t.request(routes.confirmSignUp, { body: { email: user.email, code: '000000' } }),
      await t.request(routes.resetPassword, { body: { email: user.email } }),
      await t.call('POST', '/api/auth/confirmpasswordreset', { body: {} }),
      await t.request(routes.newPassword, { body: { session: 'x', new_password: 'Brand-new-pass-9' } }),
      await t.call('POST', '/api/auth/changepassword', { body: {} }),
      await t.request(routes.verifyUser, { token: tokens.id_token, body: { userName: user.email } }),
      await t.call('POST', '/api/user/termsagreed', { body: {} }),
      await t.request(routes.logout, { body: { refresh_token: 'unknown' } }),
    ];
    answers.push(
      await t.request(routes.signUp, {
        body: { email: 'cache.test@family-office.example', password: 'Cache-test-pass-1' },
      }),
    );
    // The sign-in throttle's answer, and the per-address rate limiter's.
    for (let i = 0; i < 6; i++) answers.push(await signIn(user.email, 'wrong-password-2', '10.7.0.9'));
    for (let i = 0; i < 21; i++) {
      answers.push(await t.request(routes.confirmSignUp, { body: { email: user.email, code: '1' } }));
    }
    const messages = answers.filter((a) => a.statusCode === 429).map((a) => a.json().message);
    expect(messages).toContainEqual(expect.stringMatching(/^Too many failed sign-in attempts/));
    expect(messages).toContainEqual(expect.stringMatching(/^Too many requests/));
    const statuses = new Set(answers.map((a) => a.statusCode));
    expect([...statuses].sort()).toEqual([200, 201, 204, 400, 401, 429]);
    for (const answer of answers) expect(answer.headers['cache-control']).toBe('no-store');
  });
});
