import { routes } from '@tsr/contract';
import type { FastifyPluginAsync } from 'fastify';
import { principalOf } from '../http/access';
import { registerRoute } from '../http/register-route';
import { sendWrittenJson } from '../http/written-json';
import type { ReportPdf } from '../pdf/report-pdf';
import type { ScenarioService } from './scenario-service';

/** What if: the questions, a try, and saved scenarios. */
export const scenarioRoutes =
  (service: ScenarioService, pdf: ReportPdf): FastifyPluginAsync =>
  async (app) => {
    registerRoute(app, routes.whatIfQuestions, (req) => service.questions(principalOf(req), req.params.id));
    registerRoute(app, routes.whatIf, async (req, reply) =>
      sendWrittenJson(
        reply,
        routes.whatIf,
        await service.whatIf(principalOf(req), req.params.id, req.body.changes),
      ),
    );
    registerRoute(app, routes.scenarios, (req) => service.list(principalOf(req), req.params.id));
    registerRoute(app, routes.saveScenario, (req) => service.save(principalOf(req), req.params.id, req.body));
    registerRoute(app, routes.scenario, (req) => service.view(principalOf(req), req.params.id));
    registerRoute(app, routes.updateScenario, (req) =>
      service.update(principalOf(req), req.params.id, req.body),
    );
    registerRoute(app, routes.scenarioPdf, async (req, reply) =>
      pdf.sendScenario(reply, await service.forPdf(principalOf(req), req.params.id)),
    );
    registerRoute(app, routes.deleteScenario, async (req) => {
      await service.delete(principalOf(req), req.params.id);
      return null;
    });
  };
