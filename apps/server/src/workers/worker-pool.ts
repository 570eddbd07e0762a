import { type ResourceLimits, Worker } from 'node:worker_threads';
import { AppError } from '../http/app-error';
import type { WorkerAnswer, WorkerReady } from './worker-jobs';

/**
 * Runs jobs in worker threads with a time limit, so that a long job delays only its own request:
 * the event loop keeps answering every other user. A job that overruns has its worker terminated
 * and answers 503; a worker that dies fails its job and is replaced by the next spawn. Used by the
 * PDF pool (decision 0007) and the report pool (decision 0020).
 */
export interface WorkerPoolOptions {
  /** Worker threads at most; idle ones are kept for the next job. */
  readonly size: number;
  /** Time one job may take in its worker, counted from when the worker is ready (WorkerReady). */
  readonly timeoutMs: number;
  /** Jobs waiting for a worker at most; more answer 503 at once rather than queue without end. */
  readonly maxQueue: number;
  /** The heap of each worker (V8 sizes it when the thread starts). */
  readonly resourceLimits?: ResourceLimits;
}

/** What a pool says when it cannot answer: each pool's own words. */
export interface WorkerPoolTexts {
  /** A job overran its time limit. */
  readonly timeout: string;
  /** The queue is full. */
  readonly busy: string;
  /** Prefix of the error a job that threw in its worker fails with (a 500: a defect, logged). */
  readonly failed: string;
}

const SHUTTING_DOWN = 'The server is shutting down.';

/** Where a pool's worker starts: its module, and for a .ts worker the module that ts-worker.mjs loads. */
export interface WorkerEntry {
  readonly url: URL;
  readonly workerData?: { readonly entry: string };
}

/**
 * A worker's entry: from the TypeScript sources (tests, `tsx` in development) its .ts file, started
 * through ts-worker.mjs, which registers tsx in the thread; in the built server the .js file esbuild
 * emits beside main.js. `callerUrl` is the caller's import.meta.url, `name` the entry's file name
 * without extension, in the caller's folder.
 */
export function workerEntry(callerUrl: string, name: string): WorkerEntry {
  if (!callerUrl.endsWith('.ts')) return { url: new URL(`./${name}.js`, callerUrl) };
  return {
    url: new URL('./ts-worker.mjs', import.meta.url),
    workerData: { entry: new URL(`./${name}.ts`, callerUrl).href },
  };
}

interface Pending<Job, Result> {
  readonly id: number;
  readonly job: Job;
  readonly resolve: (result: Result) => void;
  readonly reject: (error: Error) => void;
  /** performance.now() when it was queued, and when a ready worker started it. */
  readonly queuedAt: number;
  startedAt: number;
}

interface Slot<Job, Result> {
  readonly worker: Worker;
  /** Whether the thread has loaded its modules and takes jobs. */
  ready: boolean;
  job: Pending<Job, Result> | null;
  timer: NodeJS.Timeout | null;
}

/** How one job went, for the operator's metrics (telemetry/telemetry.ts). */
export interface JobTiming {
  readonly waitMs: number;
  readonly runMs: number;
  readonly outcome: 'ok' | 'failed' | 'timeout';
}

export class WorkerPool<Job, Result> {
  private readonly idle: Slot<Job, Result>[] = [];
  private readonly busy = new Set<Slot<Job, Result>>();
  private readonly queue: Pending<Job, Result>[] = [];
  private nextId = 1;
  private closed = false;
  private observer: ((timing: JobTiming) => void) | null = null;

  constructor(
    private readonly entry: WorkerEntry,
    private readonly options: WorkerPoolOptions,
    private readonly texts: WorkerPoolTexts,
  ) {}

  /** Runs `job` in a worker (copied to it: a buffer the caller keeps, such as a version's content, stays usable). */
  run(job: Job): Promise<Result> {
    if (this.closed) return Promise.reject(new AppError('UNAVAILABLE', SHUTTING_DOWN));
    if (this.queue.length >= this.options.maxQueue)
      return Promise.reject(new AppError('UNAVAILABLE', this.texts.busy));
    return new Promise<Result>((resolve, reject) => {
      this.queue.push({ id: this.nextId++, job, resolve, reject, queuedAt: performance.now(), startedAt: 0 });
      this.dispatch();
    });
  }

  /** Starts the pool's threads ahead of the first job, so that it does not wait for one to start. */
  warm(): void {
    while (!this.closed && this.idle.length + this.busy.size < this.options.size) this.release(this.spawn());
  }

