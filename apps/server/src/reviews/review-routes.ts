import { routes } from '@tsr/contract';
import type { FastifyPluginAsync } from 'fastify';
import { principalOf } from '../http/access';
import { registerRoute } from '../http/register-route';
import type { ReviewService } from './review-service';

export const reviewRoutes =
  (service: ReviewService): FastifyPluginAsync =>
  async (app) => {
    registerRoute(app, routes.startReview, (req) => service.start(principalOf(req), req.body));
    registerRoute(app, routes.next, (req) => service.next(principalOf(req), req.params.id, req.body));
    registerRoute(app, routes.reviewOverview, (req) => service.overview(principalOf(req), req.params.id));
    registerRoute(app, routes.answerSummary, (req) => service.answerSummary(principalOf(req), req.params.id));
    registerRoute(app, routes.deleteIncompleteReview, async (req) => {
      await service.deleteUncompleted(principalOf(req), req.params.id);
      return null;
    });
  };
