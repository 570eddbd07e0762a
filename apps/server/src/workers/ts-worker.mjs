// A pool worker run from the TypeScript sources (tests, development): Node cannot load .ts in a
// worker by itself, so this entry registers tsx's loader in the thread, then imports the worker's
// own .ts file (workerData.entry, a file URL). The built server runs the .js that esbuild emits
// instead (see workerEntry in worker-pool.ts).
import { workerData } from 'node:worker_threads';
import { register } from 'tsx/esm/api';

register();
await import(workerData.entry);
