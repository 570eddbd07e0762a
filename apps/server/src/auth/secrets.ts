import { createHash, randomBytes, randomInt, timingSafeEqual } from 'node:crypto';

/** Opaque random token for refresh tokens (256 bits). */
export function randomToken(): string {
  return randomBytes(32).toString('base64url');
}

/** Refresh tokens and codes are stored as SHA-256 digests: high-entropy or attempt-limited inputs. */
export function sha256(value: string): string {
  return createHash('sha256').update(value).digest('hex');
}

export function sameDigest(a: string, b: string): boolean {
  const x = Buffer.from(a, 'hex');
  const y = Buffer.from(b, 'hex');
  return x.length === y.length && timingSafeEqual(x, y);
}

/** Six-digit code for e-mail confirmation and password reset. */
export function sixDigitCode(): string {
  return String(randomInt(0, 1_000_000)).padStart(6, '0');
}
