import type { Tokens } from '@tsr/contract';

/** The tokens of a signed-in browser; expiresAt is in epoch milliseconds. */
export interface StoredTokens {
  idToken: string;
  refreshToken: string;
  expiresAt: number;
}

/** A NEW_PASSWORD_REQUIRED challenge waiting for the first password (spec 4). */
export interface PasswordChallenge {
  session: string;
  email: string;
}

export type AuthSession =
  | { kind: 'signedOut' }
  | { kind: 'challenge'; challenge: PasswordChallenge }
  | { kind: 'signedIn'; tokens: StoredTokens };

const TOKENS_KEY = 'tsr.auth.tokens';
// The challenge session is short-lived: it lives only as long as the browser tab.
const CHALLENGE_KEY = 'tsr.auth.challenge';

type Listener = () => void;
const listeners = new Set<Listener>();

export function subscribeToSession(listener: Listener): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

function notify(): void {
  for (const listener of listeners) listener();
}

export function readSession(): AuthSession {
  const tokens = readJson<StoredTokens>(localStorage, TOKENS_KEY, isStoredTokens);
  if (tokens) return { kind: 'signedIn', tokens };
  const challenge = readJson<PasswordChallenge>(sessionStorage, CHALLENGE_KEY, isChallenge);
  if (challenge) return { kind: 'challenge', challenge };
  return { kind: 'signedOut' };
}

export function storeTokens(tokens: Tokens, now = Date.now()): StoredTokens {
  const stored: StoredTokens = {
    idToken: tokens.id_token,
    refreshToken: tokens.refresh_token,
    expiresAt: now + tokens.expires_in * 1000,
  };
  sessionStorage.removeItem(CHALLENGE_KEY);
  localStorage.setItem(TOKENS_KEY, JSON.stringify(stored));
  notify();
  return stored;
}

export function storeChallenge(challenge: PasswordChallenge): void {
  localStorage.removeItem(TOKENS_KEY);
  sessionStorage.setItem(CHALLENGE_KEY, JSON.stringify(challenge));
  notify();
}

/** Signs out locally: forgets tokens and any pending challenge. */
export function clearSession(): void {
  localStorage.removeItem(TOKENS_KEY);
  sessionStorage.removeItem(CHALLENGE_KEY);
  notify();
}

function readJson<T>(storage: Storage, key: string, isValid: (value: unknown) => value is T): T | null {
  const text = storage.getItem(key);
  if (!text) return null;
  try {
    const value: unknown = JSON.parse(text);
    return isValid(value) ? value : null;
  } catch {
    return null;
  }
}

function isStoredTokens(value: unknown): value is StoredTokens {
  if (typeof value !== 'object' || value === null) return false;
  const v = value as Record<string, unknown>;
  return (
    typeof v.idToken === 'string' && typeof v.refreshToken === 'string' && typeof v.expiresAt === 'number'
  );
}

function isChallenge(value: unknown): value is PasswordChallenge {
  if (typeof value !== 'object' || value === null) return false;
  const v = value as Record<string, unknown>;
  return typeof v.session === 'string' && typeof v.email === 'string';
}
