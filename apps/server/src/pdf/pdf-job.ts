import type {
  CarriedAnswers,
  ChangesSinceReview,
  ReportComparison,
  ReportView,
  SurveyStructure,
} from '@tsr/contract';

/**
 * A report, the structure as its user drew it and what changed since its previous review: what
 * the server makes a report's PDF of.
 */
export interface PdfSource {
  readonly report: ReportView;
  /** The structure before preparation, as the builder showed it: the ownership diagram draws it. */
  readonly drawn: SurveyStructure;
  /** The comparison with the previous review its reader may read; null for a first review. */
  readonly changes: ChangesSinceReview | null;
  /** The answers carried forward from the previous review, kept and changed; null when none were. */
  readonly carried?: CarriedAnswers | null;
}

/** What a PDF shows beyond its report, each absent when there is none (renderReportPdf). */
export interface PdfExtras {
  readonly drawn?: SurveyStructure;
  readonly changes?: ChangesSinceReview | null;
  readonly scenario?: PdfScenario | null;
  readonly carried?: CarriedAnswers | null;
}

/**
 * What a PDF worker is given: everything the PDF shows, as plain data (structured clone). Without
 * `drawn` (tests and benchmarks, which have no review) the diagram draws the report's prepared
 * structure without preparation's copies (asDrawn); without `changes`, the PDF has no "what
 * changed" section, as for a first review.
 */
export interface PdfJob extends Omit<PdfSource, 'drawn' | 'changes'> {
  readonly drawn?: PdfSource['drawn'];
  readonly changes?: PdfSource['changes'];
  /** A what-if scenario's PDF (issue 33): the report is the scenario's, every page says so. */
  readonly scenario?: PdfScenario;
  readonly remediated: boolean;
  readonly shortName: string;
}

/** What a scenario's PDF says beyond its report: its name, and the scenario against the report. */
export interface PdfScenario {
  readonly name: string;
  readonly comparison: ReportComparison;
}
