import type { Report, ScenarioChanges } from '@tsr/contract';
import type { CompiledContent, ReportInput } from '@tsr/domain';
import type { SurveyVersion } from '../survey/survey-store';
import { REPORT_WORKER_RESOURCE_LIMITS } from '../v8-flags';
import { sharedBytes } from '../workers/shared-bytes';
import { type WorkerEntry, WorkerPool, type WorkerPoolOptions, workerEntry } from '../workers/worker-pool';
import type { BuiltReport, ReportWorkerJob, ReportWorkerResult, ScoredScenario } from './report-job';

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
  private readonly pool: WorkerPool<ReportWorkerJob, ReportWorkerResult>;
  /** Each version's content as sent to the worker, serialised once. */
  private readonly sent = new WeakMap<CompiledContent, Uint8Array>();

  /** `entry` is the report worker; tests of the time limit give one that never answers. */
  constructor(
    options: WorkerPoolOptions = DEFAULT_REPORT_POOL,
    entry: WorkerEntry = workerEntry(import.meta.url, 'report-worker'),
  ) {
    this.pool = new WorkerPool(entry, options, {
      timeout: REPORT_TIMEOUT_MESSAGE,
      busy: REPORT_BUSY_MESSAGE,
      failed: 'Scoring the review failed',
    });
  }

  /** The report of `input` on `version`'s content. */
  build(version: SurveyVersion, input: Omit<ReportInput, 'content'>): Promise<BuiltReport> {
    const job = { kind: 'report', versionId: version.id, content: this.contentOf(version), input } as const;
    return this.pool.run(job) as Promise<BuiltReport>;
  }

  /**
   * A what-if on a submitted review (ScenarioJob): `base` is the review and its report serialised
   * (v8) once by the caller, `key` names that serialisation for the worker to keep.
   */
  scenario(
    version: SurveyVersion,
    review: { key: string; base: Uint8Array },
    changes: ScenarioChanges,
    today: string,
    whole = false,
  ): Promise<ScoredScenario> {
    const content = this.contentOf(version);
    const job = {
      kind: 'scenario',
      versionId: version.id,
      content,
      ...review,
      changes,
      today,
      whole,
    } as const;
    return this.pool.run(job) as Promise<ScoredScenario>;
  }

  /** Starts the worker ahead of the first report (the server does when it starts). */
  warm(): void {
    this.pool.warm();
  }

  /** Its worker pool, watched by the operator's metrics. */
  get workers(): WorkerPool<ReportWorkerJob, ReportWorkerResult> {
    return this.pool;
  }

  /** Worker threads running now, busy or idle. */
  get threads(): number {
    return this.pool.threads;
  }

  private contentOf(version: SurveyVersion): Uint8Array {
    let content = this.sent.get(version.compiled);
    if (!content) {
      content = sharedBytes(version.compiled.content);
      this.sent.set(version.compiled, content);
    }
    return content;
  }

  close(): Promise<void> {
    return this.pool.close();
  }
}

/** The report a worker built, as an object (for callers that show or compare it). */
export const reportOfBuilt = (built: BuiltReport): Report => JSON.parse(built.json) as Report;
