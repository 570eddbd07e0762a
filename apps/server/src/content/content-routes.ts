import { shellContent } from '@tsr/content';
import { ContentType, PublicConfig, ShellContent } from '@tsr/contract';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { Config } from '../config/config';

/**
 * The browser's configuration and the site content documents (spec 7.5). The content pack holds
 * the en-GB documents; a type it does not hold answers 204 No Content and the web app uses its
 * built-in defaults. A document not published is the normal case (spec 1: "built-in defaults
 * when content is missing"), not an error: a 404 would put an error in every browser console
 * and log on every builder load.
 */
export const contentRoutes =
  (config: Config): FastifyPluginAsyncZod =>
  async (app) => {
    app.get('/api/config', {
      config: { access: 'public' },
      schema: { tags: ['content'], response: { 200: PublicConfig } },
      handler: async () => ({
        productName: config.productName,
        productShortName: config.productShortName,
        environment: config.appEnv,
        helpChat: config.helpChat,
      }),
    });

    app.get('/api/content/:type', {
      config: { access: 'public' },
      schema: {
        tags: ['content'],
        params: z.object({ type: ContentType }),
        response: { 200: ShellContent, 204: z.null() },
      },
      handler: async (req, reply) => {
        if (req.params.type === 'shell') return shellContent(config.productName);
        return reply.code(204).send(null);
      },
    });
  };
