import { eq, inArray, sql } from 'drizzle-orm';
import type { Db } from '../db/database';
import { signInThrottle } from '../db/schema';
import { AppError } from '../http/app-error';

/**
 * Failed sign-ins are counted per account and per address within a window; past the limit the
 * key is locked for the lock time. Counters live in the database so every server agrees.
 */
export const throttlePolicy = {
  windowMs: 15 * 60_000,
  lockMs: 15 * 60_000,
  accountLimit: 5,
  addressLimit: 20,
} as const;

const accountKey = (email: string) => `account:${email.toLowerCase()}`;
const addressKey = (ip: string) => `address:${ip}`;

export async function assertNotThrottled(db: Db, email: string, ip: string, now = new Date()): Promise<void> {
  const rows = await db
    .select()
    .from(signInThrottle)
    .where(inArray(signInThrottle.key, [accountKey(email), addressKey(ip)]));
  const lockedUntil = rows
    .map((r) => r.lockedUntil)
    .filter((d): d is Date => d !== null && d > now)
    .sort((a, b) => b.getTime() - a.getTime())[0];
  if (lockedUntil) {
    const minutes = Math.max(1, Math.ceil((lockedUntil.getTime() - now.getTime()) / 60_000));
    throw new AppError(
      'TOO_MANY_REQUESTS',
      `Too many failed sign-in attempts. Please try again in ${minutes} minute${minutes === 1 ? '' : 's'}.`,
    );
  }
}

export async function recordFailure(db: Db, email: string, ip: string, now = new Date()): Promise<void> {
  await bump(db, accountKey(email), throttlePolicy.accountLimit, now);
  await bump(db, addressKey(ip), throttlePolicy.addressLimit, now);
}

export async function clearAccount(db: Db, email: string): Promise<void> {
  await db.delete(signInThrottle).where(eq(signInThrottle.key, accountKey(email)));
}

async function bump(db: Db, key: string, limit: number, now: Date): Promise<void> {
  const windowStart = new Date(now.getTime() - throttlePolicy.windowMs);
  const lockUntil = new Date(now.getTime() + throttlePolicy.lockMs);
  // One statement, so concurrent failures on several servers all count.
  await db
    .insert(signInThrottle)
    .values({ key, failures: 1, windowStartedAt: now, lockedUntil: limit <= 1 ? lockUntil : null })
    .onConflictDoUpdate({
      target: signInThrottle.key,
      set: {
        failures: sql`case when ${signInThrottle.windowStartedAt} < ${windowStart} then 1 else ${signInThrottle.failures} + 1 end`,
        windowStartedAt: sql`case when ${signInThrottle.windowStartedAt} < ${windowStart} then ${now} else ${signInThrottle.windowStartedAt} end`,
        lockedUntil: sql`case when ${signInThrottle.windowStartedAt} >= ${windowStart} and ${signInThrottle.failures} + 1 >= ${limit} then ${lockUntil} else ${signInThrottle.lockedUntil} end`,
      },
    });
}
