import { afterEach, describe, expect, it } from 'vitest';
import { AppError } from '../http/app-error';
import { pdfText } from '../testing/pdf-text';
import { reportFixture } from '../testing/report-fixture';
import { testWorkerEntry } from '../workers/test-workers';
import { PDF_BUSY_MESSAGE, PDF_TIMEOUT_MESSAGE, PdfPool } from './pdf-pool';

const { remediated } = reportFixture({ notes: ['Trustees replaced; returns filed.'] });
const job = { report: remediated, remediated: true, shortName: 'TSR' };
const pools: PdfPool[] = [];
const pool = (...args: ConstructorParameters<typeof PdfPool>) => {
  const created = new PdfPool(...args);
  pools.push(created);
  return created;
};
afterEach(async () => {
  await Promise.all(pools.splice(0).map((p) => p.close()));
});

describe('the PDF pool', () => {
  it('renders the report in a worker thread and keeps the worker for the next one', async () => {
    const pdfs = pool({ size: 2, timeoutMs: 20_000, maxQueue: 8 });
    const [first, second, third] = await Promise.all([pdfs.render(job), pdfs.render(job), pdfs.render(job)]);
    for (const pdf of [first, second, third]) expect(await pdfText(pdf as Buffer)).toContain('Oak structure');
    expect(pdfs.threads).toBe(2);
  });

  it('stops a PDF that overruns its time limit with a 503, and ends its worker', async () => {
    const pdfs = pool({ size: 1, timeoutMs: 50, maxQueue: 8 }, testWorkerEntry('never-ends'));
    const error = await pdfs.render(job).then(
      () => null,
      (e: unknown) => e,
    );
    expect(error).toBeInstanceOf(AppError);
    expect((error as AppError).status).toBe(503);
    expect((error as AppError).message).toBe(PDF_TIMEOUT_MESSAGE);
    expect(pdfs.threads).toBe(0);
  });

  it('refuses more waiting PDFs than its queue holds, at once', async () => {
    const pdfs = pool({ size: 1, timeoutMs: 20_000, maxQueue: 1 });
    const running = pdfs.render(job);
    const waiting = pdfs.render(job);
    await expect(pdfs.render(job)).rejects.toThrow(PDF_BUSY_MESSAGE);
    await Promise.all([running, waiting]);
  });

  it('tells the operator’s metrics each job’s wait and run time and outcome, and its state', async () => {
    const pdfs = pool({ size: 1, timeoutMs: 20_000, maxQueue: 8 });
    const timings: { waitMs: number; runMs: number; outcome: string }[] = [];
    pdfs.workers.observe((timing) => timings.push(timing));
    const both = Promise.all([pdfs.render(job), pdfs.render(job)]);
    expect(pdfs.workers.state()).toEqual({ queued: 1, busy: 1, threads: 1 });
    await both;
    expect(timings.map((t) => t.outcome)).toEqual(['ok', 'ok']);
    expect(timings.every((t) => t.runMs > 0 && t.waitMs >= 0)).toBe(true);
    // The second waited for the first.
    expect((timings[1]?.waitMs ?? 0) >= (timings[0]?.runMs ?? 0) * 0.5).toBe(true);
    expect(pdfs.workers.state()).toEqual({ queued: 0, busy: 0, threads: 1 });

    const slow = pool({ size: 1, timeoutMs: 1, maxQueue: 8 });
    const outcomes: string[] = [];
    slow.workers.observe((timing) => outcomes.push(timing.outcome));
    await slow.render(job).catch(() => undefined);
    expect(outcomes).toEqual(['timeout']);
  });
});
