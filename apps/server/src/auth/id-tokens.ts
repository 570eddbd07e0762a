import type { Group } from '@tsr/contract';
import { errors, jwtVerify, SignJWT } from 'jose';

const ISSUER = 'tax-structure-review';

export interface IdClaims {
  sub: string;
  email: string;
  name: string;
  groups: Group[];
  terms_agreed: 'yes' | 'no';
}

/**
 * Signs and verifies the short-lived ID token (HS256) and the NEW_PASSWORD_REQUIRED session.
 * The token_use claim keeps one kind from being accepted as the other.
 */
export class IdTokens {
  private readonly key: Uint8Array;
  constructor(
    secret: string,
    readonly ttlSeconds: number,
  ) {
    this.key = new TextEncoder().encode(secret);
  }

  signIdToken(claims: IdClaims): Promise<string> {
    return new SignJWT({ ...claims, token_use: 'id' })
      .setProtectedHeader({ alg: 'HS256' })
      .setIssuer(ISSUER)
      .setIssuedAt()
      .setExpirationTime(`${this.ttlSeconds}s`)
      .sign(this.key);
  }

  /** The user id of a valid ID token, or null when it is invalid or expired. */
  async verifyIdToken(token: string): Promise<string | null> {
    return this.verify(token, 'id');
  }

  signChallenge(userId: string): Promise<string> {
    return new SignJWT({ token_use: 'new_password_required' })
      .setProtectedHeader({ alg: 'HS256' })
      .setSubject(userId)
      .setIssuer(ISSUER)
      .setIssuedAt()
      .setExpirationTime('10m')
      .sign(this.key);
  }

  verifyChallenge(token: string): Promise<string | null> {
    return this.verify(token, 'new_password_required');
  }

  private async verify(token: string, use: string): Promise<string | null> {
    try {
      const { payload } = await jwtVerify(token, this.key, { issuer: ISSUER, algorithms: ['HS256'] });
      if (payload.token_use !== use || typeof payload.sub !== 'string') return null;
      return payload.sub;
    } catch (err) {
      if (err instanceof errors.JOSEError) return null;
      throw err;
    }
  }
}
