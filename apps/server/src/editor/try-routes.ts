import { EDITOR_REQUEST_LIMIT_BYTES, routes } from '@tsr/contract';
import type { FastifyPluginAsync } from 'fastify';
import { principalOf } from '../http/access';
import { registerRoute } from '../http/register-route';
import type { TryService } from './try-service';

/** Try it (docs/authoring.md): admin-only, like every editor call. */
export const tryRoutes =
  (service: TryService): FastifyPluginAsync =>
  async (app) => {
    registerRoute(app, routes.editorTryTargets, (req) => service.targets(principalOf(req)));
    // The unsaved sections may be as large as a save's (spec 9's editor request limit).
    registerRoute(app, routes.editorTry, (req) => service.run(principalOf(req), req.body), {
      bodyLimit: EDITOR_REQUEST_LIMIT_BYTES,
    });
  };
