import { workerData } from 'node:worker_threads';
import { serveJobs } from './worker-jobs';

/**
 * A pool worker for worker-pool.test.ts whose start takes `startMs` (as loading many modules on a
 * loaded machine would) and whose jobs answer at once with what they were given.
 */
const { startMs } = workerData as { startMs: number };
await new Promise((resolve) => setTimeout(resolve, startMs));
serveJobs((job: string) => job);
