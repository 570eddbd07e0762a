import { BODS_MAX_BYTES, routes } from '@tsr/contract';
import type { FastifyPluginAsync, FastifyReply } from 'fastify';
import { attachmentDisposition } from '../files/content-disposition';
import { principalOf } from '../http/access';
import { registerRoute } from '../http/register-route';
import type { BodsFile, BodsService } from './bods-service';

/**
 * BODS 0.4 import and export. The import takes up to the file's bound (5 MB) as JSON, whose
 * escaping can make the body a little larger than the file: the route allows the bound and a
 * quarter more, and the service measures the file itself.
 */
export const bodsRoutes =
  (service: BodsService): FastifyPluginAsync =>
  async (app) => {
    const send = (reply: FastifyReply, file: BodsFile) => {
      reply.header('content-disposition', attachmentDisposition(file.fileName));
      return file.statements;
    };
    registerRoute(app, routes.bodsImport, async (req) => service.import(req.body), {
      bodyLimit: Math.ceil(BODS_MAX_BYTES * 1.25),
    });
    registerRoute(app, routes.bodsExport, async (req, reply) =>
      send(reply, service.exportStructure(req.body.structure)),
    );
    registerRoute(app, routes.savedStructureBods, async (req, reply) =>
      send(reply, await service.exportSaved(principalOf(req), req.params.id)),
    );
    registerRoute(app, routes.reviewStructureBods, async (req, reply) =>
      send(reply, await service.exportReview(principalOf(req), req.params.id)),
    );
  };
