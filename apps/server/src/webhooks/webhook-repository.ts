import { and, asc, count, desc, eq, lte, sql } from 'drizzle-orm';
import type { Db } from '../db/database';
import { serverSecrets, users, webhookDeliveries, webhooks } from '../db/schema';

/** The webhooks and their deliveries (issue 35): every statement of the feature. */

export interface WebhookRow {
  id: string;
  companyId: string;
  url: string;
  events: string[];
  createdAt: Date;
  createdByName: string | null;
  /** Its creator's user id (null once that user is deleted): its audit entries list on their page. */
  createdBy: string | null;
}

const webhookColumns = {
  id: webhooks.id,
  companyId: webhooks.companyId,
  url: webhooks.url,
  events: webhooks.events,
  createdAt: webhooks.createdAt,
  createdByName: users.userName,
  createdBy: webhooks.createdBy,
};

/**
 * The key webhook secrets are encrypted with: WEBHOOK_ENCRYPTION_KEY when set, otherwise one made
 * on the first start and kept in the database (as the token signing key is), so every server on
 * the database reads the same.
 */
export async function resolveWebhookKey(
  db: Db,
  configured: string | undefined,
  made: string,
): Promise<string> {
  if (configured) return configured;
  await db.insert(serverSecrets).values({ name: 'webhook-encryption', value: made }).onConflictDoNothing();
  const [row] = await db.select().from(serverSecrets).where(eq(serverSecrets.name, 'webhook-encryption'));
  if (!row) throw new Error('Could not read or create the webhook encryption key');
  return row.value;
}

export async function countWebhooks(db: Db, companyId: string): Promise<number> {
  const [row] = await db.select({ n: count() }).from(webhooks).where(eq(webhooks.companyId, companyId));
  return row?.n ?? 0;
}

export async function insertWebhook(
  db: Db,
  row: { companyId: string; url: string; events: string[]; secretEncrypted: string; createdBy: string },
): Promise<string> {
  const [inserted] = await db.insert(webhooks).values(row).returning({ id: webhooks.id });
  if (!inserted) throw new Error('the webhook was not stored');
  return inserted.id;
}

export async function listWebhooks(db: Db, companyId: string): Promise<WebhookRow[]> {
  return db
    .select(webhookColumns)
    .from(webhooks)
    .leftJoin(users, eq(users.id, webhooks.createdBy))
    .where(eq(webhooks.companyId, companyId))
    .orderBy(desc(webhooks.createdAt), desc(webhooks.id));
}

export async function findWebhook(db: Db, id: string): Promise<WebhookRow | undefined> {
  const [row] = await db
    .select(webhookColumns)
    .from(webhooks)
    .leftJoin(users, eq(users.id, webhooks.createdBy))
    .where(eq(webhooks.id, id));
  return row;
}

/** Deletes the webhook; its deliveries go with it (the foreign key cascades). */
export async function deleteWebhook(db: Db, id: string): Promise<void> {
  await db.delete(webhooks).where(eq(webhooks.id, id));
}

/** One event to be delivered: its JSON exactly as it is signed and sent. */
export interface WebhookEventRow {
  companyId: string;
  eventId: string;
  type: string;
  body: string;
  at: Date;
  /** Set when the event cannot be sent at all (too large): its deliveries are written failed. */
  refused?: string;
}

/**
 * Writes a delivery for every webhook of the company that chose the event, in one statement, in
 * the caller's transaction when it has one: due at once, sent by the delivery loop.
 */
export async function insertEventDeliveries(db: Db, e: WebhookEventRow): Promise<void> {
  const status = e.refused ? 'failed' : 'pending';
  const due = e.refused ? null : e.at.toISOString();
  await db.execute(sql`
    insert into webhook_deliveries (webhook_id, event_id, event, body, status, next_attempt_at, error, created_at)
    select id, ${e.eventId}::uuid, ${e.type}, ${e.body}, ${status}, ${due}::timestamptz,
      ${e.refused ?? null}::text, ${e.at.toISOString()}::timestamptz
    from webhooks
    where company_id = ${e.companyId}::uuid and ${e.type} = any(events)
  `);
}

