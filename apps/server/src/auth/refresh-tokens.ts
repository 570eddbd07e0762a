import { randomUUID } from 'node:crypto';
import { and, eq, isNull } from 'drizzle-orm';
import type { Db } from '../db/database';
import { refreshTokens } from '../db/schema';
import { randomToken, sha256 } from './secrets';

/**
 * How long a just-exchanged refresh token may be exchanged again. Two tabs of one browser share
 * the token and may refresh at the same moment; the later one gets a new token of the same family
 * instead of ending the session. A replay after this window is treated as theft.
 */
export const REUSE_GRACE_MS = 30_000;

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
  | { kind: 'rotated'; token: string; userId: string; familyId: string }
  | { kind: 'rejected'; reused: boolean };

/**
 * Exchanges a refresh token for a new one of the same family. A token that was already
 * exchanged more than REUSE_GRACE_MS ago is a sign of theft: the whole family is revoked and both
 * holders must sign in again.
 */
export async function rotateRefreshToken(db: Db, token: string, ttlDays: number): Promise<RotateResult> {
  return db.transaction(async (tx) => {
    const now = new Date();
    const [row] = await tx
      .select()
      .from(refreshTokens)
      .where(eq(refreshTokens.tokenHash, sha256(token)))
      .limit(1);
    if (!row || row.revokedAt) return { kind: 'rejected', reused: false } as const;
    const successor = async () => {
      const next = await issueRefreshToken(tx as unknown as Db, row.userId, ttlDays, row.familyId);
      return { kind: 'rotated', token: next, userId: row.userId, familyId: row.familyId } as const;
    };
    if (row.usedAt) {
      if (now.getTime() - row.usedAt.getTime() < REUSE_GRACE_MS && row.expiresAt > now) return successor();
      await tx
        .update(refreshTokens)
        .set({ revokedAt: now })
        .where(and(eq(refreshTokens.familyId, row.familyId), isNull(refreshTokens.revokedAt)));
      return { kind: 'rejected', reused: true } as const;
    }
    if (row.expiresAt < now) return { kind: 'rejected', reused: false } as const;
    // Of two concurrent exchanges one claims the token; the other waits for it and, finding the
    // token just used, is within the grace window.
    await tx
      .update(refreshTokens)
      .set({ usedAt: now })
      .where(and(eq(refreshTokens.id, row.id), isNull(refreshTokens.usedAt)));
    return successor();
  });
}

/** Logout: the token's whole family stops working. Answers the user it belonged to. */
export async function revokeFamilyOf(db: Db, token: string): Promise<string | undefined> {
  const [row] = await db
    .select()
    .from(refreshTokens)
    .where(eq(refreshTokens.tokenHash, sha256(token)))
    .limit(1);
  if (!row) return undefined;
  await db
    .update(refreshTokens)
    .set({ revokedAt: new Date() })
    .where(and(eq(refreshTokens.familyId, row.familyId), isNull(refreshTokens.revokedAt)));
  return row.userId;
}
