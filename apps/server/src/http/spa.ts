import { existsSync } from 'node:fs';
import path from 'node:path';
import fastifyStatic from '@fastify/static';
import type { ErrorBody } from '@tsr/contract';
import type { FastifyInstance } from 'fastify';
import { allowFramingBySelf } from './security-headers';

/**
 * Serves the built SPA with a history fallback: any GET that is not an API call and not a file
 * answers index.html, so deep links such as /review/42/report load the app.
 */
export async function registerSpa(app: FastifyInstance, webDist: string): Promise<void> {
  const built = existsSync(path.join(webDist, 'index.html'));
  if (built) {
    await app.register(fastifyStatic, {
      root: webDist,
      wildcard: false,
      index: false,
      setHeaders(res, filePath) {
        // Vite puts content-hashed files under assets/: they never change.
        if (filePath.includes(`${path.sep}assets${path.sep}`)) {
          res.header('cache-control', 'public, max-age=31536000, immutable');
        } else {
          res.header('cache-control', 'no-cache');
        }
        // PDFs (the trial terms) are shown in the browser's own viewer in a frame of the app.
        if (filePath.endsWith('.pdf')) allowFramingBySelf(res);
      },
    });
  }

  app.setNotFoundHandler((request, reply) => {
    const isApi = request.url === '/api' || request.url.startsWith('/api/');
    if (isApi || (request.method !== 'GET' && request.method !== 'HEAD')) {
      const body: ErrorBody = {
        status: 404,
        message: `No such API call: ${request.method} ${request.url.split('?')[0]}`,
      };
      return reply.code(404).send(body);
    }
    if (!built) {
      return reply
        .code(503)
        .type('text/plain')
        .send('The web app is not built yet. Run `npm run build` (npm start does this for you).');
    }
    return reply.header('cache-control', 'no-cache').sendFile('index.html');
  });
}
