import { routes } from '@tsr/contract';
import type { FastifyPluginAsync } from 'fastify';
import { principalOf } from '../http/access';
import { registerRoute } from '../http/register-route';
import type { SiteSettingsService } from './site-settings-service';

/** The provider's site settings (issue 34), admin-only. */
export const settingsRoutes =
  (service: SiteSettingsService): FastifyPluginAsync =>
  async (app) => {
    registerRoute(app, routes.siteSettings, (req) => service.read(principalOf(req)));
    registerRoute(app, routes.saveSiteSettings, (req) => service.save(principalOf(req), req.body));
  };
