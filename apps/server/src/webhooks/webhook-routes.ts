import { routes } from '@tsr/contract';
import type { FastifyPluginAsync } from 'fastify';
import { principalOf } from '../http/access';
import { registerRoute } from '../http/register-route';
import type { WebhookService } from './webhook-service';

/** A company's webhooks and their deliveries (issue 35). */
export const webhookRoutes =
  (service: WebhookService): FastifyPluginAsync =>
  async (app) => {
    registerRoute(app, routes.webhooks, (req) => service.list(principalOf(req)));
    registerRoute(app, routes.createWebhook, (req) => service.create(principalOf(req), req.body));
    registerRoute(app, routes.deleteWebhook, async (req) => {
      await service.delete(principalOf(req), req.params.id);
      return null;
    });
    registerRoute(app, routes.webhookDeliveries, (req) =>
      service.deliveries(principalOf(req), req.params.id),
    );
    registerRoute(app, routes.testWebhook, (req) => service.test(principalOf(req), req.params.id));
  };
