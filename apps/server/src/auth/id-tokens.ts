import type { Group } from '@tsr/contract';
import { errors, type JWTPayload, jwtVerify, SignJWT } from 'jose';

const ISSUER = 'tax-structure-review';
/** Verified ID tokens kept: a few MB at most, more than the signed-in users of a busy hour. */
const VERIFIED_TOKENS_KEPT = 10_000;

export interface IdClaims {
  sub: string;
  email: string;
  name: string;
  groups: Group[];
  terms_agreed: 'yes' | 'no';
  /** The user's session version when signed: a raised version refuses the token at once. */
  sv: number;
  /** The sign-in (refresh-token family) the token belongs to. */
  sid: string;
}

/** What the server needs of a valid ID token to check it against the user row. */
export interface IdTokenSubject {
  userId: string;
  sessionVersion: number;
  sessionId: string;
}

/**
 * Signs and verifies the short-lived ID token (HS256) and the NEW_PASSWORD_REQUIRED session.
 * The token_use claim keeps one kind from being accepted as the other.
 */
export class IdTokens {
  /**
   * Imported once: given raw bytes, jose imports the key through WebCrypto on every sign and
   * verify, which cost about as much as the HMAC itself on every authenticated call (decision 0017).
   */
  private readonly key: ReturnType<typeof crypto.subtle.importKey>;
  /**
   * ID tokens already verified, by their whole text (signature included, so only the token that
   * was checked matches), until they expire: a browser sends the same token with every call for
   * its lifetime, and the HMAC check through WebCrypto was 6 % of a `next` call's CPU (decision 0017).
   * What may change meanwhile (a disabled user, a raised session version) is checked against the
   * user row on every call, not here. The oldest entry goes when the map is full.
   */
  private readonly verified = new Map<string, { subject: IdTokenSubject; expiresAt: number }>();
  constructor(
    secret: string,
    readonly ttlSeconds: number,
  ) {
    this.key = crypto.subtle.importKey(
      'raw',
      new TextEncoder().encode(secret),
      { name: 'HMAC', hash: 'SHA-256' },
      false,
      ['sign', 'verify'],
    );
  }

  async signIdToken(claims: IdClaims): Promise<string> {
    return new SignJWT({ ...claims, token_use: 'id' })
      .setProtectedHeader({ alg: 'HS256' })
      .setIssuer(ISSUER)
      .setIssuedAt()
      .setExpirationTime(`${this.ttlSeconds}s`)
      .sign(await this.key);
  }

  /** The subject of a valid ID token, or null when it is invalid, expired or lacks a session. */
  async verifyIdToken(token: string): Promise<IdTokenSubject | null> {
    const known = this.verified.get(token);
    if (known) {
      if (known.expiresAt > Date.now() / 1000) return known.subject;
      this.verified.delete(token);
    }
    const payload = await this.verify(token, 'id');
    if (!payload || typeof payload.sv !== 'number' || typeof payload.sid !== 'string') return null;
    const subject = { userId: payload.sub, sessionVersion: payload.sv, sessionId: payload.sid };
    if (typeof payload.exp === 'number') {
      if (this.verified.size >= VERIFIED_TOKENS_KEPT)
        this.verified.delete(this.verified.keys().next().value ?? '');
      this.verified.set(token, { subject, expiresAt: payload.exp });
    }
    return subject;
  }

  async signChallenge(userId: string): Promise<string> {
    return new SignJWT({ token_use: 'new_password_required' })
      .setProtectedHeader({ alg: 'HS256' })
      .setSubject(userId)
      .setIssuer(ISSUER)
      .setIssuedAt()
      .setExpirationTime('10m')
      .sign(await this.key);
  }

  async verifyChallenge(token: string): Promise<string | null> {
    return (await this.verify(token, 'new_password_required'))?.sub ?? null;
  }

  private async verify(token: string, use: string): Promise<(JWTPayload & { sub: string }) | null> {
    try {
      const { payload } = await jwtVerify(token, await this.key, { issuer: ISSUER, algorithms: ['HS256'] });
      if (payload.token_use !== use || typeof payload.sub !== 'string') return null;
      return { ...payload, sub: payload.sub };
    } catch (err) {
      if (err instanceof errors.JOSEError) return null;
      throw err;
    }
  }
}
