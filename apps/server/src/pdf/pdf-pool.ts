import { Worker } from 'node:worker_threads';
import { AppError } from '../http/app-error';
import type { PdfAnswer, PdfJob } from './pdf-job';

/**
 * Renders PDFs in worker threads with a time limit (docs/decisions/0007), so that a slow PDF
 * delays only its own request: the event loop keeps answering every other tenant, and a job
 * that overruns has its worker terminated and answers 503 in the spec's error body.
 */
export interface PdfPoolOptions {
  /** Worker threads at most; idle ones are kept for the next job. */
  readonly size: number;
  /** Time one job may take in its worker. */
  readonly timeoutMs: number;
  /** Jobs waiting for a worker at most; more answer 503 at once rather than queue without end. */
  readonly maxQueue: number;
}

export const DEFAULT_PDF_POOL: PdfPoolOptions = { size: 2, timeoutMs: 10_000, maxQueue: 32 };

export const PDF_TIMEOUT_MESSAGE =
  'The PDF took too long to produce and was stopped. Please try again later.';
export const PDF_BUSY_MESSAGE = 'Too many PDFs are being produced at the moment. Please try again shortly.';

/**
 * From the TypeScript sources (tests, `tsx` in development) the worker starts from a small entry
 * that registers tsx in the thread; in the built server esbuild emits it beside main.js.
 */
const workerEntry = (): URL =>
  import.meta.url.endsWith('.ts')
    ? new URL('./pdf-worker-source.mjs', import.meta.url)
    : new URL('./pdf-worker.js', import.meta.url);

interface Pending {
  readonly id: number;
  readonly job: PdfJob;
  readonly resolve: (pdf: Buffer) => void;
  readonly reject: (error: Error) => void;
}

interface Slot {
  readonly worker: Worker;
  job: Pending | null;
  timer: NodeJS.Timeout | null;
}

export class PdfPool {
  private readonly idle: Slot[] = [];
  private readonly busy = new Set<Slot>();
  private readonly queue: Pending[] = [];
  private nextId = 1;
  private closed = false;

  constructor(private readonly options: PdfPoolOptions = DEFAULT_PDF_POOL) {}

  render(job: PdfJob): Promise<Buffer> {
    if (this.closed) return Promise.reject(new AppError('UNAVAILABLE', 'The server is shutting down.'));
    if (this.queue.length >= this.options.maxQueue)
      return Promise.reject(new AppError('UNAVAILABLE', PDF_BUSY_MESSAGE));
    return new Promise<Buffer>((resolve, reject) => {
      this.queue.push({ id: this.nextId++, job, resolve, reject });
      this.dispatch();
    });
  }

  /** Worker threads running now, busy or idle (tests check that an overrun one is gone). */
  get threads(): number {
    return this.idle.length + this.busy.size;
  }

  /** Stops every worker; jobs still waiting or running are refused. */
  async close(): Promise<void> {
    this.closed = true;
    for (const pending of this.queue.splice(0))
      pending.reject(new AppError('UNAVAILABLE', 'The server is shutting down.'));
    const slots = [...this.idle.splice(0), ...this.busy];
    for (const slot of this.busy)
      this.fail(slot, new AppError('UNAVAILABLE', 'The server is shutting down.'));
    this.busy.clear();
    await Promise.all(slots.map((slot) => slot.worker.terminate()));
  }

  private dispatch(): void {
    while (this.queue.length > 0) {
      const slot = this.idle.pop() ?? (this.busy.size < this.options.size ? this.spawn() : null);
      if (!slot) return;
      const pending = this.queue.shift() as Pending;
      slot.job = pending;
      this.busy.add(slot);
      slot.worker.ref();
      slot.timer = setTimeout(() => this.timeOut(slot), this.options.timeoutMs);
      slot.worker.postMessage({ id: pending.id, job: pending.job });
    }
  }

  private spawn(): Slot {
    const worker = new Worker(workerEntry());
    const slot: Slot = { worker, job: null, timer: null };
    worker.on('message', (answer: PdfAnswer) => {
      const pending = slot.job;
      if (!pending || pending.id !== answer.id) return;
      this.release(slot);
      if ('pdf' in answer)
        pending.resolve(Buffer.from(answer.pdf.buffer, answer.pdf.byteOffset, answer.pdf.byteLength));
      else pending.reject(new Error(`PDF rendering failed: ${answer.error}`));
    });
    // A worker that dies (out of memory, a crash) fails its job and is replaced by the next spawn.
    worker.on('error', (error) => this.discard(slot, error));
    worker.on('exit', (code) => this.discard(slot, new Error(`PDF worker exited with code ${code}`)));
    return slot;
  }

  private release(slot: Slot): void {
    if (slot.timer) clearTimeout(slot.timer);
    slot.timer = null;
    slot.job = null;
    this.busy.delete(slot);
    // An idle worker must not keep the process alive on its own.
    slot.worker.unref();
    if (!this.closed) this.idle.push(slot);
    this.dispatch();
  }

  private timeOut(slot: Slot): void {
    this.discard(slot, new AppError('UNAVAILABLE', PDF_TIMEOUT_MESSAGE));
    void slot.worker.terminate();
  }

  private fail(slot: Slot, error: Error): void {
    if (slot.timer) clearTimeout(slot.timer);
    slot.timer = null;
    const pending = slot.job;
    slot.job = null;
    pending?.reject(error);
  }

  private discard(slot: Slot, error: Error): void {
    if (!this.busy.has(slot) && !this.idle.includes(slot)) return;
    this.fail(slot, error);
    this.busy.delete(slot);
    const at = this.idle.indexOf(slot);
    if (at >= 0) this.idle.splice(at, 1);
    if (!this.closed) this.dispatch();
  }
}
