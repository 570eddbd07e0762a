import type { Report, ScenarioChanges, WhatIfResult } from '@tsr/contract';
import type { CompiledContent } from '../content/compile';
import { buildReport } from '../scoring/report';
import { compareReports } from '../versions/report-changes';
import { applyScenario, type ScenarioReview } from './apply-scenario';

/** What a what-if reads of the report: its heading, score, table and structure, not its responses. */
export type ScenarioReportBase = Pick<
  Report,
  'report_id' | 'user' | 'user_id' | 'company' | 'timestamp' | 'originalScore' | 'originalTable' | 'structure'
>;

/** A submitted review and its report: everything a what-if on it starts from. */
export interface ScenarioBase {
  readonly review: ScenarioReview;
  readonly report: ScenarioReportBase;
}

export type ScenarioScore =
  | { readonly ok: true; readonly result: WhatIfResult; readonly report: Report | null }
  | { readonly ok: false; readonly message: string; readonly entityName?: string; readonly rule?: string };

/**
 * What if (issue 33), whole: the scenario's changes applied to the review, the review scored again on
 * the report's own content and as-at date under the report's own heading, and compared with the
 * report as made (its remediations are the report's, not the scenario's). `report` is the
 * scenario's whole report when `whole` is asked (its PDF), else null.
 */
export function scoreScenario(
  base: ScenarioBase,
  content: CompiledContent,
  changes: ScenarioChanges,
  today: string,
  whole = false,
): ScenarioScore {
  const outcome = applyScenario(base.review, content, changes, today);
  if (!outcome.ok) return outcome;
  const { report_id, user, user_id, company, timestamp } = base.report;
  const scored = buildReport({
    content,
    structure: outcome.review.prepared,
    parts: outcome.review.parts,
    today,
    report_id,
    user,
    user_id,
    company,
    timestamp,
  });
  const error = scored.errors[0];
  if (error) return { ok: false, message: error.message, entityName: error.entityName, rule: error.rule };
  const after = {
    originalScore: scored.originalScore,
    originalTable: scored.originalTable,
    structure: outcome.review.prepared,
    comments: [],
  };
  return {
    ok: true,
    result: {
      reportScore: base.report.originalScore,
      score: scored.originalScore,
      table: scored.originalTable,
      comparison: compareReports({ ...base.report, comments: [] }, after),
      structure: outcome.review.drawn,
    },
    report: whole ? scored : null,
  };
}
