import { deserialize } from 'node:v8';
import type { SurveyContent } from '@tsr/contract';
import { buildReport, type CompiledContent, compileContent, portfolioSummary } from '@tsr/domain';
import { serveJobs } from '../workers/worker-jobs';
import type { BuiltReport, ReportJob } from './report-job';

/**
 * The report worker thread (decision 0020): scores a review and writes its report's JSON, off the
 * server's event loop and in a heap sized for reports (REPORT_WORKER_RESOURCE_LIMITS).
 */

/** Versions compiled here, most recently used last; a review is almost always on the latest. */
const compiled = new Map<number, CompiledContent>();
const KEPT_VERSIONS = 8;

function contentOf(job: ReportJob): CompiledContent {
  let content = compiled.get(job.versionId);
  if (content) compiled.delete(job.versionId);
  else content = compileContent(deserialize(job.content) as SurveyContent);
  compiled.set(job.versionId, content);
  if (compiled.size > KEPT_VERSIONS) compiled.delete(compiled.keys().next().value as number);
  return content;
}

serveJobs((job: ReportJob): BuiltReport => {
  const report = buildReport({ ...job.input, content: contentOf(job) });
  const json = JSON.stringify(job.output === 'table' ? { originalTable: report.originalTable } : report);
  return {
    json,
    originalScore: report.originalScore,
    errors: report.errors,
    summary: portfolioSummary(report),
  };
});
