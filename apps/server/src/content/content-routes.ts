import { CONTENT_FILE_MAX_BYTES, INLINE_CONTENT_FILE_TYPES, routes } from '@tsr/contract';
import type { FastifyPluginAsync } from 'fastify';
import type { Config } from '../config/config';
import { attachmentDisposition } from '../files/content-disposition';
import type { FileStore } from '../files/file-store';
import type { Principal } from '../http/access';
import { AppError } from '../http/app-error';
import { registerRoute } from '../http/register-route';
import { ContentFiles } from './content-files';
import type { ContentService } from './content-service';

/** The JSON of an upload: the file in base64 (4 characters per 3 bytes) and its name. */
const UPLOAD_BODY_LIMIT = Math.ceil((CONTENT_FILE_MAX_BYTES * 4) / 3) + 64 * 1024;

/**
 * The browser's configuration and the site content documents (spec 7.5): reads are
 * public and cached (ETag, 304); the editor's calls are admin-only; attachments are served from
 * the file store with the type checked at upload, and as downloads unless they are raster images.
 */
export const contentRoutes =
  (config: Config, content: ContentService, files: FileStore): FastifyPluginAsync =>
  async (app) => {
    const contentFiles = new ContentFiles(files);

    registerRoute(app, routes.config, async () => ({
      productName: config.productName,
      productShortName: config.productShortName,
      environment: config.appEnv,
      helpChat: config.helpChat,
    }));

    registerRoute(app, routes.content, async (req, reply) => {
      const { document, etag } = await content.read(req.params.type, req.query.locale);
      // no-cache: the browser keeps the document but asks each time; unchanged, it gets a 304.
      reply.header('etag', etag).header('cache-control', 'no-cache').header('vary', 'accept-encoding');
      if (matchesEtag(req.headers['if-none-match'], etag)) return reply.code(304).send();
      return document;
    });

    registerRoute(app, routes.contentEditorState, async (req) =>
      content.editorState(principal(req), req.params.type, req.query.locale),
    );
    registerRoute(app, routes.saveContentDraft, async (req) => {
      await content.saveDraft(principal(req), req.params.type, req.query.locale, req.body.document);
      return null;
    });
    registerRoute(app, routes.publishContent, async (req) => ({
      version: await content.publish(principal(req), req.params.type, req.query.locale),
    }));
    registerRoute(app, routes.restoreContent, async (req) => ({
      version: await content.restore(principal(req), req.params.type, req.query.locale, req.body.version),
    }));

    registerRoute(
      app,
      routes.uploadContentFile,
      async (req) => contentFiles.upload(principal(req), req.body.fileName, req.body.dataBase64),
      { bodyLimit: UPLOAD_BODY_LIMIT },
    );

    registerRoute(app, routes.contentFile, async (req, reply) => {
      const file = await contentFiles.read(req.params.id, req.params.name);
      if (!file) throw new AppError('NOT_FOUND', 'This file does not exist.');
      // The type was checked from the bytes at upload; nosniff keeps browsers to it.
      reply
        .header('content-type', file.contentType)
        .header('content-length', file.size)
        .header('x-content-type-options', 'nosniff')
        // A file never changes under its url (a new upload gets a new id).
        .header('cache-control', 'public, max-age=31536000, immutable');
      if (!INLINE_CONTENT_FILE_TYPES.includes(file.contentType)) {
        // Only raster images show in the page (decision 0011). Anything else a browser could render
        // (a PDF, which may carry script for the viewer; any type a future upload allows) is
        // downloaded under its name, never opened on this origin; were it rendered anyway, the
        // sandbox gives it no script and no origin of ours.
        reply
          .header('content-disposition', attachmentDisposition(req.params.name))
          .header('content-security-policy', "default-src 'none'; frame-ancestors 'none'; sandbox");
      }
      return reply.send(file.body);
    });
  };

function principal(req: { principal: Principal | null }): Principal {
  if (!req.principal) throw new AppError('UNAUTHENTICATED', 'Please sign in.');
  return req.principal;
}

function matchesEtag(header: string | undefined, etag: string): boolean {
  if (!header) return false;
  return header.split(',').some((t) => {
    const tag = t.trim();
    return tag === '*' || tag === etag || tag === `W/${etag}`;
  });
}
