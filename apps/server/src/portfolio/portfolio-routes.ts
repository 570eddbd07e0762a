import { PORTFOLIO_CSV_FILE, routes } from '@tsr/contract';
import type { FastifyPluginAsync } from 'fastify';
import { attachmentDisposition } from '../files/content-disposition';
import { principalOf } from '../http/access';
import { registerRoute } from '../http/register-route';
import type { PortfolioService } from './portfolio-service';

export const portfolioRoutes =
  (service: PortfolioService): FastifyPluginAsync =>
  async (app) => {
    registerRoute(app, routes.portfolio, (req) => service.page(principalOf(req), req.query));

    registerRoute(app, routes.portfolioCsv, async (req, reply) => {
      const csv = await service.csv(principalOf(req), req.query);
      return reply
        .type('text/csv; charset=utf-8')
        .header('content-disposition', attachmentDisposition(PORTFOLIO_CSV_FILE))
        .send(csv);
    });
  };
