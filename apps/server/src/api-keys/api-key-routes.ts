import { routes } from '@tsr/contract';
import type { FastifyPluginAsync } from 'fastify';
import { principalOf } from '../http/access';
import { registerRoute } from '../http/register-route';
import type { ApiKeyService } from './api-key-service';

/** A company's API keys (issue 35): list, create (the secret answered once), revoke. */
export const apiKeyRoutes =
  (service: ApiKeyService): FastifyPluginAsync =>
  async (app) => {
    registerRoute(app, routes.apiKeys, (req) => service.list(principalOf(req)));
    registerRoute(app, routes.createApiKey, (req) => service.create(principalOf(req), req.body));
    registerRoute(app, routes.revokeApiKey, (req) => service.revoke(principalOf(req), req.params.id));
  };
