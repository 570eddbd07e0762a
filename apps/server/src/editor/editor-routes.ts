import { EDITOR_REQUEST_LIMIT_BYTES, EDITOR_UPLOAD_MAX_BYTES, routes } from '@tsr/contract';
import type { FastifyPluginAsync } from 'fastify';
import { principalOf } from '../http/access';
import { registerRoute } from '../http/register-route';
import type { EditorService } from './editor-service';

/** Spec 7.3: the content editors' calls, all admin-only. */
export const editorRoutes =
  (service: EditorService): FastifyPluginAsync =>
  async (app) => {
    registerRoute(app, routes.editorSection, (req) =>
      service.section(principalOf(req), req.params.surveyId, req.params.section),
    );
    // Spec 9: a save may carry up to the 6,291,456-byte request limit (more goes through upload).
    registerRoute(
      app,
      routes.saveSection,
      (req) =>
        service.save(
          principalOf(req),
          req.params.section,
          req.body.baseRevision,
          req.body.content,
          req.query.requestS3Key,
        ),
      { bodyLimit: EDITOR_REQUEST_LIMIT_BYTES },
    );

    registerRoute(app, routes.editorPublish, (req) =>
      service.publish(principalOf(req), req.body.confirmChanges, req.body.confirmUncovered),
    );
    registerRoute(app, routes.editorGolden, (req) => service.golden(principalOf(req)));
    registerRoute(app, routes.editorProblems, (req) => service.problems(principalOf(req)));
    registerRoute(app, routes.editorVocabulary, (req) => service.vocabulary(principalOf(req)));
    registerRoute(app, routes.editorCheckLogic, (req) =>
      service.checkLogic(principalOf(req), req.body.logic),
    );
    registerRoute(app, routes.editorUploadUrl, (req) => service.uploadUrl(principalOf(req), req.body.bytes));
    registerRoute(
      app,
      routes.editorUploadPut,
      async (req) => {
        await service.putUpload(principalOf(req), req.params.id, req.body);
        return null;
      },
      { bodyLimit: EDITOR_UPLOAD_MAX_BYTES },
    );
  };
