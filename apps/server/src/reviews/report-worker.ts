import { deserialize } from 'node:v8';
import type { SurveyContent } from '@tsr/contract';
import { buildReport, compileContent, portfolioSummary, type ScenarioBase, scoreScenario } from '@tsr/domain';
import { serveJobs } from '../workers/worker-jobs';
import type {
  BuiltReport,
  ReportJob,
  ReportWorkerJob,
  ReportWorkerResult,
  ScenarioJob,
  ScoredScenario,
} from './report-job';

/**
 * The report worker thread (decision 0020): scores a review and writes its report's JSON, off the
 * server's event loop and in a heap sized for reports (REPORT_WORKER_RESOURCE_LIMITS).
 */

/** The most recently used `kept` values of `read`, by key. */
function recent<K, V>(kept: number, read: (key: K, from: Uint8Array) => V) {
  const values = new Map<K, V>();
  return (key: K, from: Uint8Array): V => {
    let value = values.get(key);
    if (value !== undefined) values.delete(key);
    else value = read(key, from);
    values.set(key, value);
    if (values.size > kept) values.delete(values.keys().next().value as K);
    return value;
  };
}

/** Versions compiled here: a review is almost always on the latest. */
const contentOf = recent(8, (_id: number, bytes) => compileContent(deserialize(bytes) as SurveyContent));
/** The reviews being tried: one per user trying a what-if now is enough. */
const baseOf = recent(32, (_key: string, bytes) => deserialize(bytes) as ScenarioBase);

function report(job: ReportJob): BuiltReport {
  const built = buildReport({ ...job.input, content: contentOf(job.versionId, job.content) });
  return {
    json: JSON.stringify(built),
    originalScore: built.originalScore,
    errors: built.errors,
    summary: portfolioSummary(built),
  };
}

function scenario(job: ScenarioJob): ScoredScenario {
  const content = contentOf(job.versionId, job.content);
  const scored = scoreScenario(baseOf(job.key, job.base), content, job.changes, job.today, job.whole);
  if (!scored.ok) return scored;
  return {
    ok: true,
    // Its own buffer (TextEncoder's, not Buffer's shared pool), so it can be handed over.
    json: new TextEncoder().encode(JSON.stringify(scored.result)),
    report: scored.report ? JSON.stringify(scored.report) : null,
  };
}

serveJobs(
  (job: ReportWorkerJob): ReportWorkerResult => (job.kind === 'scenario' ? scenario(job) : report(job)),
  (result) => ('ok' in result && result.ok ? [result.json.buffer] : []),
);
