import { formatDate } from './dates';

/**
 * The product's clock helpers: every date a user reads, and the date logic sees for today() and
 * age(), is the date in the UK (Europe/London), whatever the server's or browser's time zone.
 * Each takes the instant; callers read the clock, so the engine stays free of it.
 */

const UK = 'Europe/London';

/** The UK calendar date at `now` as dd/mm/yyyy: the date logic sees for today() and age(). */
export function ukToday(now: Date): string {
  const parts = new Intl.DateTimeFormat('en-GB', { timeZone: UK }).formatToParts(now);
  const get = (type: string) => Number(parts.find((p) => p.type === type)?.value);
  return formatDate({ year: get('year'), month: get('month'), day: get('day') });
}

/** An instant's date as a UK reader sees it (the report's Reviewed date, the Reviews list). */
export function ukDate(instant: Date | string): string {
  return new Date(instant).toLocaleDateString('en-GB', { timeZone: UK });
}

/** An instant's date and time as a UK reader sees it (the remediation timeline). */
export function ukDateTime(instant: Date | string): string {
  return new Date(instant).toLocaleString('en-GB', { timeZone: UK });
}
