import { createHmac } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { WebhookSecrets } from './webhook-secrets';
import { signatureHeader, verifySignature } from './webhook-signature';

describe('the signature header', () => {
  const secret = 'whsec_test';
  const body = '{"id":"e1","type":"webhook.test"}';
  const now = new Date('2026-11-29T10:00:00Z');
  const t = now.getTime() / 1000;

  it('is the HMAC-SHA256 of "<t>.<body>", as a receiver computes it by hand', () => {
    const expected = createHmac('sha256', secret).update(`${t}.${body}`).digest('hex');
    expect(signatureHeader(secret, t, body)).toBe(`t=${t},v1=${expected}`);
  });

  it('verifies with the right secret and body, within the tolerance only', () => {
    const header = signatureHeader(secret, t, body);
    expect(verifySignature(secret, header, body, { now, toleranceSeconds: 300 })).toBe(true);
    expect(verifySignature('whsec_other', header, body, { now, toleranceSeconds: 300 })).toBe(false);
    expect(verifySignature(secret, header, `${body} `, { now, toleranceSeconds: 300 })).toBe(false);
    const later = new Date(now.getTime() + 301_000);
    expect(verifySignature(secret, header, body, { now: later, toleranceSeconds: 300 })).toBe(false);
  });
});

describe('secrets at rest', () => {
  it('are encrypted, read back with the same key and not with another', () => {
    const secret = WebhookSecrets.generate();
    const stored = new WebhookSecrets('k'.repeat(32)).encrypt(secret);
    expect(stored).not.toContain(secret.slice(6));
    expect(new WebhookSecrets('k'.repeat(32)).decrypt(stored)).toBe(secret);
    expect(new WebhookSecrets('x'.repeat(32)).decrypt(stored)).toBeNull();
  });
});
