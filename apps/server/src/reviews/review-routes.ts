import { routes } from '@tsr/contract';
import type { FastifyPluginAsync, FastifyRequest } from 'fastify';
import { principalOf } from '../http/access';
import { registerRoute } from '../http/register-route';
import type { AnsweringReview } from './review-repository';
import type { ReviewService } from './review-service';

declare module 'fastify' {
  interface FastifyRequest {
    /**
     * The review `next` read with its caller's user row (its `principalRead`), for its handler;
     * undefined on every other route, for a malformed id and for a review that does not exist.
     */
    answeringReview: AnsweringReview | undefined;
  }
}

export const reviewRoutes =
  (service: ReviewService): FastifyPluginAsync =>
  async (app) => {
    app.decorateRequest('answeringReview', undefined);
    registerRoute(app, routes.startReview, (req) => service.start(principalOf(req), req.body));
    // `next` reads the review with its caller's user row, in one query (principalRead).
    registerRoute(
      app,
      routes.next,
      (req) => service.next(principalOf(req), req.params.id, req.body, req.answeringReview),
      {
        config: {
          principalRead: (req) => {
            const id = routedId(req);
            return id === undefined
              ? undefined
              : service.readWithUser(id, (review) => {
                  req.answeringReview = review;
                });
          },
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

/**
 * The access check runs before validation: the id is the routed string, which readWithUser checks
 * is a UUID before reading (a malformed one reads the user alone).
 */
function routedId(req: FastifyRequest): string | undefined {
  const params = req.params;
  return typeof params === 'object' && params !== null && 'id' in params && typeof params.id === 'string'
    ? params.id
    : undefined;
}
