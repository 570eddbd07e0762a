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

/** The risk explanation's wording (issue 9), the same in the risk dialog and the PDF. */
export const RISK_EXPLANATION_TEXTS = {
  heading: 'Why this risk',
  foundOn: 'Found on',
  law: 'Law',
  because: 'Because you answered',
  noAnswers: 'This risk follows from the structure itself rather than from an answer.',
  technical: 'Technical details',
} as const;
