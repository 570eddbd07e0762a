import { createHmac, timingSafeEqual } from 'node:crypto';

/**
 * The `X-TSR-Signature` header of a delivery, in Stripe's style: `t=<unix seconds>,v1=<hex>`, the
 * HMAC-SHA256 of `<t>.<body>` keyed by the webhook's secret (its UTF-8 text, `whsec_` included).
 * The timestamp is signed too, so a receiver can refuse an old delivery replayed.
 */
export function signatureHeader(secret: string, unixSeconds: number, body: string): string {
  return `t=${unixSeconds},v1=${hmacOf(secret, unixSeconds, body)}`;
}

function hmacOf(secret: string, unixSeconds: number, body: string): string {
  return createHmac('sha256', secret).update(`${unixSeconds}.${body}`).digest('hex');
}

/**
 * What a receiver does (and the tests' receiver): true when the header signs this body with this
 * secret and its timestamp is within `toleranceSeconds` of `now`.
 */
export function verifySignature(
  secret: string,
  header: string,
  body: string,
  opts: { now: Date; toleranceSeconds: number },
): boolean {
  const parts = new Map(header.split(',').map((part) => part.split('=', 2) as [string, string]));
  const t = Number(parts.get('t'));
  const given = parts.get('v1');
  if (!Number.isInteger(t) || !given) return false;
  if (Math.abs(opts.now.getTime() / 1000 - t) > opts.toleranceSeconds) return false;
  const expected = Buffer.from(hmacOf(secret, t, body), 'hex');
  const actual = Buffer.from(given, 'hex');
  return actual.length === expected.length && timingSafeEqual(actual, expected);
}
