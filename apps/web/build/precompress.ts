import { readdir, readFile, stat, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { promisify } from 'node:util';
import { brotliCompress, constants, gzip } from 'node:zlib';
import type { Plugin, ResolvedConfig } from 'vite';

const brotli = promisify(brotliCompress);
const gzipAsync = promisify(gzip);

/** Text files a browser fetches; images, fonts and PDFs are compressed in their own formats. */
const COMPRESSIBLE = /\.(?:js|mjs|css|html|svg|json|txt|xml|webmanifest)$/;
/** Below this a compressed copy saves less than a packet. */
export const MIN_BYTES = 1024;

export interface Precompressed {
  file: string;
  bytes: number;
  br?: number;
  gzip?: number;
}

/**
 * Writes `name.br` (brotli at its best quality) and `name.gz` (gzip level 9) beside every text
 * file of `dir` of at least MIN_BYTES, each only when it is smaller than the file. Done once per
 * build, so the slowest levels are worth it; the server sends the copy the request accepts
 * (apps/server/src/http/spa.ts) and compresses nothing of the app per request.
 */
export async function precompressFolder(dir: string): Promise<Precompressed[]> {
  const files = (await readdir(dir, { recursive: true }))
    // Not Vite's own .vite/ folder (the manifest): the server serves no dotfile.
    .filter((name) => COMPRESSIBLE.test(name) && !name.split(path.sep).some((part) => part.startsWith('.')))
    .map((name) => path.join(dir, name));
  // zlib's async calls run on libuv's thread pool, so the files compress in parallel.
  return Promise.all(files.map(compressFile)).then((all) => all.filter((f) => f !== null));
}

async function compressFile(file: string): Promise<Precompressed | null> {
  if (!(await stat(file)).isFile()) return null;
  const content = await readFile(file);
  if (content.length < MIN_BYTES) return null;
  const [br, gz] = await Promise.all([
    brotli(content, {
      params: {
        [constants.BROTLI_PARAM_QUALITY]: constants.BROTLI_MAX_QUALITY,
        [constants.BROTLI_PARAM_MODE]: constants.BROTLI_MODE_TEXT,
        [constants.BROTLI_PARAM_SIZE_HINT]: content.length,
      },
    }),
    gzipAsync(content, { level: constants.Z_BEST_COMPRESSION }),
  ]);
  const done: Precompressed = { file, bytes: content.length };
  if (br.length < content.length) {
    await writeFile(`${file}.br`, br);
    done.br = br.length;
  }
  if (gz.length < content.length) {
    await writeFile(`${file}.gz`, gz);
    done.gzip = gz.length;
  }
  return done;
}

/** The Vite plugin: precompresses the build's output folder once everything is written. */
export function precompress(): Plugin {
  let config: ResolvedConfig;
  return {
    name: 'tsr-precompress',
    apply: 'build',
    configResolved(resolved) {
      config = resolved;
    },
    async closeBundle(error?: Error) {
      if (error) return;
      const outDir = path.resolve(config.root, config.build.outDir);
      const done = await precompressFolder(outDir);
      config.logger.info(`precompressed ${done.length} files (brotli and gzip) in ${outDir}`);
    },
  };
}
