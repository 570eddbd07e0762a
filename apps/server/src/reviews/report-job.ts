import type { ScenarioChanges, SubmitError } from '@tsr/contract';
import type { PortfolioSummary, ReportInput } from '@tsr/domain';

/** A survey version's content as the report worker is given it with each job. */
interface VersionedJob {
  /** The survey version's id: the worker compiles each version's content once and keeps it. */
  readonly versionId: number;
  /** The version's content (v8.serialize of the loaded content), read by a worker that has not compiled it yet. */
  readonly content: Uint8Array;
}

/** A review's report: its structure and answers, scored on its version's content. */
export interface ReportJob extends VersionedJob {
  readonly kind: 'report';
  readonly input: Omit<ReportInput, 'content'>;
}

/**
 * A what-if (issue 33) on a submitted review: the scenario applied, scored and compared with the
 * report, all in the worker. The review and its report travel as the bytes of a ScenarioBase that
 * the caller serialised once; the worker reads them once per `key` and keeps them, so a user trying
 * one answer after another costs a copy of those bytes, not a structured clone of the review.
 */
export interface ScenarioJob extends VersionedJob {
  readonly kind: 'scenario';
  /** The review's id and the row versions of the review and its report: new when either changes. */
  readonly key: string;
  /** v8.serialize of the ScenarioBase. */
  readonly base: Uint8Array;
  readonly changes: ScenarioChanges;
  /** The review's as-at date. */
  readonly today: string;
  /** The scenario's whole report too (its PDF), not only the what-if's result. */
  readonly whole: boolean;
}

/** A report as the worker answers it: the JSON stored as the report, and what the caller checks. */
export interface BuiltReport {
  /** JSON.stringify of the report: what the database stores (the same text Drizzle would write). */
  readonly json: string;
  readonly originalScore: number;
  /** Logic that could not be evaluated: a report with any is not stored (the first is the error). */
  readonly errors: readonly SubmitError[];
  /** The portfolio's summary of it, worked out here so the server's thread never parses the JSON. */
  readonly summary: PortfolioSummary;
}

/**
 * A what-if as the worker answers it: the result's JSON as UTF-8, written here and handed over (not
 * copied) so that the server's thread neither parses nor writes it again, or why the scenario
 * cannot be scored.
 */
export type ScoredScenario =
  | { readonly ok: true; readonly json: Uint8Array<ArrayBuffer>; readonly report: string | null }
  | { readonly ok: false; readonly message: string; readonly entityName?: string; readonly rule?: string };

export type ReportWorkerJob = ReportJob | ScenarioJob;
export type ReportWorkerResult = BuiltReport | ScoredScenario;
