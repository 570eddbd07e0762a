import { type CurrentUser, type LoginResponse, routes, type Tokens } from '@tsr/contract';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { refreshTokens } from '../db/schema';
import { demoAccounts } from '../demo/demo-accounts';
import { seedDemoData } from '../demo/seed-demo';
import { createTestApp, type TestApp } from '../testing/test-app';
import { makeUser } from '../testing/user-factory';
import { REUSE_GRACE_MS } from './refresh-tokens';
import { sha256 } from './secrets';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
  await seedDemoData(t.database.db);
});
afterAll(() => t.close());

const demo = (role: string) => {
  const a = demoAccounts.find((x) => x.role.startsWith(role));
  if (!a) throw new Error(role);
  return a;
};

async function login(username: string, password: string, ip = '10.0.0.1') {
  return t.app.server.inject({
    method: 'POST',
    url: routes.login.path,
    payload: { username, password },
    remoteAddress: ip,
  });
}
async function tokensFor(username: string, password: string): Promise<Tokens> {
  const res = await login(username, password);
  expect(res.statusCode).toBe(200);
  const body = res.json<LoginResponse>();
  if (body.kind !== 'tokens') throw new Error('expected tokens');
  return body.tokens;
}
/** Moves the exchange of a refresh token back in time, as if it had happened `ms` ago. */
async function ageExchange(token: string, ms: number) {
  await t.database.db
    .update(refreshTokens)
    .set({ usedAt: new Date(Date.now() - ms) })
    .where(eq(refreshTokens.tokenHash, sha256(token)));
}
async function me(token: string) {
  return t.request(routes.me, { token });
}

describe('sign-in', () => {
  it.each([
    ['admin', ['admin', 'approval', 'submitter']],
    ['account lead', ['accountlead', 'submitter']],
    ['approver', ['approval', 'submitter']],
    ['plain user', ['submitter']],
    ['trial user', ['submitter', 'trialuser']],
  ])('the demo %s signs in and the ID token carries its groups', async (role, groups) => {
    const account = demo(role);
    const tokens = await tokensFor(account.email, account.password);
    const claims = JSON.parse(Buffer.from(tokens.id_token.split('.')[1] ?? '', 'base64url').toString());
    expect(claims.groups).toEqual(groups);
    expect(claims.email).toBe(account.email);
    const res = await me(tokens.id_token);
    expect(res.statusCode).toBe(200);
    expect(res.json<CurrentUser>()).toMatchObject({
      email: account.email,
      groups,
      company_name: account.company,
    });
  });

  it('accepts the e-mail in any case', async () => {
    const a = demo('plain user');
    await tokensFor(a.email.toUpperCase(), a.password);
  });

  it('rejects a wrong password and an unknown user with the same message', async () => {
    const wrong = await login(demo('approver').email, 'not-the-password-1', '10.0.0.2');
    const unknown = await login('nobody@nowhere.example', 'whatever-1', '10.0.0.2');
    for (const res of [wrong, unknown]) {
      expect(res.statusCode).toBe(401);
      expect(res.json()).toEqual({ status: 401, message: 'Incorrect username or password.' });
    }
  });

  it('rejects a missing bearer token and a forged one', async () => {
    expect((await t.request(routes.me)).json()).toEqual({ status: 401, message: 'Please sign in.' });
    const forged = await me('eyJhbGciOiJIUzI1NiJ9.eyJzdWIiOiJ4In0.c2lnbmF0dXJl');
    expect(forged.statusCode).toBe(401);
  });
});

