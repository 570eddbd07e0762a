import { type LoginResponse, routes, type Tokens } from '@tsr/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { findUserByEmail, updateUser } from '../accounts/user-rows';
import { demo } from '../demo/demo-accounts';
import { seedDemoData } from '../demo/seed-demo';
import { createTestApp, type TestApp } from '../testing/test-app';

// Sessions end when they should: old ID tokens are refused at once, not after their 15 minutes.
let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
  await seedDemoData(t.database.db);
});
afterAll(() => t.close());

/** One sign-in, as one browser makes it. */
async function signIn(email: string, password: string): Promise<Tokens> {
  const res = await t.request(routes.login, { body: { username: email, password } });
  const body = res.json<LoginResponse>();
  if (body.kind !== 'tokens') throw new Error(`expected tokens, got ${res.body}`);
  return body.tokens;
}
const me = (idToken: string) => t.request(routes.me, { token: idToken });
const refresh = (refreshToken: string) =>
  t.request(routes.refresh, { body: { refresh_token: refreshToken } });

describe('changing the password', () => {
  it('ends every other session at once and keeps this one', async () => {
    const a = demo.user;
    const laptop = await signIn(a.email, a.password);
    const phone = await signIn(a.email, a.password);

    const change = await t.request(routes.changePassword, {
      token: laptop.id_token,
      body: { current_password: a.password, new_password: 'Laptop-changed-pass-7' },
    });
    expect(change.statusCode).toBe(200);

    // The phone's ID token and refresh token stop working now.
    expect((await me(phone.id_token)).statusCode).toBe(401);
    expect((await refresh(phone.refresh_token)).statusCode).toBe(401);
    // The laptop refreshes (its old ID token carries the old session version) and carries on.
    expect((await me(laptop.id_token)).statusCode).toBe(401);
    const renewed = await refresh(laptop.refresh_token);
    expect(renewed.statusCode).toBe(200);
    expect((await me(renewed.json<Tokens>().id_token)).statusCode).toBe(200);
  });
});

describe('ID tokens are refused at once', () => {
  it('after logout, while another sign-in of the user carries on after a refresh', async () => {
    const a = demo.approver;
    const here = await signIn(a.email, a.password);
    const elsewhere = await signIn(a.email, a.password);
    expect((await me(here.id_token)).statusCode).toBe(200);

    const out = await t.request(routes.logout, { body: { refresh_token: here.refresh_token } });
    expect(out.statusCode).toBe(204);
    const refused = await me(here.id_token);
    expect(refused.statusCode).toBe(401);
    expect(refused.json()).toEqual({
      status: 401,
      message: 'Your session has expired. Please sign in again.',
    });
    expect((await refresh(here.refresh_token)).statusCode).toBe(401);

    const again = await refresh(elsewhere.refresh_token);
    expect(again.statusCode).toBe(200);
    expect((await me(again.json<Tokens>().id_token)).statusCode).toBe(200);
  });

  it('after a password reset', async () => {
    const a = demo.lead;
    const before = await signIn(a.email, a.password);
    await t.request(routes.resetPassword, { body: { email: a.email } });
    const done = await t.request(routes.confirmPasswordReset, {
      body: { email: a.email, code: t.mailer.codeFor(a.email), password: 'Lead-reset-pass-2026' },
    });
    expect(done.statusCode).toBe(200);
    expect((await me(before.id_token)).statusCode).toBe(401);
    expect((await refresh(before.refresh_token)).statusCode).toBe(401);
  });

  it('after the user is disabled, and stay refused when the user is enabled again', async () => {
    const a = demo.trial;
    const tokens = await signIn(a.email, a.password);
    const user = await findUserByEmail(t.database.db, a.email);
    if (!user) throw new Error('no trial user');

    await updateUser(t.database.db, user.id, { isEnabled: false });
    expect((await me(tokens.id_token)).statusCode).toBe(401);
    await updateUser(t.database.db, user.id, { isEnabled: true });
    expect((await me(tokens.id_token)).statusCode).toBe(401);
    expect((await refresh(tokens.refresh_token)).statusCode).toBe(401);
    // A new sign-in works as usual.
    expect((await me((await signIn(a.email, a.password)).id_token)).statusCode).toBe(200);
  });
});
