import { METRICS_RANGE_MESSAGES, metricsRangeProblem } from '@tsr/contract';

/** Spec 2.10 and 9: the metrics range, shown as DD/MM/YYYY and sent as unix seconds. */
export interface DateRange {
  startDate: number;
  endDate: number;
}

const pad = (n: number) => String(n).padStart(2, '0');

/** DD/MM/YYYY of an instant in the browser's time zone. */
export function formatDay(unixSeconds: number): string {
  const d = new Date(unixSeconds * 1000);
  return `${pad(d.getDate())}/${pad(d.getMonth() + 1)}/${d.getFullYear()}`;
}

/** Spec 9: one month back to now. */
export function defaultRange(now: Date): DateRange {
  const start = new Date(now);
  start.setMonth(start.getMonth() - 1);
  return { startDate: Math.floor(start.getTime() / 1000), endDate: Math.floor(now.getTime() / 1000) };
}

/** What the range fields say of a range they cannot send, beside the limits the server keeps too. */
export const RANGE_MESSAGES = {
  start: 'Enter the start date as DD/MM/YYYY.',
  end: 'Enter the end date as DD/MM/YYYY.',
  future: 'The start date must not be after today.',
} as const;

/**
 * The range two picked days give (null: a day not picked or not a real date): from the start day's
 * first second to the end day's last, or now when the end day is today or later; or the sentence
 * that says what is wrong, with the server's own check of the range, so that the screen refuses what
 * the server would.
 */
export function rangeOf(start: Date | null, end: Date | null, now: Date): DateRange | string {
  if (!start) return RANGE_MESSAGES.start;
  if (!end) return RANGE_MESSAGES.end;
  const first = new Date(start.getFullYear(), start.getMonth(), start.getDate());
  const last = new Date(end.getFullYear(), end.getMonth(), end.getDate());
  if (first > now) return RANGE_MESSAGES.future;
  if (last < first) return METRICS_RANGE_MESSAGES.reversed;
  const endOfDay = new Date(last.getFullYear(), last.getMonth(), last.getDate() + 1).getTime() - 1000;
  const range = {
    // Unix time, and with it the server's range, starts in 1970: there was no use before it to count.
    startDate: Math.max(0, Math.floor(first.getTime() / 1000)),
    endDate: Math.floor(Math.min(endOfDay, now.getTime()) / 1000),
  };
  return metricsRangeProblem(range) ?? range;
}

/** Spec 2.10: last login as a date and time, '-' if zero or less. */
export function lastLoginText(unixSeconds: number): string {
  if (unixSeconds <= 0) return '-';
  const d = new Date(unixSeconds * 1000);
  return `${formatDay(unixSeconds)} ${pad(d.getHours())}:${pad(d.getMinutes())}`;
}
