// The PDF worker run from the TypeScript sources (tests, development): Node cannot load .ts in a
// worker by itself, so this entry registers tsx's loader in the worker thread first. The built
// server runs dist/pdf-worker.js instead (see pdf-pool.ts).
import { register } from 'tsx/esm/api';

register();
await import('./pdf-worker.ts');
