import { routes } from '@tsr/contract';
import type { FastifyPluginAsync } from 'fastify';
import { principalOf } from '../http/access';
import { registerRoute } from '../http/register-route';
import type { DesignerConfigService } from './designer-config-service';

/** The survey editor's Creator settings; admin-only. */
export const designerConfigRoutes =
  (service: DesignerConfigService): FastifyPluginAsync =>
  async (app) => {
    registerRoute(app, routes.editorDesignerConfig, async (req) => service.config(principalOf(req)));
  };
