import { type LoginResponse, routes } from '@tsr/contract';
import { like } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { rateLimits } from '../db/schema';
import { person } from '../testing/people';
import { createTestApp, type TestApp } from '../testing/test-app';
import { throttlePolicy } from './sign-in-throttle';

// One wrong password from each of many addresses slows the account, not only each pair,
// while its owner at an address they signed in from before still signs in. Behind a proxy
// (TRUST_PROXY), as in production: the address is the X-Forwarded-For the proxy adds.
let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({ TRUST_PROXY: 'true', AUTH_RATE_LIMIT_PER_MINUTE: '1000' });
});
afterAll(() => t.close());

const PASSWORD = 'People-pass-1';
const login = (username: string, password: string, address: string) =>
  t.request(routes.login, { body: { username, password }, headers: { 'x-forwarded-for': address } });
const tryAgainIn = (minutes: number) =>
  `Too many failed sign-in attempts. Please try again in ${minutes} minute${minutes === 1 ? '' : 's'}.`;
/** Lets the account's delay run out, as if the guesser waited it out. */
const waitOutAccountDelay = (email: string) =>
  t.database.db
    .update(rateLimits)
    .set({ expire: new Date(Date.now() - 1) })
    .where(like(rateLimits.key, `signin:account-delay:${email}`));

describe('guessing one account from many addresses', () => {
  it('refuses the sixth wrong password from a sixth address, and the right one from a new address', async () => {
    const owner = await person(t, 'Spread Guess Ltd');
    expect((await login(owner.email, PASSWORD, '203.0.113.10')).statusCode).toBe(200);

    const answers: number[] = [];
    for (let i = 1; i <= throttlePolicy.freeFailures + 1; i++) {
      answers.push((await login(owner.email, `wrong-password-${i}`, `198.51.100.${i}`)).statusCode);
    }
    expect(answers).toEqual([401, 401, 401, 401, 401, 429]);
    const refused = await login(owner.email, PASSWORD, '198.51.100.7');
    expect(refused.statusCode).toBe(429);
    expect(refused.json()).toEqual({ status: 429, message: tryAgainIn(1) });

    // The owner, at the address they signed in from before, is not held up.
    const own = await login(owner.email, PASSWORD, '203.0.113.10');
    expect(own.statusCode).toBe(200);
    expect(own.json<LoginResponse>().kind).toBe('tokens');
    // Their sign-in does not end the delay for everyone else.
    expect((await login(owner.email, PASSWORD, '198.51.100.8')).statusCode).toBe(429);
  });

  it('makes each further failure wait twice as long, wherever it comes from', async () => {
    const owner = await person(t, 'Spread Guess Ltd');
    for (let i = 1; i <= throttlePolicy.freeFailures; i++) {
      await login(owner.email, 'wrong-password', `198.51.101.${i}`);
    }
    const waits: string[] = [];
    for (let i = 0; i < 3; i++) {
      await waitOutAccountDelay(owner.email);
      expect((await login(owner.email, 'wrong-password', `198.51.102.${i}`)).statusCode).toBe(401);
      waits.push((await login(owner.email, PASSWORD, `198.51.103.${i}`)).json().message);
    }
    expect(waits).toEqual([tryAgainIn(1), tryAgainIn(2), tryAgainIn(4)]);
  });

  it('leaves other accounts guessed from the same addresses alone', async () => {
    const guessed = await person(t, 'Spread Guess Ltd');
    const other = await person(t, 'Spread Guess Ltd');
    for (let i = 1; i <= throttlePolicy.freeFailures + 1; i++) {
      await login(guessed.email, 'wrong-password', `198.51.104.${i}`);
    }
    expect((await login(guessed.email, PASSWORD, '198.51.104.1')).statusCode).toBe(429);
    expect((await login(other.email, PASSWORD, '198.51.104.1')).statusCode).toBe(200);
  });

  it('ends the delay when the owner resets the password from a new address', async () => {
    const owner = await person(t, 'Spread Guess Ltd');
    for (let i = 1; i <= throttlePolicy.freeFailures + 1; i++) {
      await login(owner.email, 'wrong-password', `198.51.105.${i}`);
    }
    const away = '192.0.2.44';
    expect((await login(owner.email, PASSWORD, away)).statusCode).toBe(429);
    await t.request(routes.resetPassword, {
      body: { email: owner.email },
      headers: { 'x-forwarded-for': away },
    });
    const reset = await t.request(routes.confirmPasswordReset, {
      body: { email: owner.email, code: t.mailer.codeFor(owner.email), password: 'Spread-new-pass-9' },
      headers: { 'x-forwarded-for': away },
    });
    expect(reset.statusCode).toBe(200);
    expect((await login(owner.email, 'Spread-new-pass-9', away)).statusCode).toBe(200);
  });
});
