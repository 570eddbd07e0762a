import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { Database } from '../db/database';
import { AppError } from '../http/app-error';

const Health = z.object({ status: z.literal('ok') });

/** Liveness (the process answers) and readiness (it can serve: database reachable, not draining). */
export const healthRoutes =
  (database: Database, isDraining: () => boolean): FastifyPluginAsyncZod =>
  async (app) => {
    app.get('/api/health', {
      config: { access: 'public' },
      schema: { tags: ['health'], response: { 200: Health } },
      handler: async () => ({ status: 'ok' as const }),
    });
    app.get('/api/ready', {
      config: { access: 'public' },
      schema: {
        tags: ['health'],
        response: { 200: Health.extend({ database: z.enum(['pglite', 'postgres']) }) },
      },
      handler: async () => {
        if (isDraining()) throw new AppError('UNAVAILABLE', 'The server is shutting down.');
        try {
          await database.ping();
        } catch {
          throw new AppError('UNAVAILABLE', 'The database is not reachable.');
        }
        return { status: 'ok' as const, database: database.kind };
      },
    });
  };
