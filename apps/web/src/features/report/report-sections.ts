/**
 * The report's sections, in page order, as the section navigation names them. The timeline is
 * part of the remediated view only.
 */
export interface ReportSection {
  id: string;
  title: string;
}

export const SCORE_SECTION: ReportSection = { id: 'report-score', title: 'Score' };
export const RISK_TABLE_SECTION: ReportSection = { id: 'report-risk-table', title: 'Risk table' };
export const KEY_DATES_SECTION: ReportSection = { id: 'report-key-dates', title: 'Key dates' };
export const CAUSES_SECTION: ReportSection = { id: 'report-causes', title: 'Causes' };
export const TIMELINE_SECTION: ReportSection = { id: 'report-timeline', title: 'Timeline' };
export const RESPONSES_SECTION: ReportSection = { id: 'report-responses', title: 'Responses' };

export function reportSections(remediatedView: boolean): ReportSection[] {
  return remediatedView
    ? [
        SCORE_SECTION,
        RISK_TABLE_SECTION,
        KEY_DATES_SECTION,
        CAUSES_SECTION,
        TIMELINE_SECTION,
        RESPONSES_SECTION,
      ]
    : [SCORE_SECTION, RISK_TABLE_SECTION, KEY_DATES_SECTION, CAUSES_SECTION, RESPONSES_SECTION];
}

/** Height of the sticky section navigation; the risk table's header sticks just below it. */
export const SECTION_NAV_HEIGHT = 48;

/**
 * Which section the reader is in: the last one whose top has reached the line under the sticky
 * bars, the first while none has; the last once the page is scrolled to its end, since a short
 * last section may never reach the line.
 */
export function currentSection(tops: readonly number[], line: number, atPageEnd: boolean): number {
  if (tops.length === 0) return -1;
  if (atPageEnd) return tops.length - 1;
  let current = 0;
  tops.forEach((top, index) => {
    if (top <= line) current = index;
  });
  return current;
}
