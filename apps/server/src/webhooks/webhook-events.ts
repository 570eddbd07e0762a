import { randomUUID } from 'node:crypto';
import { WEBHOOK_PAYLOADS, type WebhookEventData, type WebhookEventType } from '@tsr/contract';
import type { Db } from '../db/database';
import { insertEventDeliveries } from './webhook-repository';

/** The largest event body sent; an event over it is recorded as failed rather than sent. */
export const WEBHOOK_BODY_LIMIT_BYTES = 64 * 1024;

/** An event's JSON, as it is stored, signed and sent, checked against its documented payload. */
export function eventBody<T extends keyof typeof WEBHOOK_PAYLOADS>(
  type: T,
  e: { id: string; companyId: string; at: Date; data: WebhookEventData<T> },
): string {
  const payload = { id: e.id, type, created_at: e.at.toISOString(), company_id: e.companyId, data: e.data };
  // The OpenAPI document describes these schemas: a payload that strays from them fails here.
  return JSON.stringify(WEBHOOK_PAYLOADS[type].parse(payload));
}

/**
 * Tells the company's webhooks that chose it of an event (issue 35): a delivery row per webhook,
 * written with `db` (the caller's transaction, where the event has one) and sent later by the
 * delivery loop (webhook-delivery-runner.ts), so the request that caused it never waits on a
 * receiver and a restart loses nothing. A company without webhooks costs one indexed statement.
 */
export async function recordWebhookEvent<T extends WebhookEventType>(
  db: Db,
  companyId: string,
  type: T,
  data: WebhookEventData<T>,
): Promise<void> {
  const at = new Date();
  const eventId = randomUUID();
  const body = eventBody(type, { id: eventId, companyId, at, data });
  const refused =
    Buffer.byteLength(body) > WEBHOOK_BODY_LIMIT_BYTES
      ? `The event is larger than ${WEBHOOK_BODY_LIMIT_BYTES / 1024} KiB and was not sent.`
      : undefined;
  await insertEventDeliveries(db, { companyId, eventId, type, body, at, ...(refused ? { refused } : {}) });
}
