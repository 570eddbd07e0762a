import {
  AnswerSummary,
  NextRequest,
  NextResponse,
  ReviewOverview,
  StartReviewRequest,
  StartReviewResponse,
} from '@tsr/contract';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { principalOf } from '../http/access';
import type { ReviewService } from './review-service';

const Id = z.object({ id: z.string().min(1).max(64) });

export const reviewRoutes =
  (service: ReviewService): FastifyPluginAsyncZod =>
  async (app) => {
    app.post('/api/review/start', {
      config: { access: 'signedIn' },
      schema: { tags: ['review'], body: StartReviewRequest, response: { 201: StartReviewResponse } },
      handler: async (req, reply) => reply.code(201).send(await service.start(principalOf(req), req.body)),
    });

    app.post('/api/review/:id/next', {
      config: { access: 'signedIn' },
      schema: { tags: ['review'], params: Id, body: NextRequest, response: { 200: NextResponse } },
      handler: (req) => service.next(principalOf(req), req.params.id, req.body),
    });

    app.get('/api/review/:id', {
      config: { access: 'signedIn' },
      schema: { tags: ['review'], params: Id, response: { 200: ReviewOverview } },
      handler: (req) => service.overview(principalOf(req), req.params.id),
    });

    app.get('/api/review/:id/answersummary', {
      config: { access: 'signedIn' },
      schema: { tags: ['review'], params: Id, response: { 200: AnswerSummary } },
      handler: (req) => service.answerSummary(principalOf(req), req.params.id),
    });

    app.delete('/api/review/:id/deletereview', {
      config: { access: 'signedIn' },
      schema: { tags: ['review'], params: Id, response: { 204: z.null() } },
      handler: async (req, reply) => {
        await service.deleteUncompleted(principalOf(req), req.params.id);
        return reply.code(204).send(null);
      },
    });
  };
