import { parseDate, taxYear } from '../dates';
import type { DefinitionSet } from '../logic/definitions';

/**
 * Tax-year figures (docs/authoring.md, "Tax-year figures"): amounts the law sets for a tax year,
 * such as the ATED annual charge of a band, are definitions of the content, one a year, named
 * `{figure}__{yyyy}_{yy}` ('ated_charge_2m_5m__2025_26', a number). A report text names one as
 * `{figure.ated_charge_2m_5m}` and shows the figure of the tax year the review is as at, with its
 * year; when the content has none for that year it says so, never another year's figure.
 */

const FIGURE_ID = /^(.+)__(\d{4})_(\d{2})$/;

/** The tax year starting in `year`, as written: '2025-26'. */
const yearText = (year: number) => `${year}-${String((year + 1) % 100).padStart(2, '0')}`;

/** The definition id of a figure for the tax year starting in `year`. */
export const figureId = (name: string, year: number): string =>
  `${name}__${year}_${String((year + 1) % 100).padStart(2, '0')}`;

/** The figures a content defines, by name (the definition ids without their year). */
export function figureNames(definitionIds: Iterable<string>): Set<string> {
  const names = new Set<string>();
  for (const id of definitionIds) {
    const found = FIGURE_ID.exec(id.toLowerCase());
    if (found?.[1]) names.add(found[1]);
  }
  return names;
}

/** A figure of the as-at tax year in words: '£31,050 for 2025-26', or that there is none. */
export function figureText(definitions: DefinitionSet, name: string, today: string | undefined): string {
  const date = today ? parseDate(today) : null;
  if (!date) return 'not known: the review has no as-at date';
  const year = taxYear(date);
  const text = definitions.get(figureId(name.toLowerCase(), year))?.text.trim() ?? '';
  const amount = text === '' ? Number.NaN : Number(text);
  return Number.isFinite(amount)
    ? `£${amount.toLocaleString('en-GB')} for ${yearText(year)}`
    : `not known for ${yearText(year)}: the content has no figure for that tax year`;
}
