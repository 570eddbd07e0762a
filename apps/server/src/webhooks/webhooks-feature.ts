import { randomBytes } from 'node:crypto';
import type { FastifyInstance } from 'fastify';
import type { Config } from '../config/config';
import type { Db } from '../db/database';
import {
  DEFAULT_DELIVERY_TUNING,
  type DeliveryTuning,
  WebhookDeliveryRunner,
} from './webhook-delivery-runner';
import { resolveWebhookKey } from './webhook-repository';
import { webhookRoutes } from './webhook-routes';
import { WebhookSecrets } from './webhook-secrets';
import { WebhookService } from './webhook-service';

/**
 * Webhooks in the app (issue 35): their routes, and the delivery loop, started when the app is
 * ready and stopped, after the attempts in flight, when it closes (so a test's app ends cleanly).
 */
/** Tests only: the delivery loop's clock and schedule, or no loop at all (`deliver: false`). */
export type WebhookOptions = Partial<DeliveryTuning> & { deliver?: boolean };

export async function registerWebhooks(
  server: FastifyInstance,
  opts: { db: Db; config: Config; tuning?: WebhookOptions },
): Promise<void> {
  const { db, config } = opts;
  const key = await resolveWebhookKey(db, config.webhookEncryptionKey, randomBytes(32).toString('base64url'));
  const secrets = new WebhookSecrets(key);
  const runner = new WebhookDeliveryRunner({
    db,
    secrets,
    allowLoopback: config.webhooksAllowLoopbackHttp,
    tuning: { ...DEFAULT_DELIVERY_TUNING, ...opts.tuning },
    log: server.log,
  });
  // A test app of another feature runs no loop: its polls would land among the statements a
  // test counts. Deliveries are still written; the webhook tests turn the loop on.
  if (opts.tuning?.deliver !== false) server.addHook('onReady', async () => runner.start());
  server.addHook('onClose', () => runner.stop());
  await server.register(
    webhookRoutes(
      new WebhookService({
        db,
        secrets,
        allowLoopbackHttp: config.webhooksAllowLoopbackHttp,
        wake: () => runner.wake(),
      }),
    ),
  );
}
