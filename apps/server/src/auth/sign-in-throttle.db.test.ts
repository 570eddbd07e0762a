import { type LoginResponse, routes } from '@tsr/contract';
import { like, or } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { rateLimits } from '../db/schema';
import { demo } from '../demo/demo-accounts';
import { seedDemoData } from '../demo/seed-demo';
import { createTestApp, type TestApp } from '../testing/test-app';
import { delayAfterFailure, SignInThrottle, throttlePolicy } from './sign-in-throttle';

// Nobody can lock an owner out of their account by guessing its password from elsewhere.
let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
  await seedDemoData(t.database.db);
});
afterAll(() => t.close());

const login = (username: string, password: string, ip: string) =>
  t.app.server.inject({
    method: 'POST',
    url: routes.login.path,
    payload: { username, password },
    remoteAddress: ip,
  });
/** Lets every waiting delay (pairs' and accounts') run out, as if the attacker waited it out. */
const waitOutDelays = () =>
  t.database.db
    .update(rateLimits)
    .set({ expire: new Date(Date.now() - 1) })
    .where(or(like(rateLimits.key, 'signin:delay:%'), like(rateLimits.key, 'signin:account-delay:%')));
const tryAgainIn = (minutes: number) =>
  `Too many failed sign-in attempts. Please try again in ${minutes} minute${minutes === 1 ? '' : 's'}.`;

describe('guessing one account from one address', () => {
  it('slows the guesser with growing delays while the owner signs in from their own address', async () => {
    const owner = demo.lead;
    // The owner's usual address: they have signed in from it before.
    expect((await login(owner.email, owner.password, '10.9.0.1')).statusCode).toBe(200);
    for (let i = 0; i < throttlePolicy.freeFailures; i++) {
      expect((await login(owner.email, `wrong-password-${i}`, '10.9.0.66')).statusCode).toBe(401);
    }
    const delayed = await login(owner.email, owner.password, '10.9.0.66');
    expect(delayed.statusCode).toBe(429);
    expect(delayed.json().message).toBe(tryAgainIn(1));

    // The owner, at their own address, is not held up by the stranger's guesses.
    const own = await login(owner.email, owner.password, '10.9.0.1');
    expect(own.statusCode).toBe(200);
    expect(own.json<LoginResponse>().kind).toBe('tokens');

    // Each further wrong guess from the stranger's address waits twice as long as the one before.
    const waits: string[] = [];
    for (let i = 0; i < 3; i++) {
      await waitOutDelays();
      expect((await login(owner.email, 'wrong-again-1', '10.9.0.66')).statusCode).toBe(401);
      waits.push((await login(owner.email, owner.password, '10.9.0.66')).json().message);
    }
    expect(waits).toEqual([tryAgainIn(1), tryAgainIn(2), tryAgainIn(4)]);
  });

  it('grows the delay from 30 seconds, doubling, to at most 15 minutes', () => {
    const delays = Array.from({ length: 14 }, (_, i) => delayAfterFailure(i + 1));
    expect(delays).toEqual([0, 0, 0, 0, 30, 60, 120, 240, 480, 900, 900, 900, 900, 900]);
  });

  it('forgets the failures once the right password is given', async () => {
    const a = demo.approver;
    for (let i = 0; i < throttlePolicy.freeFailures - 1; i++)
      await login(a.email, 'wrong-password-1', '10.9.1.1');
    expect((await login(a.email, a.password, '10.9.1.1')).statusCode).toBe(200);
    // Counting starts again: four more failures do not yet delay.
    for (let i = 0; i < throttlePolicy.freeFailures - 1; i++)
      await login(a.email, 'wrong-password-1', '10.9.1.1');
    expect((await login(a.email, a.password, '10.9.1.1')).statusCode).toBe(200);
  });
});

describe('wide attacks', () => {
  it('stop an address that sprays many accounts, except for owners who signed in from it before', async () => {
    const regular = demo.user;
    const newcomer = demo.admin;
    expect((await login(regular.email, regular.password, '10.9.2.1')).statusCode).toBe(200);

    // Another server on the same database records the spray: the counters are shared.
    const otherServer = new SignInThrottle(t.database.db);
    for (let i = 0; i <= throttlePolicy.addressLimit; i++) {
      await otherServer.recordFailure(`guess${i}@spray.example`, '10.9.2.1');
    }

    expect((await login(newcomer.email, newcomer.password, '10.9.2.1')).statusCode).toBe(429);
    expect((await login(regular.email, regular.password, '10.9.2.1')).statusCode).toBe(200);
    expect((await login(newcomer.email, newcomer.password, '10.9.2.2')).statusCode).toBe(200);
  });

  it('slow an account guessed from many addresses, except at the address its owner signed in from', async () => {
    const owner = demo.trial;
    expect((await login(owner.email, owner.password, '10.9.3.1')).statusCode).toBe(200);
    // Another server records the guesses, one from each address: the account's counter is shared.
    const otherServer = new SignInThrottle(t.database.db);
    for (let i = 0; i < throttlePolicy.freeFailures; i++) {
      await otherServer.recordFailure(owner.email, `10.9.4.${i}`);
    }
    expect((await login(owner.email, owner.password, '10.9.5.1')).statusCode).toBe(429);
    expect((await login(owner.email, owner.password, '10.9.3.1')).statusCode).toBe(200);
  });
});
