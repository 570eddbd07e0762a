import { serveJobs } from './worker-jobs';

/**
 * A pool worker for the pools' time-limit tests: it is ready at once and never answers a job, so
 * the job overruns any time limit however loaded the machine is (a real report can finish inside
 * a 1 ms limit when the main thread is slower to start the clock than the worker is to score).
 */
serveJobs(() => new Promise<never>(() => {}));
