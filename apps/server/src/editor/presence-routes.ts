import { routes } from '@tsr/contract';
import type { FastifyPluginAsync } from 'fastify';
import { principalOf } from '../http/access';
import { registerRoute } from '../http/register-route';
import type { PresenceService } from './presence-service';

/** Issue 34: which admins have the draft open in an editor; admin-only. */
export const presenceRoutes =
  (service: PresenceService): FastifyPluginAsync =>
  async (app) => {
    registerRoute(app, routes.editorPresenceHeartbeat, async (req) => {
      await service.heartbeat(principalOf(req), req.params.editor);
      return null;
    });
    registerRoute(app, routes.editorPresence, (req) => service.others(principalOf(req), req.params.editor));
  };
