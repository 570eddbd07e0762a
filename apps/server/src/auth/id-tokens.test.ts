import { afterEach, describe, expect, it, vi } from 'vitest';
import { type IdClaims, IdTokens } from './id-tokens';

const claims: IdClaims = {
  sub: 'u-1',
  email: 'a@example.com',
  name: 'A',
  groups: ['approval'],
  terms_agreed: 'yes',
  sv: 3,
  sid: 's-1',
};
const subject = { userId: 'u-1', sessionVersion: 3, sessionId: 's-1' };

describe('ID tokens', () => {
  afterEach(() => vi.useRealTimers());

  it('accepts its own token again and again (the second time from what it verified)', async () => {
    const tokens = new IdTokens('a-secret-long-enough-for-hmac-sha-256', 60);
    const token = await tokens.signIdToken(claims);
    expect(await tokens.verifyIdToken(token)).toEqual(subject);
    expect(await tokens.verifyIdToken(token)).toEqual(subject);
  });

  it('refuses a token whose signature was changed, even after accepting the real one', async () => {
    const tokens = new IdTokens('a-secret-long-enough-for-hmac-sha-256', 60);
    const token = await tokens.signIdToken(claims);
    await tokens.verifyIdToken(token);
    const tampered = `${token.slice(0, -2)}${token.endsWith('AA') ? 'BB' : 'AA'}`;
    expect(await tokens.verifyIdToken(tampered)).toBeNull();
    expect(await new IdTokens('another-secret-long-enough-for-hmac', 60).verifyIdToken(token)).toBeNull();
  });

  it('refuses a token it accepted once it has expired', async () => {
    vi.useFakeTimers({ toFake: ['Date'] });
    vi.setSystemTime(new Date('2026-11-25T08:00:00Z'));
    const tokens = new IdTokens('a-secret-long-enough-for-hmac-sha-256', 60);
    const token = await tokens.signIdToken(claims);
    expect(await tokens.verifyIdToken(token)).toEqual(subject);
    vi.setSystemTime(new Date('2026-11-25T08:01:01Z'));
    expect(await tokens.verifyIdToken(token)).toBeNull();
  });
});
