import { routes } from '@tsr/contract';
import type { FastifyPluginAsync } from 'fastify';
import { principalOf } from '../http/access';
import { registerRoute } from '../http/register-route';
import type { StructureService } from './structure-service';

/** Saved structures: the list, one structure with its reviews, deleting one. */
export const structureRoutes =
  (service: StructureService): FastifyPluginAsync =>
  async (app) => {
    registerRoute(app, routes.savedStructures, (req) => service.list(principalOf(req), req.query));
    registerRoute(app, routes.savedStructure, (req) => service.view(principalOf(req), req.params.id));
    registerRoute(app, routes.deleteStructure, async (req) => {
      await service.delete(principalOf(req), req.params.id);
      return null;
    });
  };
