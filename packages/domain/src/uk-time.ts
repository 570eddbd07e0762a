import { formatDate } from './dates';

/**
 * The product's clock helpers: every date a user reads, and the date logic sees for today() and
 * age(), is the date in the UK (Europe/London), whatever the server's or browser's time zone.
 * Each takes the instant; callers read the clock, so the engine stays free of it.
 */

const UK = 'Europe/London';

// Formatters are made once: building an Intl.DateTimeFormat costs far more than using one, and
// ukToday runs on every questionnaire call (it was 5% of a `next` call's CPU,
// docs/decisions/0017).
let dayFormat: Intl.DateTimeFormat | undefined;
let dateTimeFormat: Intl.DateTimeFormat | undefined;
const ukDayFormat = () => (dayFormat ??= new Intl.DateTimeFormat('en-GB', { timeZone: UK }));
/** The same fields as toLocaleString's defaults. */
const ukDateTimeFormat = () =>
  (dateTimeFormat ??= new Intl.DateTimeFormat('en-GB', {
    timeZone: UK,
    year: 'numeric',
    month: 'numeric',
    day: 'numeric',
    hour: 'numeric',
    minute: 'numeric',
    second: 'numeric',
  }));

/** The UK calendar date at `now` as dd/mm/yyyy: the date logic sees for today() and age(). */
export function ukToday(now: Date): string {
  const parts = ukDayFormat().formatToParts(now);
  const get = (type: string) => Number(parts.find((p) => p.type === type)?.value);
  return formatDate({ year: get('year'), month: get('month'), day: get('day') });
}

/** An instant's date as a UK reader sees it (the report's Reviewed date, the Reviews list). */
export function ukDate(instant: Date | string): string {
  return ukDayFormat().format(new Date(instant));
}

/** An instant's date and time as a UK reader sees it (the remediation timeline). */
export function ukDateTime(instant: Date | string): string {
  return ukDateTimeFormat().format(new Date(instant));
}
