import { type CivilDate, type HeadScores, type Report, TAX_HEADS } from '@tsr/contract';
import { compareDates, parseDate } from '../dates';

/**
 * What the portfolio keeps of a report beside it (reports.head_scores, reports.next_key_date;
 * issue 33), so that a company's structures are listed and sorted without reading their reports.
 */
export interface PortfolioSummary {
  headScores: HeadScores;
  /** The soonest key date not overdue on the report's as-at date, as YYYY-MM-DD (a SQL date); null when none. */
  nextKeyDate: string | null;
}

const iso = (d: CivilDate): string =>
  `${String(d.year).padStart(4, '0')}-${String(d.month).padStart(2, '0')}-${String(d.day).padStart(2, '0')}`;

/**
 * The summary of the ORIGINAL report (before any remediation, which the report's `originalTable`
 * keeps): per tax head the highest cell score over every row (0 when no row has a cell of that
 * head), and the soonest key date the report itself does not mark overdue. A key date's `overdue`
 * was set against the report's as-at date when it was built (docs/scoring.md, key dates), so the
 * summary agrees with the report page. A report made before key dates were kept has none. The
 * migration drizzle/0012_portfolio_backfill.sql computes the same from the stored JSON.
 */
export function portfolioSummary(report: Pick<Report, 'originalTable' | 'keyDates'>): PortfolioSummary {
  const headScores = Object.fromEntries(TAX_HEADS.map((head) => [head, 0])) as HeadScores;
  for (const cells of Object.values(report.originalTable.values)) {
    for (const head of TAX_HEADS) {
      const score = cells[head]?.score ?? 0;
      if (score > headScores[head]) headScores[head] = score;
    }
  }
  let next: CivilDate | null = null;
  for (const keyDate of report.keyDates ?? []) {
    if (keyDate.overdue) continue;
    const due = parseDate(keyDate.due);
    if (due && (next === null || compareDates(due, next) < 0)) next = due;
  }
  return { headScores, nextKeyDate: next ? iso(next) : null };
}
