import type { KeyDateView, Report } from '@tsr/contract';
import { foundOn } from './risk-reasons';

/**
 * The review's key dates as the page, the PDF and the calendar file show them: soonest first,
 * each with where its rule found it ('Oak Trust, for Ann (Oak Trust)'). A report made before
 * key dates were kept has none.
 */
export function keyDateViews(report: Pick<Report, 'structure' | 'keyDates'>): KeyDateView[] {
  return (report.keyDates ?? []).map((keyDate) => ({
    ...keyDate,
    subject: foundOn(report.structure, keyDate),
  }));
}
