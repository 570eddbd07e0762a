import { routes } from '@tsr/contract';
import type { FastifyPluginAsync } from 'fastify';
import { principalOf } from '../http/access';
import { registerRoute } from '../http/register-route';
import type { EditorService } from './editor-service';

/** Spec 7.3 and issue 13: the content editors' calls, all admin-only. */
export const editorRoutes =
  (service: EditorService): FastifyPluginAsync =>
  async (app) => {
    registerRoute(app, routes.editorQuestions, (req) =>
      service.section(principalOf(req), req.params.surveyId, 'questions'),
    );
    registerRoute(app, routes.editorRules, (req) =>
      service.section(principalOf(req), req.params.surveyId, 'rules'),
    );
    registerRoute(app, routes.editorResponses, (req) =>
      service.section(principalOf(req), req.params.surveyId, 'responses'),
    );
    registerRoute(app, routes.editorDefinitions, (req) =>
      service.section(principalOf(req), req.params.surveyId, 'definitions'),
    );

    registerRoute(app, routes.saveQuestions, (req) =>
      service.save(
        principalOf(req),
        'questions',
        req.body.baseRevision,
        req.body.content,
        req.query.requestS3Key,
      ),
    );
    registerRoute(app, routes.saveRules, (req) =>
      service.save(
        principalOf(req),
        'rules',
        req.body.baseRevision,
        req.body.content,
        req.query.requestS3Key,
      ),
    );
    registerRoute(app, routes.saveResponses, (req) =>
      service.save(
        principalOf(req),
        'responses',
        req.body.baseRevision,
        req.body.content,
        req.query.requestS3Key,
      ),
    );
    registerRoute(app, routes.saveDefinitions, (req) =>
      service.save(
        principalOf(req),
        'definitions',
        req.body.baseRevision,
        req.body.content,
        req.query.requestS3Key,
      ),
    );

    registerRoute(app, routes.editorPublish, (req) =>
      service.publish(principalOf(req), req.body.confirmChanges),
    );
    registerRoute(app, routes.editorGolden, (req) => service.golden(principalOf(req)));
    registerRoute(app, routes.editorProblems, (req) => service.problems(principalOf(req)));
    registerRoute(app, routes.editorVocabulary, (req) => service.vocabulary(principalOf(req)));
    registerRoute(app, routes.editorCheckLogic, (req) =>
      service.checkLogic(principalOf(req), req.body.logic),
    );
    registerRoute(app, routes.editorUploadUrl, (req) => service.uploadUrl(principalOf(req), req.body.bytes));
  };
