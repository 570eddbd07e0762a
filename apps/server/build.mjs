// Bundles the server and the workspace packages it uses into dist/main.js, and the worker threads'
// entries beside it: dist/pdf-worker.js, dist/report-worker.js and dist/try-worker.js (src/workers/worker-pool.ts's
// workerEntry loads them from there). Third-party packages
// stay external (installed by npm ci), so native and WASM modules load from node_modules as usual.
import { readFileSync } from 'node:fs';
import { build } from 'esbuild';

const manifest = JSON.parse(readFileSync(new URL('./package.json', import.meta.url), 'utf8'));
const external = Object.keys(manifest.dependencies).filter((name) => !name.startsWith('@tsr/'));

await build({
  entryPoints: {
    main: new URL('./src/main.ts', import.meta.url).pathname,
    'pdf-worker': new URL('./src/pdf/pdf-worker.ts', import.meta.url).pathname,
    'report-worker': new URL('./src/reviews/report-worker.ts', import.meta.url).pathname,
    'try-worker': new URL('./src/editor/try-worker.ts', import.meta.url).pathname,
  },
  outdir: new URL('./dist', import.meta.url).pathname,
  bundle: true,
  platform: 'node',
  format: 'esm',
  target: 'node20',
  sourcemap: true,
  external,
  logLevel: 'warning',
});
