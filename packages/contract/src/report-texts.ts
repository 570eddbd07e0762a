/**
 * Texts the report page and the PDF both show, kept in one place so they cannot drift apart.
 * The disclaimer says the default content pack is illustrative, not tax advice.
 */
export const REPORT_DISCLAIMER =
  'This report is produced from the answers given and an illustrative content pack. It indicates UK tax risk for discussion with a qualified adviser; it is not tax advice.';

/**
 * The UK tax year a date (dd/mm/yyyy) falls in, as '2026-27': a tax year runs from 6 April to the
 * next 5 April.
 */
export function taxYearOf(date: string): string {
  const [day, month, year] = date.split('/').map(Number) as [number, number, number];
  const start = month > 4 || (month === 4 && day >= 6) ? year : year - 1;
  return `${start}-${String((start + 1) % 100).padStart(2, '0')}`;
}

/** What a review's screens and its report say of the date it is evaluated as at. */
export const asAtText = (asAt: string): string => `As at ${asAt}, tax year ${taxYearOf(asAt)}`;

/** A score as the report shows it: a whole number out of 100. */
export const shownScore = (score: number): number => Math.round(score);

/** The most UTF-8 bytes of the structure name in a PDF file name: file systems allow 255 for a whole name. */
export const FILE_NAME_STRUCTURE_MAX_BYTES = 150;

// Characters Windows, macOS or Linux refuse or treat specially in file names, control characters
// and the bidirectional overrides that make a name display in another order than it is.
// biome-ignore lint/suspicious/noControlCharactersInRegex: finding control characters is the point
const UNSAFE_IN_FILE_NAME = /[<>:"/\\|?*\u0000-\u001f\u007f-\u009f\u202a-\u202e\u2066-\u2069]/g;

/** The structure name as part of a file name: unsafe characters become '_', cut at whole characters. */
function fileNamePart(name: string): string {
  const encoder = new TextEncoder();
  let bytes = 0;
  let safe = '';
  for (const char of name.replace(UNSAFE_IN_FILE_NAME, '_')) {
    // A lone surrogate would be encoded as U+FFFD: count it as such.
    bytes += encoder.encode(char).length;
    if (bytes > FILE_NAME_STRUCTURE_MAX_BYTES) break;
    safe += char;
  }
  return safe;
}

/**
 * Spec 9: the PDF file names, '{short name} Original Report - {structure}.pdf' and the Remediated
 * one, with the structure name made safe for a file name (docs/decisions/0011).
 */
export function reportFileName(productShortName: string, structure: string, remediated: boolean): string {
  return `${productShortName} ${remediated ? 'Remediated' : 'Original'} Report - ${fileNamePart(structure)}.pdf`;
}

/** A what-if scenario's PDF (issue 33): '{short name} Scenario - {scenario} - {structure}.pdf'. */
export function scenarioFileName(productShortName: string, scenario: string, structure: string): string {
  return `${productShortName} Scenario - ${fileNamePart(scenario)} - ${fileNamePart(structure)}.pdf`;
}

/** The key dates' calendar file: '{short name} Key Dates - {structure}.ics'. */
export function keyDatesFileName(productShortName: string, structure: string): string {
  return `${productShortName} Key Dates - ${fileNamePart(structure)}.ics`;
}

/** The key dates' wording, the same on the report page, in the PDF and in the calendar file. */
export const KEY_DATE_TEXTS = {
  heading: 'Key dates and actions',
  overdue: 'Overdue',
  due: 'Due',
  none: 'No dated action follows from this report.',
  calendar: 'Add to calendar (.ics)',
} as const;

/** "Verify a PDF" (docs/decisions/0035): what the report page says of an uploaded file. */
export const VERIFY_TEXTS = {
  button: 'Verify a PDF',
  verified: (remediated: boolean, remediations: number) =>
    `This PDF is an unaltered copy of this report: the ${remediated ? 'remediated' : 'original'} view, with ${remediations} remediation${remediations === 1 ? '' : 's'} recorded when it was made.`,
  notOurs: 'This PDF is not an unaltered copy of this report: it is not a report PDF of this product.',
  unknownState:
    'This PDF is not an unaltered copy of this report: it shows remediations this report does not have.',
  altered: 'This PDF is not an unaltered copy of this report: its contents differ from the report it names.',
  notAPdf: 'This file is not a PDF.',
} as const;

/** The risk explanation's wording, the same in the risk dialog and the PDF. */
export const RISK_EXPLANATION_TEXTS = {
  heading: 'Why this risk',
  foundOn: 'Found on',
  law: 'Law',
  because: 'Because you answered',
  noAnswers: 'This risk follows from the structure itself rather than from an answer.',
  technical: 'Technical details',
} as const;
