import { keyDatesFileName, routes } from '@tsr/contract';
import type { FastifyPluginAsync } from 'fastify';
import { attachmentDisposition } from '../files/content-disposition';
import { principalOf } from '../http/access';
import { registerRoute } from '../http/register-route';
import type { ReportPdf } from '../pdf/report-pdf';
import { keyDatesCalendar } from './key-dates-calendar';
import type { ReportUseCases } from './report-use-cases';

export const reportRoutes =
  (
    { submit, reading, remediation, admin, lists }: ReportUseCases,
    pdf: ReportPdf,
    productShortName: string,
  ): FastifyPluginAsync =>
  async (app) => {
    registerRoute(app, routes.submit, (req) => submit.submit(principalOf(req), req.params.id));

    // The same path with Accept: application/pdf downloads the PDF (spec 7.2).
    registerRoute(app, routes.report, async (req, reply) => {
      if (req.headers.accept?.includes('application/pdf')) {
        const source = await reading.forPdf(principalOf(req), req.params.id, req.query.remediated);
        return pdf.send(reply, source, req.query.remediated);
      }
      return reading.report(principalOf(req), req.params.id, req.query.remediated);
    });

    // The report page reads the report in parts (decision 0025); the call above stays whole for the PDF.
    registerRoute(app, routes.reportSummary, (req) =>
      reading.summary(principalOf(req), req.params.id, req.query.remediated),
    );

    registerRoute(app, routes.reportEntity, (req) =>
      reading.entity(principalOf(req), req.params.id, req.params.entityId),
    );

    registerRoute(app, routes.reportCell, (req) =>
      reading.cell(principalOf(req), req.params.id, req.params, req.query.remediated),
    );

    registerRoute(app, routes.reportKeyDates, async (req) => {
      const { asAt, keyDates } = await reading.keyDates(principalOf(req), req.params.id);
      return { ...(asAt ? { asAt } : {}), keyDates };
    });

    registerRoute(app, routes.reportChanges, (req) => reading.changes(principalOf(req), req.params.id));
    registerRoute(app, routes.reportCarried, (req) => reading.carried(principalOf(req), req.params.id));

    registerRoute(app, routes.reportCalendar, async (req, reply) => {
      const found = await reading.keyDates(principalOf(req), req.params.id);
      return reply
        .type('text/calendar; charset=utf-8')
        .header(
          'content-disposition',
          attachmentDisposition(keyDatesFileName(productShortName, found.structureName)),
        )
        .send(keyDatesCalendar({ ...found, productShortName }));
    });

    registerRoute(app, routes.reportPdf, async (req, reply) => {
      const source = await reading.forPdf(principalOf(req), req.params.id, req.body.remediated);
      return pdf.send(reply, source, req.body.remediated);
    });

    registerRoute(app, routes.verifyReportPdf, async (req) => {
      const p = principalOf(req);
      const bytes = Buffer.from(req.body.pdf, 'base64');
      // Only a reader of the report may learn anything of it, whatever the file holds.
      await reading.assertReadable(p, req.params.id);
      return pdf.verify(bytes, (state) => reading.reportAt(p, req.params.id, state));
    });

    registerRoute(app, routes.reportById, (req) => reading.reportById(principalOf(req), req.params.id));

    registerRoute(app, routes.updateRemediation, (req) =>
      remediation.updateRemediation(principalOf(req), req.params.id, req.body),
    );

    registerRoute(app, routes.reportCauses, (req) => remediation.causes(principalOf(req), req.params.id));

    registerRoute(app, routes.updateCauseRemediation, (req) =>
      remediation.updateCauseRemediation(principalOf(req), req.params.id, req.body),
    );

    registerRoute(app, routes.resetScore, (req) => admin.resetScore(principalOf(req), req.params.id));

    registerRoute(app, routes.resubmit, (req) => admin.resubmit(principalOf(req), req.params.id));

    registerRoute(app, routes.returnReview, async (req) => {
      await admin.revert(principalOf(req), req.params.id);
      return null;
    });

    registerRoute(app, routes.latestSurvey, async (req) => {
      await admin.useLatestSurvey(principalOf(req), req.params.id);
      return null;
    });

    registerRoute(app, routes.deleteCompletedReview, async (req) => {
      await admin.deleteCompleted(principalOf(req), req.params.id);
      return null;
    });

    registerRoute(app, routes.userReports, (req) =>
      lists.userReports(principalOf(req), req.query.createdBy, req.query),
    );
  };
