import { parentPort, type Transferable } from 'node:worker_threads';

/** A job as posted to a worker, tagged so that the answer finds its request. */
export interface WorkerRequest<Job> {
  readonly id: number;
  readonly job: Job;
}

/** A worker's answer: the job's result, or why it could not be done. */
export type WorkerAnswer<Result> =
  | { readonly id: number; readonly result: Result }
  | { readonly id: number; readonly error: string };

/**
 * What a worker says once its modules are loaded and it takes jobs. A job's time limit counts from
 * then: starting a thread (loading its modules, from the TypeScript sources transpiling them) is not
 * the job's work, and on a loaded machine can take longer than the job itself.
 */
export interface WorkerReady {
  readonly ready: true;
}

/**
 * The worker side of a WorkerPool: runs each job posted to this thread, one at a time, and
 * answers with its result (the buffers in `transfer` handed over rather than copied) or its error.
 * Called last in a worker's module, so that what the module prepares at its top level is done
 * before the pool is told the worker is ready.
 */
export function serveJobs<Job, Result>(
  run: (job: Job) => Promise<Result> | Result,
  transfer: (result: Result) => readonly Transferable[] = () => [],
): void {
  if (!parentPort) throw new Error('a pool worker runs as a worker thread only');
  const port = parentPort;
  port.on('message', async ({ id, job }: WorkerRequest<Job>) => {
    let answer: WorkerAnswer<Result>;
    try {
      answer = { id, result: await run(job) };
    } catch (error) {
      answer = { id, error: error instanceof Error ? (error.stack ?? error.message) : String(error) };
    }
    port.postMessage(answer, 'result' in answer ? [...transfer(answer.result)] : []);
  });
  const ready: WorkerReady = { ready: true };
  port.postMessage(ready);
}
