import { routes } from '@tsr/contract';
import type { FastifyPluginAsync } from 'fastify';
import { principalOf } from '../http/access';
import { registerRoute } from '../http/register-route';
import type { AnsweringReview } from './review-repository';
import type { ReviewService } from './review-service';

export const reviewRoutes =
  (service: ReviewService): FastifyPluginAsync =>
  async (app) => {
    registerRoute(app, routes.startReview, (req) => service.start(principalOf(req), req.body));
    // `next` reads the review with its caller's user row, in one query (principalRead, issue 17).
    const readWithUser = new WeakMap<object, AnsweringReview>();
    registerRoute(
      app,
      routes.next,
      (req) => service.next(principalOf(req), req.params.id, req.body, readWithUser.get(req)),
      {
        config: {
          principalRead: (req) =>
            // The access check runs before validation: the id is the routed string, which
            // readWithUser checks is a UUID before reading (a malformed one reads the user alone).
            service.readWithUser((req.params as { id: string }).id, (review) =>
              readWithUser.set(req, review),
            ),
        },
      },
    );
    registerRoute(app, routes.reviewOverview, (req) => service.overview(principalOf(req), req.params.id));
    registerRoute(app, routes.answerSummary, (req) => service.answerSummary(principalOf(req), req.params.id));
    registerRoute(app, routes.deleteIncompleteReview, async (req) => {
      await service.deleteUncompleted(principalOf(req), req.params.id);
      return null;
    });
  };
