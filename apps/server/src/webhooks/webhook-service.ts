import { randomUUID } from 'node:crypto';
import {
  type CreatedWebhook,
  type CreateWebhookRequest,
  WEBHOOK_MESSAGES,
  WEBHOOKS_PER_COMPANY,
  type Webhook,
  type WebhookDeliveries,
  type WebhookDelivery,
  type WebhookEventType,
  type WebhookList,
} from '@tsr/contract';
import { writeAudit } from '../audit/audit-log';
import type { Db } from '../db/database';
import type { Principal } from '../http/access';
import { AppError } from '../http/app-error';
import { assertManagesWebhook, assertManagesWebhooks } from '../http/policies';
import { addressProblem } from './webhook-address';
import { eventBody } from './webhook-events';
import {
  countWebhooks,
  type DeliveryRow,
  deleteWebhook,
  findWebhook,
  insertDelivery,
  insertWebhook,
  listDeliveries,
  listWebhooks,
  type WebhookRow,
} from './webhook-repository';
import { WebhookSecrets } from './webhook-secrets';

/** The newest deliveries a webhook's list shows. */
const DELIVERIES_SHOWN = 100;

const webhookView = (row: WebhookRow): Webhook => ({
  id: row.id,
  url: row.url,
  events: row.events as WebhookEventType[],
  created_at: row.createdAt.toISOString(),
  created_by: row.createdByName,
});

/** What the audit log keeps of a webhook: never its secret. */
const webhookSnapshot = (row: WebhookRow): Record<string, unknown> => ({
  webhook: row.url,
  events: row.events.join(', '),
});

const deliveryView = (row: DeliveryRow): WebhookDelivery => ({
  id: row.id,
  event_id: row.eventId,
  event: row.event as WebhookDelivery['event'],
  status: row.status as WebhookDelivery['status'],
  attempts: row.attempts,
  next_attempt_at: row.nextAttemptAt?.toISOString() ?? null,
  response_status: row.responseStatus,
  error: row.error,
  created_at: row.createdAt.toISOString(),
  delivered_at: row.deliveredAt?.toISOString() ?? null,
});

/**
 * A company's webhooks (issue 35): registered by its account leads and admins at an address the
 * server may reach (webhook-address.ts), listed, deleted, their deliveries shown, a test sent.
 */
export class WebhookService {
  constructor(
    private readonly deps: {
      db: Db;
      secrets: WebhookSecrets;
      allowLoopbackHttp: boolean;
      /** Tells the delivery loop a delivery is due now. */
      wake: () => void;
    },
  ) {}

  async list(p: Principal): Promise<WebhookList> {
    assertManagesWebhooks(p);
    return { webhooks: (await listWebhooks(this.deps.db, p.companyId)).map(webhookView) };
  }

  async create(p: Principal, body: CreateWebhookRequest): Promise<CreatedWebhook> {
    assertManagesWebhooks(p);
    const problem = await addressProblem(body.url, this.deps.allowLoopbackHttp);
    if (problem) throw new AppError('BAD_REQUEST', problem);
    const { db } = this.deps;
    if ((await countWebhooks(db, p.companyId)) >= WEBHOOKS_PER_COMPANY)
      throw new AppError('CONFLICT', WEBHOOK_MESSAGES.tooMany);
    const secret = WebhookSecrets.generate();
    const id = await insertWebhook(db, {
      companyId: p.companyId,
      url: new URL(body.url).toString(),
      events: body.events,
      secretEncrypted: this.deps.secrets.encrypt(secret),
      createdBy: p.userId,
    });
    const webhook = await this.webhookOf(p, id);
    await writeAudit(db, p, 'webhook.create', id, null, webhookSnapshot(webhook), p.userId);
    return { webhook: webhookView(webhook), secret };
  }

  async delete(p: Principal, id: string): Promise<void> {
    const webhook = await this.webhookOf(p, id);
    await deleteWebhook(this.deps.db, id);
    await writeAudit(
      this.deps.db,
      p,
      'webhook.delete',
      id,
      webhookSnapshot(webhook),
      null,
      webhook.createdBy,
    );
  }

  async deliveries(p: Principal, id: string): Promise<WebhookDeliveries> {
    await this.webhookOf(p, id);
    return { deliveries: (await listDeliveries(this.deps.db, id, DELIVERIES_SHOWN)).map(deliveryView) };
  }

  /** A `webhook.test` event to this webhook only, sent by the loop at once. */
  async test(p: Principal, id: string): Promise<WebhookDelivery> {
    const webhook = await this.webhookOf(p, id);
    const at = new Date();
    const eventId = randomUUID();
    const row = await insertDelivery(this.deps.db, {
      webhookId: id,
      eventId,
      type: 'webhook.test',
      body: eventBody('webhook.test', {
        id: eventId,
        companyId: webhook.companyId,
        at,
        data: { webhook_id: id },
      }),
      at,
    });
    this.deps.wake();
    return deliveryView(row);
  }

  private async webhookOf(p: Principal, id: string): Promise<WebhookRow> {
    assertManagesWebhooks(p);
    const row = await findWebhook(this.deps.db, id);
    if (!row) throw new AppError('NOT_FOUND', WEBHOOK_MESSAGES.notFound);
    assertManagesWebhook(p, row);
    return row;
  }
}
