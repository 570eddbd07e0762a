/** Weeks start on Monday 00:00 UTC: 5 January 1970 was the first Monday of unix time. */
const MONDAY = Date.UTC(1970, 0, 5);
const WEEK = 7 * 86_400_000;

/** A part of a metrics range [from, to) the usage sums hold whole; empty when from equals to. */
export interface WholePart {
  readonly from: Date;
  readonly to: Date;
}

/** A range with no whole unit gets an empty part at its start: all of it is read from the tables. */
const within = (start: Date, from: number, to: number): WholePart =>
  from < to ? { from: new Date(from), to: new Date(to) } : { from: start, to: start };

/**
 * The whole UTC months inside [start, end) (usage_user_months, decision 0016): from the first month's
 * start at or after `start` to the last at or before `end`. The range's ends outside it are read
 * from the events and charges themselves.
 */
export function wholeMonths(start: Date, end: Date): WholePart {
  const atOrAfter = Date.UTC(
    start.getUTCFullYear(),
    start.getUTCMonth() + (start.getTime() === monthStart(start) ? 0 : 1),
    1,
  );
  return within(start, atOrAfter, monthStart(end));
}

function monthStart(d: Date): number {
  return Date.UTC(d.getUTCFullYear(), d.getUTCMonth(), 1);
}

/** The whole weeks (from Monday 00:00 UTC) inside [start, end), as for usage_company_weeks. */
export function wholeWeeks(start: Date, end: Date): WholePart {
  const first = MONDAY + Math.ceil((start.getTime() - MONDAY) / WEEK) * WEEK;
  const last = MONDAY + Math.floor((end.getTime() - MONDAY) / WEEK) * WEEK;
  return within(start, first, last);
}
