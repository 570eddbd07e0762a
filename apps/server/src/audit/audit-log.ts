import type { AuditEntry } from '@tsr/contract';
import { desc, eq, or } from 'drizzle-orm';
import type { Db } from '../db/database';
import { auditLog } from '../db/schema';
import type { Principal } from '../http/access';

type Snapshot = Record<string, unknown> | null;

/**
 * What a change is recorded as. A review's own entries are written by reviews/audit-repository.ts
 * (`review.*`, `report.*`).
 */
export type AuditAction =
  | 'user.create'
  | 'user.update'
  | 'user.delete'
  | 'customer.delete'
  | 'api_key.create'
  | 'api_key.revoke'
  | 'webhook.create'
  | 'webhook.delete';

/**
 * Appends one entry. The log is append-only: this module only inserts and reads, and the table has
 * no foreign keys, so deleting a user or a customer keeps what was done to them and by whom.
 * `subjectUserId` names the user whose page lists an entry whose target is not a user (an API key
 * or a webhook lists on its creator's page).
 */
export async function writeAudit(
  db: Db,
  actor: Principal,
  action: AuditAction,
  target: string,
  before: Snapshot,
  after: Snapshot,
  subjectUserId: string | null = null,
): Promise<void> {
  await db.insert(auditLog).values({
    actorUserId: actor.userId,
    action,
    target,
    subjectUserId,
    details: { actorEmail: actor.email, before, after },
  });
}

interface Details {
  actorEmail?: string;
  before?: Snapshot;
  after?: Snapshot;
}

/**
 * The entries about one user, newest first: changes to the user (target) and to their reviews
 * (subject, written by reviews/audit-repository.ts), including reviews deleted since.
 */
export async function readAudit(db: Db, userId: string, limit = 500): Promise<AuditEntry[]> {
  const rows = await db
    .select()
    .from(auditLog)
    .where(or(eq(auditLog.target, userId), eq(auditLog.subjectUserId, userId)))
    .orderBy(desc(auditLog.createdAt), desc(auditLog.id))
    .limit(limit);
  return rows.map((r) => {
    const d = (r.details ?? {}) as Details;
    return {
      id: r.id,
      at: Math.floor(r.createdAt.getTime() / 1000),
      actor: d.actorEmail ?? r.actorUserId ?? '',
      action: r.action,
      before: d.before ?? null,
      after: d.after ?? null,
    };
  });
}