describe('first sign-in with a temporary password', () => {
  it('answers NEW_PASSWORD_REQUIRED, then sets the password, verifies the e-mail and signs in', async () => {
    const a = demo('must set');
    const first = (await login(a.email, a.password)).json<LoginResponse>();
    expect(first).toMatchObject({ kind: 'challenge', challenge: 'NEW_PASSWORD_REQUIRED', email: a.email });
    if (first.kind !== 'challenge') return;

    const weak = await t.request(routes.newPassword, {
      body: { session: first.session, new_password: 'short' },
    });
    expect(weak.statusCode).toBe(400);
    expect(weak.json().message).toContain('at least 12 characters');

    const set = await t.request(routes.newPassword, {
      body: { session: first.session, new_password: 'Brand-new-pass-9' },
    });
    expect(set.statusCode).toBe(200);
    const tokens = set.json<Tokens>();
    const verify = await t.request(routes.verifyUser, {
      token: tokens.id_token,
      body: { userName: a.email },
    });
    expect(verify.statusCode).toBe(200);
    expect((await me(tokens.id_token)).json<CurrentUser>().email_verified).toBe(true);

    // The challenge session cannot be used twice, and the temporary password no longer works.
    const again = await t.request(routes.newPassword, {
      body: { session: first.session, new_password: 'Other-pass-99' },
    });
    expect(again.statusCode).toBe(401);
    expect((await login(a.email, a.password)).statusCode).toBe(401);
    expect((await login(a.email, 'Brand-new-pass-9')).json().kind).toBe('tokens');
  });

  it('does not let anyone verify another user', async () => {
    const tokens = await tokensFor(demo('plain user').email, demo('plain user').password);
    const res = await t.request(routes.verifyUser, {
      token: tokens.id_token,
      body: { userName: demo('admin').email },
    });
    expect(res.statusCode).toBe(403);
  });
});

describe('refresh tokens', () => {
  it('rotate, and a reused token revokes its whole family', async () => {
    const a = demo('approver');
    const tokens = await tokensFor(a.email, a.password);
    const r1 = await t.request(routes.refresh, { body: { refresh_token: tokens.refresh_token } });
    expect(r1.statusCode).toBe(200);
    const next = r1.json<Tokens>();
    expect(next.refresh_token).not.toBe(tokens.refresh_token);
    expect((await me(next.id_token)).statusCode).toBe(200);

    // A replay after the grace window for concurrent tabs (refresh-tokens.db.test.ts covers the window).
    await ageExchange(tokens.refresh_token, REUSE_GRACE_MS + 1_000);
    const reuse = await t.request(routes.refresh, { body: { refresh_token: tokens.refresh_token } });
    expect(reuse.statusCode).toBe(401);
    expect(reuse.json().message).toContain('used twice');
    const afterTheft = await t.request(routes.refresh, { body: { refresh_token: next.refresh_token } });
    expect(afterTheft.statusCode).toBe(401);
  });

  it('stop working after logout', async () => {
    const a = demo('approver');
    const tokens = await tokensFor(a.email, a.password);
    const out = await t.request(routes.logout, { body: { refresh_token: tokens.refresh_token } });
    expect(out.statusCode).toBe(204);
    const res = await t.request(routes.refresh, { body: { refresh_token: tokens.refresh_token } });
    expect(res.statusCode).toBe(401);
  });
});

describe('sign-up with an e-mailed code', () => {
  const email = 'new.client@family-office.example';

  it('creates an unconfirmed trial user who confirms with the code and then signs in', async () => {
    const res = await t.request(routes.signUp, { body: { email, password: 'Sign-up-pass-1' } });
    expect(res.statusCode).toBe(201);
    expect(res.json().message).toBe(
      'Your account has been created. Check your email for further instructions.',
    );
    expect((await login(email, 'Sign-up-pass-1')).json().message).toContain('not confirmed');

    const bad = await t.request(routes.confirmSignUp, { body: { email, code: '000000' } });
    expect(bad.statusCode).toBe(400);
    const ok = await t.request(routes.confirmSignUp, { body: { email, code: t.mailer.codeFor(email) } });
    expect(ok.json()).toEqual({ message: 'Success' });

    const tokens = await tokensFor(email, 'Sign-up-pass-1');
    const user = (await me(tokens.id_token)).json<CurrentUser>();
    expect(user).toMatchObject({
      groups: ['approval', 'submitter', 'trialuser'],
      terms_agreed: 'no',
      trial_follow_up: 'yes',
    });
    expect(user.company_name).toBe(email);
  });

  it('does not reveal that an e-mail already has an account, and tells its owner instead', async () => {
    const a = demo('plain user');
    const before = t.mailer.sent.length;
    const res = await t.request(routes.signUp, { body: { email: a.email, password: 'Another-pass-1' } });
    expect(res.statusCode).toBe(201);
    expect(t.mailer.sent.slice(before).map((m) => m.subject)).toEqual([
      'Tax Structure Review: sign-up attempt',
    ]);
    expect((await login(a.email, a.password)).json().kind).toBe('tokens');
  });

  it('rejects a malformed e-mail with a message naming the field', async () => {
    const res = await t.request(routes.signUp, {
      body: { email: 'not-an-email', password: 'Sign-up-pass-1' },
    });
    expect(res.statusCode).toBe(400);
    expect(res.json()).toEqual({ status: 400, message: 'email: Please enter a valid email address' });
  });
});

