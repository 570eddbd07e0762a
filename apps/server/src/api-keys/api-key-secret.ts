import { API_KEY_PREFIX } from '@tsr/contract';
import { randomToken, sha256 } from '../auth/secrets';

/** The characters of the secret, after `tsr_`, kept to tell keys apart: 48 bits, no use alone. */
const SHOWN_CHARACTERS = 8;

export interface NewApiKeySecret {
  /** `tsr_` and 256 random bits (base64url): shown once, never stored. */
  secret: string;
  /** What is stored: its SHA-256 digest. */
  secretHash: string;
  /** What is shown in the list: `tsr_` and its first characters. */
  prefix: string;
}

/**
 * A new key's secret. SHA-256, not argon2 or bcrypt: those slow down guessing a password a person
 * chose; 256 random bits cannot be guessed at any speed, and a fast digest is what lets each call
 * find its key by an indexed lookup (a salted slow hash would need the key's id beside the secret
 * and tens of milliseconds on every call). Refresh tokens are stored the same way (decision 0012).
 */
export function newApiKeySecret(): NewApiKeySecret {
  const secret = `${API_KEY_PREFIX}${randomToken()}`;
  return {
    secret,
    secretHash: apiKeyDigest(secret),
    prefix: secret.slice(0, API_KEY_PREFIX.length + SHOWN_CHARACTERS),
  };
}

export const apiKeyDigest = (secret: string): string => sha256(secret);

/** A bearer that is an API key rather than an ID token (a JWT never begins with `tsr_`). */
export const isApiKeySecret = (bearer: string): boolean => bearer.startsWith(API_KEY_PREFIX);
