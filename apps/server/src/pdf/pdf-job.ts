import type { ReportView, SurveyStructure } from '@tsr/contract';

/** A report and the structure as its user drew it: what the server makes a report's PDF of. */
export interface PdfSource {
  readonly report: ReportView;
  /** The structure before preparation, as the builder showed it: the ownership diagram draws it. */
  readonly drawn: SurveyStructure;
}

/**
 * What a PDF worker is given: everything the PDF shows, as plain data (structured clone). Without
 * `drawn` (tests and benchmarks, which have no review) the diagram draws the report's prepared
 * structure without preparation's copies (asDrawn).
 */
export interface PdfJob extends Omit<PdfSource, 'drawn'> {
  readonly drawn?: PdfSource['drawn'];
  readonly remediated: boolean;
  readonly shortName: string;
}
