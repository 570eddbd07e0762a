import type { TryOutcome } from '@tsr/domain';
import { REPORT_WORKER_RESOURCE_LIMITS } from '../v8-flags';
import { WorkerPool, type WorkerPoolOptions, workerEntry } from '../workers/worker-pool';
import type { TryJob } from './try-job';

/** One worker: tries are an author's, a few at a time; reports have their own pool. */
export const DEFAULT_TRY_POOL: WorkerPoolOptions = {
  size: 1,
  timeoutMs: 60_000,
  maxQueue: 16,
  resourceLimits: REPORT_WORKER_RESOURCE_LIMITS,
};

export const TRY_POOL_MESSAGES = {
  timeout: 'Trying it took too long and was stopped. Please try again later.',
  busy: 'Too many tries are running at the moment. Please try again shortly.',
  failed: 'Trying it failed',
} as const;

/**
 * Runs Try it in a worker thread (try-worker.ts), in a heap sized like the report worker's, so
 * that compiling the draft and scoring a large review twice does not hold up the event loop.
 */
export class TryPool {
  private readonly pool: WorkerPool<TryJob, TryOutcome>;

  constructor(options: WorkerPoolOptions = DEFAULT_TRY_POOL) {
    this.pool = new WorkerPool(workerEntry(import.meta.url, 'try-worker'), options, TRY_POOL_MESSAGES);
  }

  run(job: TryJob): Promise<TryOutcome> {
    return this.pool.run(job);
  }

  /** Its worker pool, watched by the operator's metrics. */
  get workers(): WorkerPool<TryJob, TryOutcome> {
    return this.pool;
  }

  close(): Promise<void> {
    return this.pool.close();
  }
}
