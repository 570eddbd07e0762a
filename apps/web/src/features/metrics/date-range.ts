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

/** The day a DD/MM/YYYY text names (local midnight), or null when it is not a real date. */
export function parseDay(text: string): Date | null {
  const m = /^(\d{2})\/(\d{2})\/(\d{4})$/.exec(text.trim());
  if (!m) return null;
  const [day, month, year] = [Number(m[1]), Number(m[2]), Number(m[3])];
  const d = new Date(year, month - 1, day);
  if (d.getFullYear() !== year || d.getMonth() !== month - 1 || d.getDate() !== day) return null;
  return d;
}

/** Spec 9: one month back to now. */
export function defaultRange(now: Date): DateRange {
  const start = new Date(now);
  start.setMonth(start.getMonth() - 1);
  return { startDate: Math.floor(start.getTime() / 1000), endDate: Math.floor(now.getTime() / 1000) };
}

/**
 * The range two DD/MM/YYYY texts give: from the start day's first second to the end day's last
 * (or now, when the end day is today), or the message that says what is wrong.
 */
export function rangeOf(startText: string, endText: string, now: Date): DateRange | string {
  const start = parseDay(startText);
  const end = parseDay(endText);
  if (!start) return 'Enter the start date as DD/MM/YYYY.';
  if (!end) return 'Enter the end date as DD/MM/YYYY.';
  if (end < start) return 'The end date must not be before the start date.';
  const endOfDay = new Date(end.getFullYear(), end.getMonth(), end.getDate() + 1).getTime() - 1000;
  return {
    startDate: Math.floor(start.getTime() / 1000),
    endDate: Math.floor(Math.min(endOfDay, Math.max(now.getTime(), start.getTime())) / 1000),
  };
}

/** Spec 2.10: last login as a date and time, '-' if zero or less. */
export function lastLoginText(unixSeconds: number): string {
  if (unixSeconds <= 0) return '-';
  const d = new Date(unixSeconds * 1000);
  return `${formatDay(unixSeconds)} ${pad(d.getHours())}:${pad(d.getMinutes())}`;
}
