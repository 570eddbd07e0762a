import { type WorkerEntry, WorkerPool, type WorkerPoolOptions, workerEntry } from '../workers/worker-pool';
import type { PdfJob } from './pdf-job';

/**
 * Renders PDFs in worker threads with a time limit (docs/decisions/0007), so that a slow PDF
 * delays only its own request: the event loop keeps answering every other tenant, and a job
 * that overruns has its worker terminated and answers 503 in the spec's error body.
 */
export type PdfPoolOptions = WorkerPoolOptions;

export const DEFAULT_PDF_POOL: PdfPoolOptions = { size: 2, timeoutMs: 10_000, maxQueue: 32 };

export const PDF_TIMEOUT_MESSAGE =
  'The PDF took too long to produce and was stopped. Please try again later.';
export const PDF_BUSY_MESSAGE = 'Too many PDFs are being produced at the moment. Please try again shortly.';

export class PdfPool {
  private readonly pool: WorkerPool<PdfJob, Uint8Array>;

  /** `entry` is the PDF worker; tests of the time limit give one that never answers. */
  constructor(
    options: PdfPoolOptions = DEFAULT_PDF_POOL,
    entry: WorkerEntry = workerEntry(import.meta.url, 'pdf-worker'),
  ) {
    this.pool = new WorkerPool(entry, options, {
      timeout: PDF_TIMEOUT_MESSAGE,
      busy: PDF_BUSY_MESSAGE,
      failed: 'PDF rendering failed',
    });
  }

  async render(job: PdfJob): Promise<Buffer> {
    const pdf = await this.pool.run(job);
    return Buffer.from(pdf.buffer, pdf.byteOffset, pdf.byteLength);
  }

  /** Its worker pool, watched by the operator's metrics. */
  get workers(): WorkerPool<PdfJob, Uint8Array> {
    return this.pool;
  }

  /** Worker threads running now, busy or idle. */
  get threads(): number {
    return this.pool.threads;
  }

  /** Stops every worker; PDFs still waiting or being made are refused. */
  close(): Promise<void> {
    return this.pool.close();
  }
}
