import { serialize } from 'node:v8';
import type { Report } from '@tsr/contract';
import type { CompiledContent, ReportInput } from '@tsr/domain';
import type { SurveyVersion } from '../survey/survey-store';
import { REPORT_WORKER_RESOURCE_LIMITS } from '../v8-flags';
import { WorkerPool, type WorkerPoolOptions, workerEntry } from '../workers/worker-pool';
import type { BuiltReport, ReportJob } from './report-job';

export const DEFAULT_REPORT_POOL: WorkerPoolOptions = {
  size: 1,
  timeoutMs: 60_000,
  maxQueue: 64,
  resourceLimits: REPORT_WORKER_RESOURCE_LIMITS,
};

export const REPORT_TIMEOUT_MESSAGE =
  'The report took too long to produce and was stopped. Please try again later.';
export const REPORT_BUSY_MESSAGE =
  'Too many reports are being produced at the moment. Please try again shortly.';

/**
 * Builds reports in a worker thread (decision 0020): scoring a large review and writing its JSON
 * take the worker's time, not the event loop's, so other users' requests are not held up, and the
 * worker's heap is sized so that the cost per entity-rule stays flat as reviews grow.
 */
export class ReportPool {
  private readonly pool: WorkerPool<ReportJob, BuiltReport>;
  /** Each version's content as sent to the worker, serialised once. */
  private readonly sent = new WeakMap<CompiledContent, Uint8Array>();

  constructor(options: WorkerPoolOptions = DEFAULT_REPORT_POOL) {
    this.pool = new WorkerPool(workerEntry(import.meta.url, 'report-worker'), options, {
      timeout: REPORT_TIMEOUT_MESSAGE,
      busy: REPORT_BUSY_MESSAGE,
      failed: 'Scoring the review failed',
    });
  }

  /** The report of `input` on `version`'s content (or only its table: ReportJob.output). */
  build(
    version: SurveyVersion,
    input: Omit<ReportInput, 'content'>,
    output: ReportJob['output'] = 'report',
  ): Promise<BuiltReport> {
    let content = this.sent.get(version.compiled);
    if (!content) {
      content = serialize(version.compiled.content);
      this.sent.set(version.compiled, content);
    }
    return this.pool.run({ versionId: version.id, content, input, output });
  }

  /** Starts the worker ahead of the first report (the server does when it starts). */
  warm(): void {
    this.pool.warm();
  }

  /** Its worker pool, watched by the operator's metrics. */
  get workers(): WorkerPool<ReportJob, BuiltReport> {
    return this.pool;
  }

  /** Worker threads running now, busy or idle. */
  get threads(): number {
    return this.pool.threads;
  }

  close(): Promise<void> {
    return this.pool.close();
  }
}

/** The report a worker built, as an object (for callers that show or compare it). */
export const reportOfBuilt = (built: BuiltReport): Report => JSON.parse(built.json) as Report;