describe('trial terms', () => {
  it('records the agreement and the follow-up choice', async () => {
    const a = demo('trial user');
    const tokens = await tokensFor(a.email, a.password);
    const res = await t.request(routes.termsAgreed, {
      token: tokens.id_token,
      body: { userName: a.email, terms_agreed: 'yes', trial_follow_up: 'no' },
    });
    expect(res.statusCode).toBe(200);
    expect((await me(tokens.id_token)).json()).toMatchObject({ terms_agreed: 'yes', trial_follow_up: 'no' });
  });
});

describe('password reset and change', () => {
  it('resets with the e-mailed code, ends every session, and the new password works', async () => {
    const a = await makeUser(t.database.db, { isAdmin: true });
    const old = await tokensFor(a.email, a.password);
    const res = await t.request(routes.resetPassword, { body: { email: a.email } });
    expect(res.json()).toEqual({ message: 'Please check your email for password reset instructions.' });
    const code = t.mailer.codeFor(a.email);
    const done = await t.request(routes.confirmPasswordReset, {
      body: { email: a.email, code, password: 'Reset-pass-42' },
    });
    expect(done.json()).toEqual({ message: 'Your password has been reset.' });
    expect((await t.request(routes.refresh, { body: { refresh_token: old.refresh_token } })).statusCode).toBe(
      401,
    );
    expect((await login(a.email, a.password)).statusCode).toBe(401);
    await tokensFor(a.email, 'Reset-pass-42');
    // A code works once.
    const reuse = await t.request(routes.confirmPasswordReset, {
      body: { email: a.email, code, password: 'Again-pass-42' },
    });
    expect(reuse.statusCode).toBe(400);
  });

  it('answers an unknown e-mail the same way and sends nothing', async () => {
    const before = t.mailer.sent.length;
    const res = await t.request(routes.resetPassword, { body: { email: 'ghost@nowhere.example' } });
    expect(res.statusCode).toBe(200);
    expect(t.mailer.sent.length).toBe(before);
  });

  it('stops a code after five wrong guesses', async () => {
    const a = await makeUser(t.database.db);
    await t.request(routes.resetPassword, { body: { email: a.email } });
    const code = t.mailer.codeFor(a.email);
    for (let i = 0; i < 5; i++) {
      await t.request(routes.confirmPasswordReset, {
        body: { email: a.email, code: `99999${i}`, password: 'Guess-pass-1' },
      });
    }
    const res = await t.request(routes.confirmPasswordReset, {
      body: { email: a.email, code, password: 'Guess-pass-1' },
    });
    expect(res.statusCode).toBe(400);
  });

  it('changes the password only with the right current one', async () => {
    const a = await makeUser(t.database.db);
    const tokens = await tokensFor(a.email, a.password);
    const wrong = await t.request(routes.changePassword, {
      token: tokens.id_token,
      body: { current_password: 'wrong-one-1', new_password: 'Changed-pass-7' },
    });
    expect(wrong.json()).toEqual({ status: 400, message: 'The current password is not correct.' });
    const ok = await t.request(routes.changePassword, {
      token: tokens.id_token,
      body: { current_password: a.password, new_password: 'Changed-pass-7' },
    });
    expect(ok.statusCode).toBe(200);
    await tokensFor(a.email, 'Changed-pass-7');
  });
});
