import { existsSync } from 'node:fs';
import path from 'node:path';
import fastifyStatic from '@fastify/static';
import type { ErrorBody } from '@tsr/contract';
import type { FastifyInstance } from 'fastify';
import { ROUTE_PAGES, readRoutePages } from './route-pages';
import { allowFramingBySelf } from './security-headers';

/** Content-hashed files: a new build gives them new names, so a browser may keep them for a year. */
export const IMMUTABLE = 'public, max-age=31536000, immutable';
/** index.html and the files with fixed names: kept, but checked with the server (ETag) before each use. */
export const REVALIDATE = 'no-cache';

/**
 * Serves the built SPA with a history fallback: any GET that is not an API call and not a file
 * answers index.html, so deep links such as /review/42/report load the app.
 *
 * The build writes a brotli (.br) and a gzip (.gz) copy beside every text file worth compressing
 * (apps/web/build/precompress.ts); the copy the request's Accept-Encoding prefers is sent as it
 * is, with `Vary: Accept-Encoding`, and the file itself to a client that accepts neither (or when
 * the build made no copy). Nothing is compressed per request (http/compression.ts leaves these
 * routes alone).
 */
export async function registerSpa(app: FastifyInstance, webDist: string): Promise<void> {
  const built = existsSync(path.join(webDist, 'index.html'));
  const pageFor = built ? readRoutePages(webDist) : () => undefined;
  if (built) {
    await app.register(fastifyStatic, {
      root: webDist,
      wildcard: false,
      index: false,
      preCompressed: true,
      // The compressed copies are sent in their file's place, never at addresses of their own;
      // the routes' pages only at their routes.
      globIgnore: ['**/*.br', '**/*.gz', ROUTE_PAGES, 'login.html', 'pages/**'],
      setHeaders(res, filePath) {
        // Vite puts content-hashed files under assets/: they never change. (`filePath` is the
        // file sent: index.html.br for index.html asked with brotli.)
        res.header(
          'cache-control',
          filePath.includes(`${path.sep}assets${path.sep}`) ? IMMUTABLE : REVALIDATE,
        );
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
    // A route of the app has a page of its own (route-pages.ts): index.html asking for its screen
    // as it arrives; /login's carries the sign-in form in plain HTML, usable before the app loads.
    const page = pageFor(request.url.split('?')[0] ?? '/') ?? 'index.html';
    return reply.header('cache-control', REVALIDATE).sendFile(page);
  });
}
