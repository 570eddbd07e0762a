import { shellContent } from '@tsr/content';
import { routes } from '@tsr/contract';
import type { FastifyPluginAsync } from 'fastify';
import type { Config } from '../config/config';
import { registerRoute } from '../http/register-route';

/**
 * The browser's configuration and the site content documents (spec 7.5). The content pack holds
 * the en-GB documents; a type it does not hold answers 204 No Content and the web app uses its
 * built-in defaults. A document not published is the normal case (spec 1: "built-in defaults
 * when content is missing"), not an error: a 404 would put an error in every browser console
 * and log on every builder load.
 */
export const contentRoutes =
  (config: Config): FastifyPluginAsync =>
  async (app) => {
    registerRoute(app, routes.config, async () => ({
      productName: config.productName,
      productShortName: config.productShortName,
      environment: config.appEnv,
      helpChat: config.helpChat,
    }));

    registerRoute(app, routes.content, async (req, reply) => {
      if (req.params.type === 'shell') return shellContent(config.productName);
      return reply.code(204).send(null);
    });
  };
