import { type PortfolioEntry, TAX_HEADS } from '@tsr/contract';
import { ukDate } from '@tsr/domain';

/**
 * Quotes every cell; a text starting with =, +, - or @ is prefixed with ' so that a spreadsheet
 * does not run it as a formula: the rule of the customer metrics' CSV (apps/web/src/features/
 * metrics/metrics-csv.ts), here on the server because the file holds every structure the filters
 * keep, not the page the screen shows. Numbers are written as they are (a score is never negative).
 */
const cell = (value: string | number) => {
  const text = String(value);
  const safe = typeof value === 'string' && /^[=+\-@]/.test(text) ? `'${text}` : text;
  return `"${safe.replaceAll('"', '""')}"`;
};

/** YYYY-MM-DD as DD/MM/YYYY. */
const day = (iso: string) => `${iso.slice(8, 10)}/${iso.slice(5, 7)}/${iso.slice(0, 4)}`;

/**
 * The portfolio as CSV: one row per structure in the order asked for; an empty cell where a
 * structure has no submitted review (score, heads, last review) or no key date. The trend is its
 * scores oldest first, each with its review's day. Dates are DD/MM/YYYY, UK days.
 */
export function portfolioCsv(entries: readonly PortfolioEntry[]): string {
  const header = [
    'Structure',
    'Company',
    'Latest score',
    ...TAX_HEADS,
    'Last review',
    'Next key date',
    'Reviews',
    'Trend (oldest first)',
  ];
  const rows = entries.map((e) => [
    e.name,
    e.companyName,
    e.latestScore ?? '',
    ...TAX_HEADS.map((head) => e.headScores?.[head] ?? ''),
    e.lastReviewAt ? ukDate(e.lastReviewAt) : '',
    e.nextKeyDate ? day(e.nextKeyDate) : '',
    e.reviewCount,
    e.trend.map((t) => `${t.score} (${ukDate(t.at)})`).join('; '),
  ]);
  return `${[header, ...rows].map((r) => r.map(cell).join(',')).join('\r\n')}\r\n`;
}
