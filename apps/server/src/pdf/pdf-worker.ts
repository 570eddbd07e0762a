import { parentPort } from 'node:worker_threads';
import type { PdfAnswer, PdfRequest } from './pdf-job';
import { renderReportPdf } from './render-report-pdf';

/**
 * A PDF worker thread (docs/decisions/0007): renders one report at a time, off the server's
 * event loop. The pool terminates it when a job overruns its time limit.
 */
if (!parentPort) throw new Error('pdf-worker runs as a worker thread only');
const port = parentPort;

port.on('message', async ({ id, job }: PdfRequest) => {
  let answer: PdfAnswer;
  try {
    const buffer = await renderReportPdf(job.report, job.remediated, job.shortName);
    // A copy of its own, so transferring it cannot detach a pooled Buffer's shared memory.
    answer = { id, pdf: new Uint8Array(buffer) };
  } catch (error) {
    answer = { id, error: error instanceof Error ? (error.stack ?? error.message) : String(error) };
  }
  port.postMessage(answer, 'pdf' in answer ? [answer.pdf.buffer as ArrayBuffer] : []);
});
