import type { ReportView } from '@tsr/contract';

/** What a PDF worker is given: everything the PDF shows, as plain data (structured clone). */
export interface PdfJob {
  readonly report: ReportView;
  readonly remediated: boolean;
  readonly shortName: string;
}

/** A job as posted to a worker, tagged so the answer finds its request. */
export interface PdfRequest {
  readonly id: number;
  readonly job: PdfJob;
}

/** A worker's answer: the PDF's bytes, or why it could not be made. */
export type PdfAnswer =
  | { readonly id: number; readonly pdf: Uint8Array }
  | { readonly id: number; readonly error: string };
