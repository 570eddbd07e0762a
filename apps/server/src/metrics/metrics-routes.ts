import { routes } from '@tsr/contract';
import type { FastifyPluginAsync } from 'fastify';
import { principalOf } from '../http/access';
import { registerRoute } from '../http/register-route';
import type { MetricsService } from './metrics-service';

export const metricsRoutes =
  (service: MetricsService): FastifyPluginAsync =>
  async (app) => {
    registerRoute(app, routes.customerMetrics, async (req) => ({
      customerMetrics: await service.customerMetrics(principalOf(req), req.body.filter),
    }));
  };
