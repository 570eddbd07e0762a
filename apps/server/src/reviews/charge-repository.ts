import { count, eq } from 'drizzle-orm';
import type { Db } from '../db/database';
import { charges, users } from '../db/schema';

/**
 * The owner's review cap, with the owner's row locked until the transaction ends: submits of one
 * owner are serialised by it, so two at once cannot both pass the cap check.
 */
export async function lockOwnerCap(tx: Db, userId: string): Promise<{ reviewCap: number } | undefined> {
  const [owner] = await tx
    .select({ reviewCap: users.reviewCap })
    .from(users)
    .where(eq(users.id, userId))
    .for('update');
  return owner;
}

/** Whether the review was charged already (a review reverted to editing keeps its charge). */
export async function isCharged(tx: Db, reviewId: string): Promise<boolean> {
  const [row] = await tx.select({ id: charges.id }).from(charges).where(eq(charges.reviewId, reviewId));
  return row !== undefined;
}

/** How many submitted reviews the owner has been charged for. */
export async function chargesOf(tx: Db, userId: string): Promise<number> {
  const [used] = await tx.select({ n: count() }).from(charges).where(eq(charges.userId, userId));
  return used?.n ?? 0;
}

export async function insertCharge(
  tx: Db,
  charge: { companyId: string; userId: string; reviewId: string; entities: number },
): Promise<void> {
  await tx.insert(charges).values(charge);
}
