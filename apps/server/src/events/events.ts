import type { Db } from '../db/database';
import { events } from '../db/schema';

/** Usage events behind the customer metrics (spec 2.10): logins, review starts and submits. */
export type EventKind = 'login' | 'review_started' | 'review_submitted';

export async function recordEvent(
  db: Db,
  e: { kind: EventKind; userId: string; companyId: string; entities?: number },
): Promise<void> {
  await db
    .insert(events)
    .values({ kind: e.kind, userId: e.userId, companyId: e.companyId, entities: e.entities ?? null });
}
