import { shellContent } from '@tsr/content';
import { ContentType, PublicConfig, ShellContent } from '@tsr/contract';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { Config } from '../config/config';
import { AppError } from '../http/app-error';

/**
 * The browser's configuration and the site content documents (spec 7.5). The content pack holds
 * the en-GB documents; a type it does not hold answers 404 and the web app uses its defaults.
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
        response: { 200: ShellContent },
      },
      handler: async (req) => {
        if (req.params.type === 'shell') return shellContent(config.productName);
        throw new AppError('NOT_FOUND', `No ${req.params.type} content is published yet.`);
      },
    });
  };
