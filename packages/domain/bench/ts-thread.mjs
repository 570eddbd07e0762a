// A worker thread's entry that runs a TypeScript file (workerData.entry, a file URL): Node 20
// cannot load .ts by itself, so tsx's loader is registered in the thread first.
import { workerData } from 'node:worker_threads';
import { register } from 'tsx/esm/api';

register();
await import(workerData.entry);
