import { createHash } from 'node:crypto';
import type { ReportView } from '@tsr/contract';
import { withoutEngineInternals } from '@tsr/domain';

/**
 * What makes a report PDF checkable (docs/decisions/0035): its bytes depend on the report alone,
 * never the clock, so the same report, view and remediations render the same bytes; its footer
 * carries the report's fingerprint, and its document information the state it shows, so that
 * "Verify a PDF" can render that state again and compare.
 */

/** The view and how many remediations it includes: 'remediated:3'. */
export interface PdfState {
  readonly remediated: boolean;
  readonly remediations: number;
}

/** The document information key that holds the state a PDF shows. */
export const STATE_KEY = 'ReportState';

export const stateText = (state: PdfState): string =>
  `${state.remediated ? 'remediated' : 'original'}:${state.remediations}`;

/** The state a PDF says it shows, read from its document information; null when it says none. */
export function stateOfPdf(bytes: Uint8Array): PdfState | null {
  const text = Buffer.from(bytes.buffer, bytes.byteOffset, bytes.byteLength).toString('latin1');
  // pdfkit writes each value of the document information as an object of its own: `/ReportState 36 0 R`.
  const ref = new RegExp(`/${STATE_KEY} (\\d{1,9}) 0 R`).exec(text);
  if (!ref) return null;
  const value = new RegExp(
    `(?:^|\\s)${ref[1]} 0 obj\\s*\\((original|remediated):(\\d{1,6})\\)\\s*endobj`,
  ).exec(text);
  return value ? { remediated: value[1] === 'remediated', remediations: Number(value[2]) } : null;
}

/**
 * The report's SHA-256 fingerprint: of the report as a customer receives it (an administrator's
 * copy carries the engine's internals, which the PDF never shows) and of the view shown.
 */
export function reportFingerprint(report: ReportView, remediated: boolean): string {
  const shown = JSON.stringify({ remediated, report: withoutEngineInternals(report) });
  return createHash('sha256').update(shown).digest('hex');
}

/** The instant a state was last changed: the report's making or its latest remediation shown. */
export function stateDate(report: ReportView): Date {
  const latest = report.comments.reduce((at, c) => (c.timestamp > at ? c.timestamp : at), report.timestamp);
  return new Date(latest);
}

export const sha256 = (bytes: Uint8Array): string => createHash('sha256').update(bytes).digest('hex');
