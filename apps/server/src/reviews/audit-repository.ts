import type { Db } from '../db/database';
import { auditLog } from '../db/schema';
import type { Principal } from '../http/access';

/** One line of the audit log: which administrator (or lead) did what to which review. */
export async function recordAudit(
  db: Db,
  p: Principal,
  action: string,
  target: string,
  details: Record<string, unknown>,
): Promise<void> {
  await db.insert(auditLog).values({ actorUserId: p.userId, action, target, details });
}