export type DeliveryRow = typeof webhookDeliveries.$inferSelect;

/** A delivery to one webhook only (the test event), due at once. */
export async function insertDelivery(
  db: Db,
  d: { webhookId: string; eventId: string; type: string; body: string; at: Date },
): Promise<DeliveryRow> {
  const [row] = await db
    .insert(webhookDeliveries)
    .values({
      webhookId: d.webhookId,
      eventId: d.eventId,
      event: d.type,
      body: d.body,
      nextAttemptAt: d.at,
      createdAt: d.at,
    })
    .returning();
  if (!row) throw new Error('the delivery was not stored');
  return row;
}

export async function listDeliveries(db: Db, webhookId: string, limit: number): Promise<DeliveryRow[]> {
  return db
    .select()
    .from(webhookDeliveries)
    .where(eq(webhookDeliveries.webhookId, webhookId))
    .orderBy(desc(webhookDeliveries.createdAt), desc(webhookDeliveries.id))
    .limit(limit);
}

/** A delivery claimed to be sent now, with what sending it needs. */
export interface ClaimedDelivery {
  id: string;
  eventId: string;
  event: string;
  body: string;
  attempts: number;
  createdAt: Date;
  url: string;
  secretEncrypted: string;
}

/**
 * Claims up to `limit` due deliveries: locked with SKIP LOCKED, so another server's claim passes
 * them by, and leased by moving their next attempt to `leaseUntil`, so none is claimed again while
 * it is being sent (a server that dies mid-send leaves it due again when the lease ends).
 */
export async function claimDueDeliveries(
  db: Db,
  now: Date,
  leaseUntil: Date,
  limit: number,
): Promise<ClaimedDelivery[]> {
  return db.transaction(async (tx) => {
    const due = await tx
      .select({
        id: webhookDeliveries.id,
        eventId: webhookDeliveries.eventId,
        event: webhookDeliveries.event,
        body: webhookDeliveries.body,
        attempts: webhookDeliveries.attempts,
        createdAt: webhookDeliveries.createdAt,
        url: webhooks.url,
        secretEncrypted: webhooks.secretEncrypted,
      })
      .from(webhookDeliveries)
      .innerJoin(webhooks, eq(webhooks.id, webhookDeliveries.webhookId))
      .where(and(eq(webhookDeliveries.status, 'pending'), lte(webhookDeliveries.nextAttemptAt, now)))
      .orderBy(asc(webhookDeliveries.nextAttemptAt))
      .limit(limit)
      .for('update', { of: webhookDeliveries, skipLocked: true });
    for (const d of due) {
      await tx
        .update(webhookDeliveries)
        .set({ nextAttemptAt: leaseUntil })
        .where(eq(webhookDeliveries.id, d.id));
    }
    return due;
  });
}

/** What one attempt came to: delivered, tried again at `nextAttemptAt`, or given up. */
export type AttemptOutcome =
  | { status: 'delivered'; responseStatus: number; at: Date }
  | { status: 'pending'; responseStatus: number | null; error: string; nextAttemptAt: Date }
  | { status: 'failed'; responseStatus: number | null; error: string };

export async function recordAttempt(db: Db, id: string, attempts: number, o: AttemptOutcome): Promise<void> {
  await db
    .update(webhookDeliveries)
    .set({
      status: o.status,
      attempts,
      responseStatus: o.responseStatus,
      error: o.status === 'delivered' ? null : o.error,
      nextAttemptAt: o.status === 'pending' ? o.nextAttemptAt : null,
      deliveredAt: o.status === 'delivered' ? o.at : null,
    })
    .where(eq(webhookDeliveries.id, id));
}
