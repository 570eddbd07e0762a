import type { ReportView } from '@tsr/contract';

/** What a PDF worker is given: everything the PDF shows, as plain data (structured clone). */
export interface PdfJob {
  readonly report: ReportView;
  readonly remediated: boolean;
  readonly shortName: string;
}
