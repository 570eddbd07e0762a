/**
 * Texts the report page and the PDF both show, kept in one place so they cannot drift apart.
 * The disclaimer says the default content pack is illustrative, not tax advice (issue 5).
 */
export const REPORT_DISCLAIMER =
  'This report is produced from the answers given and an illustrative content pack. It indicates UK tax risk for discussion with a qualified adviser; it is not tax advice.';

/** A score as the report shows it: a whole number out of 100. */
export const shownScore = (score: number): number => Math.round(score);

/** Spec 9: the PDF file names. */
export function reportFileName(productShortName: string, structure: string, remediated: boolean): string {
  return `${productShortName} ${remediated ? 'Remediated' : 'Original'} Report - ${structure}.pdf`;
}
