import { and, desc, eq, isNull } from 'drizzle-orm';
import type { Db } from '../db/database';
import { oneTimeCodes } from '../db/schema';
import { sameDigest, sha256, sixDigitCode } from './secrets';

export type CodePurpose = 'signup' | 'reset';

const lifetimeMs: Record<CodePurpose, number> = { signup: 24 * 3_600_000, reset: 3_600_000 };
/** Wrong guesses allowed before a code stops working: 6 digits and 5 tries give 1 in 200,000. */
const MAX_ATTEMPTS = 5;

/** Issues a new code, replacing any earlier unused code of the same purpose. */
export async function issueCode(db: Db, userId: string, purpose: CodePurpose): Promise<string> {
  const code = sixDigitCode();
  await db.transaction(async (tx) => {
    await tx
      .update(oneTimeCodes)
      .set({ usedAt: new Date() })
      .where(
        and(eq(oneTimeCodes.userId, userId), eq(oneTimeCodes.purpose, purpose), isNull(oneTimeCodes.usedAt)),
      );
    await tx.insert(oneTimeCodes).values({
      userId,
      purpose,
      codeHash: sha256(code),
      expiresAt: new Date(Date.now() + lifetimeMs[purpose]),
    });
  });
  return code;
}

/** Uses the code if it matches the newest live one; counts a wrong guess otherwise. */
export async function consumeCode(
  db: Db,
  userId: string,
  purpose: CodePurpose,
  code: string,
): Promise<boolean> {
  const [row] = await db
    .select()
    .from(oneTimeCodes)
    .where(
      and(eq(oneTimeCodes.userId, userId), eq(oneTimeCodes.purpose, purpose), isNull(oneTimeCodes.usedAt)),
    )
    .orderBy(desc(oneTimeCodes.createdAt))
    .limit(1);
  if (!row || row.expiresAt < new Date() || row.attempts >= MAX_ATTEMPTS) return false;
  if (!sameDigest(row.codeHash, sha256(code.trim()))) {
    await db
      .update(oneTimeCodes)
      .set({ attempts: row.attempts + 1 })
      .where(eq(oneTimeCodes.id, row.id));
    return false;
  }
  const used = await db
    .update(oneTimeCodes)
    .set({ usedAt: new Date() })
    .where(and(eq(oneTimeCodes.id, row.id), isNull(oneTimeCodes.usedAt)))
    .returning({ id: oneTimeCodes.id });
  return used.length === 1;
}
