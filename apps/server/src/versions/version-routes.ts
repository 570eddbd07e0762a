import { routes } from '@tsr/contract';
import type { FastifyPluginAsync } from 'fastify';
import { principalOf } from '../http/access';
import { registerRoute } from '../http/register-route';
import type { VersionService } from './version-service';

/** The version history, the diff and the re-score of a report. */
export const versionRoutes =
  (service: VersionService): FastifyPluginAsync =>
  async (app) => {
    registerRoute(app, routes.surveyVersions, (req) => service.list(principalOf(req)));
    registerRoute(app, routes.versionDiff, (req) =>
      service.diff(principalOf(req), req.query.from, req.query.to),
    );
    registerRoute(app, routes.rescore, (req) => service.rescore(principalOf(req), req.params.id));
  };
