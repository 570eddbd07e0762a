import { serveJobs } from '../workers/worker-jobs';
import { parsedFonts } from './pdf-fonts';
import type { PdfJob } from './pdf-job';
import { renderReportPdf } from './render-report-pdf';

/**
 * A PDF worker thread (docs/decisions/0007): renders one report at a time, off the server's
 * event loop. The pool terminates it when a job overruns its time limit.
 */
// Parsed before the worker tells the pool it is ready, so that no PDF's time limit pays for it.
parsedFonts();
serveJobs(
  async (job: PdfJob) => {
    const { report, remediated, shortName, ...more } = job;
    const buffer = await renderReportPdf(report, remediated, shortName, more);
    // A copy of its own, so transferring it cannot detach a pooled Buffer's shared memory.
    return new Uint8Array(buffer);
  },
  (pdf) => [pdf.buffer as ArrayBuffer],
);
