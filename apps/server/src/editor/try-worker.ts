import { serveJobs } from '../workers/worker-jobs';
import { runTryJob, type TryJob } from './try-job';

/**
 * The try worker thread (docs/authoring.md, Try it): compiles the draft with the form's item and
 * scores the target on it off the server's event loop, as reports are scored (decision 0020): a
 * try on a 50-entity review takes a few hundred milliseconds that no other user should wait for.
 */
serveJobs((job: TryJob) => runTryJob(job));
