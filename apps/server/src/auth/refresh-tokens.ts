import { randomUUID } from 'node:crypto';
import { and, eq, isNull } from 'drizzle-orm';
import type { Db } from '../db/database';
import { refreshTokens } from '../db/schema';
import { randomToken, sha256 } from './secrets';

export interface Issued {
  token: string;
  userId: string;
}

/** Starts a new family (one sign-in) and returns its first refresh token. */
export async function issueRefreshToken(
  db: Db,
  userId: string,
  ttlDays: number,
  familyId: string = randomUUID(),
) {
  const token = randomToken();
  await db.insert(refreshTokens).values({
    userId,
    familyId,
    tokenHash: sha256(token),
    expiresAt: new Date(Date.now() + ttlDays * 86_400_000),
  });
  return token;
}

export type RotateResult =
  | { kind: 'rotated'; token: string; userId: string }
  | { kind: 'rejected'; reused: boolean };

/**
 * Exchanges a refresh token for a new one of the same family. A token that was already
 * exchanged is a sign of theft: the whole family is revoked and both holders must sign in again.
 */
export async function rotateRefreshToken(db: Db, token: string, ttlDays: number): Promise<RotateResult> {
  return db.transaction(async (tx) => {
    const [row] = await tx
      .select()
      .from(refreshTokens)
      .where(eq(refreshTokens.tokenHash, sha256(token)))
      .limit(1);
    if (!row || row.revokedAt) return { kind: 'rejected', reused: false } as const;
    if (row.usedAt) {
      await tx
        .update(refreshTokens)
        .set({ revokedAt: new Date() })
        .where(and(eq(refreshTokens.familyId, row.familyId), isNull(refreshTokens.revokedAt)));
      return { kind: 'rejected', reused: true } as const;
    }
    if (row.expiresAt < new Date()) return { kind: 'rejected', reused: false } as const;
    // Only one of two concurrent exchanges of the same token wins.
    const claimed = await tx
      .update(refreshTokens)
      .set({ usedAt: new Date() })
      .where(and(eq(refreshTokens.id, row.id), isNull(refreshTokens.usedAt)))
      .returning({ id: refreshTokens.id });
    if (claimed.length === 0) return { kind: 'rejected', reused: true } as const;
    const next = await issueRefreshToken(tx as unknown as Db, row.userId, ttlDays, row.familyId);
    return { kind: 'rotated', token: next, userId: row.userId } as const;
  });
}

/** Logout: the token's whole family stops working. */
export async function revokeFamilyOf(db: Db, token: string): Promise<void> {
  const [row] = await db
    .select()
    .from(refreshTokens)
    .where(eq(refreshTokens.tokenHash, sha256(token)))
    .limit(1);
  if (!row) return;
  await db
    .update(refreshTokens)
    .set({ revokedAt: new Date() })
    .where(and(eq(refreshTokens.familyId, row.familyId), isNull(refreshTokens.revokedAt)));
}

/** After a password change or reset every session of the user ends. */
export async function revokeAllOf(db: Db, userId: string): Promise<void> {
  await db
    .update(refreshTokens)
    .set({ revokedAt: new Date() })
    .where(and(eq(refreshTokens.userId, userId), isNull(refreshTokens.revokedAt)));
}