  /** Jobs waiting and running now, and the threads, read by the operator's metrics at each scrape. */
  state(): { queued: number; busy: number; threads: number } {
    return { queued: this.queue.length, busy: this.busy.size, threads: this.threads };
  }

  /** Receives the wait and run time of every job as it ends. */
  observe(observer: (timing: JobTiming) => void): void {
    this.observer = observer;
  }

  /** Worker threads running now, busy or idle (tests check that an overrun one is gone). */
  get threads(): number {
    return this.idle.length + this.busy.size;
  }

  /** Stops every worker; jobs still waiting or running are refused. */
  async close(): Promise<void> {
    this.closed = true;
    for (const pending of this.queue.splice(0)) pending.reject(new AppError('UNAVAILABLE', SHUTTING_DOWN));
    const slots = [...this.idle.splice(0), ...this.busy];
    for (const slot of this.busy) this.fail(slot, new AppError('UNAVAILABLE', SHUTTING_DOWN));
    this.busy.clear();
    await Promise.all(slots.map((slot) => slot.worker.terminate()));
  }

  private dispatch(): void {
    while (this.queue.length > 0) {
      const slot = this.idle.pop() ?? (this.busy.size < this.options.size ? this.spawn() : null);
      if (!slot) return;
      const pending = this.queue.shift() as Pending<Job, Result>;
      slot.job = pending;
      this.busy.add(slot);
      slot.worker.ref();
      // A thread still starting receives the job now and runs it once ready; its clock starts then.
      slot.worker.postMessage({ id: pending.id, job: pending.job });
      if (slot.ready) this.startClock(slot);
    }
  }

  private startClock(slot: Slot<Job, Result>): void {
    if (!slot.job || slot.timer) return;
    slot.job.startedAt = performance.now();
    slot.timer = setTimeout(() => this.timeOut(slot), this.options.timeoutMs);
  }

  private spawn(): Slot<Job, Result> {
    const worker = new Worker(this.entry.url, {
      ...(this.entry.workerData ? { workerData: this.entry.workerData } : {}),
      ...(this.options.resourceLimits ? { resourceLimits: this.options.resourceLimits } : {}),
    });
    const slot: Slot<Job, Result> = { worker, ready: false, job: null, timer: null };
    worker.on('message', (answer: WorkerAnswer<Result> | WorkerReady) => {
      if ('ready' in answer) {
        slot.ready = true;
        this.startClock(slot);
        return;
      }
      const pending = slot.job;
      if (!pending || pending.id !== answer.id) return;
      this.release(slot);
      this.report(pending, 'result' in answer ? 'ok' : 'failed');
      if ('result' in answer) pending.resolve(answer.result);
      else pending.reject(new Error(`${this.texts.failed}: ${answer.error}`));
    });
    // A worker that dies (out of memory, a crash) fails its job and is replaced by the next spawn.
    worker.on('error', (error) => this.discard(slot, error));
    worker.on('exit', (code) => this.discard(slot, new Error(`worker thread exited with code ${code}`)));
    return slot;
  }

  private release(slot: Slot<Job, Result>): void {
    if (slot.timer) clearTimeout(slot.timer);
    slot.timer = null;
    slot.job = null;
    this.busy.delete(slot);
    // An idle worker must not keep the process alive on its own.
    slot.worker.unref();
    if (!this.closed) this.idle.push(slot);
    this.dispatch();
  }

  private report(pending: Pending<Job, Result>, outcome: JobTiming['outcome']): void {
    if (!this.observer) return;
    const now = performance.now();
    // A job whose thread died while starting never ran: all its time was waiting.
    const startedAt = pending.startedAt || now;
    this.observer({ waitMs: startedAt - pending.queuedAt, runMs: now - startedAt, outcome });
  }

  private timeOut(slot: Slot<Job, Result>): void {
    this.discard(slot, new AppError('UNAVAILABLE', this.texts.timeout), 'timeout');
    void slot.worker.terminate();
  }

  private fail(slot: Slot<Job, Result>, error: Error): void {
    if (slot.timer) clearTimeout(slot.timer);
    slot.timer = null;
    const pending = slot.job;
    slot.job = null;
    pending?.reject(error);
  }

  private discard(slot: Slot<Job, Result>, error: Error, outcome: JobTiming['outcome'] = 'failed'): void {
    if (!this.busy.has(slot) && !this.idle.includes(slot)) return;
    if (slot.job) this.report(slot.job, outcome);
    this.fail(slot, error);
    this.busy.delete(slot);
    const at = this.idle.indexOf(slot);
    if (at >= 0) this.idle.splice(at, 1);
    if (!this.closed) this.dispatch();
  }
}
