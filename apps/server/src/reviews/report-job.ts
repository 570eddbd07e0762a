import type { SubmitError } from '@tsr/contract';
import type { PortfolioSummary, ReportInput } from '@tsr/domain';

/** What the report worker is given: a review's structure and answers, and its version's content. */
export interface ReportJob {
  /** The survey version's id: the worker compiles each version's content once and keeps it. */
  readonly versionId: number;
  /** The version's content (v8.serialize of the loaded content), read by a worker that has not compiled it yet. */
  readonly content: Uint8Array;
  readonly input: Omit<ReportInput, 'content'>;
  /**
   * 'table': only the original table is written (`json` is `{"originalTable": …}`): a what-if
   * compares tables, and a 50-entity report's whole JSON is ten times its table.
   */
  readonly output?: 'report' | 'table';
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
