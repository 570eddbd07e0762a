import { type LoginResponse, routes, type Tokens } from '@tsr/contract';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { refreshTokens } from '../db/schema';
import { demo } from '../demo/demo-accounts';
import { seedDemoData } from '../demo/seed-demo';
import { createTestApp, type TestApp } from '../testing/test-app';
import { REUSE_GRACE_MS } from './refresh-tokens';
import { sha256 } from './secrets';

// Two tabs of one browser share one refresh token and may both refresh at the same moment.
let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
  await seedDemoData(t.database.db);
});
afterAll(() => t.close());

const user = demo.user;

async function signIn(): Promise<Tokens> {
  const res = await t.request(routes.login, { body: { username: user.email, password: user.password } });
  const body = res.json<LoginResponse>();
  if (body.kind !== 'tokens') throw new Error(res.body);
  return body.tokens;
}
const refresh = (refreshToken: string) =>
  t.request(routes.refresh, { body: { refresh_token: refreshToken } });
const me = (idToken: string) => t.request(routes.me, { token: idToken });

describe('refreshing from two tabs at once', () => {
  it('keeps the user signed in in both tabs', async () => {
    const tokens = await signIn();
    const [first, second] = await Promise.all([refresh(tokens.refresh_token), refresh(tokens.refresh_token)]);
    expect([first.statusCode, second.statusCode]).toEqual([200, 200]);
    for (const res of [first, second]) {
      const next = res.json<Tokens>();
      expect((await me(next.id_token)).statusCode).toBe(200);
      expect((await refresh(next.refresh_token)).statusCode).toBe(200);
    }
  });

  it('lets a tab that refreshes a moment after the other stay signed in', async () => {
    const tokens = await signIn();
    expect((await refresh(tokens.refresh_token)).statusCode).toBe(200);
    const late = await refresh(tokens.refresh_token);
    expect(late.statusCode).toBe(200);
    expect((await me(late.json<Tokens>().id_token)).statusCode).toBe(200);
  });

  it('still treats a replay after the grace window as theft and ends the whole sign-in', async () => {
    const tokens = await signIn();
    const next = (await refresh(tokens.refresh_token)).json<Tokens>();
    await t.database.db
      .update(refreshTokens)
      .set({ usedAt: new Date(Date.now() - REUSE_GRACE_MS - 1_000) })
      .where(eq(refreshTokens.tokenHash, sha256(tokens.refresh_token)));

    const replay = await refresh(tokens.refresh_token);
    expect(replay.statusCode).toBe(401);
    expect(replay.json().message).toBe(
      'This session was ended because its refresh token was used twice. Please sign in again.',
    );
    expect((await refresh(next.refresh_token)).statusCode).toBe(401);
  });

  it('does not bring back a signed-out session within the window', async () => {
    const tokens = await signIn();
    const next = (await refresh(tokens.refresh_token)).json<Tokens>();
    await t.request(routes.logout, { body: { refresh_token: next.refresh_token } });
    expect((await refresh(tokens.refresh_token)).statusCode).toBe(401);
  });
});
