import {
  RemediationUpdate,
  ReportPdfRequest,
  ReportQuery,
  ReportView,
  SubmitResponse,
  UserReports,
  UserReportsQuery,
} from '@tsr/contract';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { principalOf } from '../http/access';
import type { ReportPdf } from '../pdf/report-pdf';
import type { ReportService } from './report-service';

const Id = z.object({ id: z.string().min(1).max(64) });
const admin = ['admin'] as const;

export const reportRoutes =
  (service: ReportService, pdf: ReportPdf): FastifyPluginAsyncZod =>
  async (app) => {
    app.post('/api/review/:id/submit', {
      config: { access: 'signedIn' },
      schema: { tags: ['report'], params: Id, response: { 200: SubmitResponse } },
      handler: (req) => service.submit(principalOf(req), req.params.id),
    });

    // The same path with Accept: application/pdf downloads the PDF (spec 7.2).
    app.get('/api/review/:id/report', {
      config: { access: 'signedIn' },
      schema: { tags: ['report'], params: Id, querystring: ReportQuery, response: { 200: ReportView } },
      handler: async (req, reply) => {
        const report = await service.report(principalOf(req), req.params.id, req.query.remediated);
        if (req.headers.accept?.includes('application/pdf')) {
          return pdf.send(reply, report, req.query.remediated);
        }
        return report;
      },
    });

    app.post('/api/review/:id/report', {
      config: { access: 'signedIn' },
      schema: { tags: ['report'], params: Id, body: ReportPdfRequest },
      handler: async (req, reply) => {
        const report = await service.report(principalOf(req), req.params.id, req.body.remediated);
        return pdf.send(reply, report, req.body.remediated);
      },
    });

    app.get('/api/survey/report/:id', {
      config: { access: 'signedIn' },
      schema: { tags: ['report'], params: Id, response: { 200: ReportView } },
      handler: (req) => service.reportById(principalOf(req), req.params.id),
    });

    app.post('/api/review/:id/updateremediation', {
      config: { access: 'signedIn' },
      schema: { tags: ['report'], params: Id, body: RemediationUpdate, response: { 200: ReportView } },
      handler: (req) => service.updateRemediation(principalOf(req), req.params.id, req.body),
    });

    app.get('/api/review/:id/resetscore', {
      config: { access: admin },
      schema: { tags: ['report'], params: Id, response: { 200: ReportView } },
      handler: (req) => service.resetScore(principalOf(req), req.params.id),
    });

    app.post('/api/review/:id/resubmit', {
      config: { access: admin },
      schema: { tags: ['report'], params: Id, response: { 200: ReportView } },
      handler: (req) => service.resubmit(principalOf(req), req.params.id),
    });

    app.post('/api/review/:id/return', {
      config: { access: admin },
      schema: { tags: ['report'], params: Id, response: { 204: z.null() } },
      handler: async (req, reply) => {
        await service.revert(principalOf(req), req.params.id);
        return reply.code(204).send(null);
      },
    });

    app.put('/api/review/:id/latestsurvey', {
      config: { access: admin },
      schema: { tags: ['report'], params: Id, response: { 204: z.null() } },
      handler: async (req, reply) => {
        await service.useLatestSurvey(principalOf(req), req.params.id);
        return reply.code(204).send(null);
      },
    });

    app.delete('/api/review/:id', {
      config: { access: 'signedIn' },
      schema: { tags: ['report'], params: Id, response: { 204: z.null() } },
      handler: async (req, reply) => {
        await service.deleteCompleted(principalOf(req), req.params.id);
        return reply.code(204).send(null);
      },
    });

    app.get('/api/user/reports', {
      config: { access: 'signedIn' },
      schema: { tags: ['report'], querystring: UserReportsQuery, response: { 200: UserReports } },
      handler: (req) => service.userReports(principalOf(req), req.query.createdBy, req.query.limit),
    });
  };
