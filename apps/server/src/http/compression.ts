import { constants } from 'node:zlib';
import fastifyCompress from '@fastify/compress';
import type { RouteDefinition } from '@tsr/contract';
import type { FastifyInstance } from 'fastify';

/** Answers smaller than this go as they are: a few hundred bytes gain nothing worth the CPU. */
export const COMPRESS_THRESHOLD_BYTES = 1024;

/**
 * Levels for answers compressed on every request (docs/decisions/0023): on a 100 kB `next` answer
 * brotli 4 takes about 0.26 ms for 7.2 % of the size, gzip 5 about 0.27 ms for 8.2 % (gzip 6:
 * 0.56 ms for 7.7 %, brotli 5: 0.40 ms for 5.9 %). Built files are compressed once, at their
 * highest levels, by the web build (apps/web/build/precompress.ts).
 */
export const BROTLI_QUALITY = 4;
export const GZIP_LEVEL = 5;

/** JSON and text; anything else only when mime-db calls it compressible (never a PDF or octet-stream). */
const COMPRESSIBLE = /^(?:application\/(?:[\w.-]+\+)?json|text\/(?!event-stream))/;

/**
 * Compresses API answers over 1 KB with brotli or gzip, as Accept-Encoding allows. Must be
 * registered before the routes (it attaches itself to each route as it is added). Not compressed:
 * - the auth routes (the contract's `auth` tag): their answers carry tokens or answer requests
 *   holding passwords and codes, next to what the caller sent (BREACH, decision 0023);
 * - the built web app's files, which the build compressed already (http/spa.ts serves those);
 * - PDFs (already deflated inside) and any type that is not JSON or text.
 * Request bodies are never decompressed: no client of ours sends them compressed, and a small
 * compressed body can expand far beyond the body limit's intent.
 */
export async function registerCompression(app: FastifyInstance): Promise<void> {
  // Runs before @fastify/compress's own onRoute hook (added by the register below), which reads
  // `compress: false` to leave a route alone.
  app.addHook('onRoute', (route) => {
    if (route.compress === undefined && !mayCompress(route.url, route.config?.route)) route.compress = false;
  });
  await app.register(fastifyCompress, {
    global: true,
    globalDecompression: false,
    threshold: COMPRESS_THRESHOLD_BYTES,
    // zstd is left out so that every Node version answers alike (Node 22.15+ would prefer it).
    encodings: ['br', 'gzip'],
    brotliOptions: {
      params: {
        [constants.BROTLI_PARAM_QUALITY]: BROTLI_QUALITY,
        [constants.BROTLI_PARAM_MODE]: constants.BROTLI_MODE_TEXT,
      },
    },
    zlibOptions: { level: GZIP_LEVEL },
    customTypes: COMPRESSIBLE,
  });
}

/**
 * Whether a route's answers may be compressed: API calls, except the contract's `auth` routes
 * (sign-in, the new-password challenge, refresh, sign-up and reset codes, password changes, the
 * current user and the trial terms). The whole tag, so that a token route added to it later is
 * covered too; its answers are small, so nothing is lost. Not the built web app's files either:
 * the build compressed them.
 */
export function mayCompress(url: string, route: RouteDefinition | undefined): boolean {
  return url.startsWith('/api/') && route?.tag !== 'auth';
}
