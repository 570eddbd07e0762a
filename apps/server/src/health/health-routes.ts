import { routes } from '@tsr/contract';
import type { FastifyPluginAsync } from 'fastify';
import type { Database } from '../db/database';
import { AppError } from '../http/app-error';
import { registerRoute } from '../http/register-route';

/** Liveness (the process answers) and readiness (it can serve: database reachable, not draining). */
export const healthRoutes =
  (database: Database, isDraining: () => boolean): FastifyPluginAsync =>
  async (app) => {
    registerRoute(app, routes.health, async () => ({ status: 'ok' as const }));
    registerRoute(app, routes.ready, async () => {
      if (isDraining()) throw new AppError('UNAVAILABLE', 'The server is shutting down.');
      try {
        await database.ping();
      } catch {
        throw new AppError('UNAVAILABLE', 'The database is not reachable.');
      }
      return { status: 'ok' as const, database: database.kind };
    });
  };
