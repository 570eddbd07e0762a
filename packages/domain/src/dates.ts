import { type CivilDate, parseStructureDate } from '@tsr/contract';

/**
 * Calendar arithmetic on dd/mm/yyyy dates with integers only (no Date, so no time zone can
 * move a day). A day number counts days from 01/01/0002 (that day is 0; 01/01/0001 is -365).
 */

export type { CivilDate };
export const parseDate = parseStructureDate;

/** Spec 9's constant date 2022-04-05: the end of tax year 2021/22, exposed as cutoffDate(). */
export const REVIEW_CUTOFF_DATE: CivilDate = Object.freeze({ year: 2022, month: 4, day: 5 });

const pad2 = (n: number): string => (n < 10 ? `0${n}` : String(n));

export function formatDate(date: CivilDate): string {
  return `${pad2(date.day)}/${pad2(date.month)}/${String(date.year).padStart(4, '0')}`;
}

/** Days from 01/01/0001 (proleptic Gregorian), by the usual era arithmetic. */
export function toDayNumber(date: CivilDate): number {
  const y = date.month <= 2 ? date.year - 1 : date.year;
  const era = Math.floor(y / 400);
  const yoe = y - era * 400;
  const mp = (date.month + 9) % 12;
  const doy = Math.floor((153 * mp + 2) / 5) + date.day - 1;
  const doe = yoe * 365 + Math.floor(yoe / 4) - Math.floor(yoe / 100) + doy;
  return era * 146097 + doe - 306 - 365;
}

export function fromDayNumber(dayNumber: number): CivilDate {
  const z = dayNumber + 306 + 365;
  const era = Math.floor(z / 146097);
  const doe = z - era * 146097;
  const yoe = Math.floor(
    (doe - Math.floor(doe / 1460) + Math.floor(doe / 36524) - Math.floor(doe / 146096)) / 365,
  );
  const doy = doe - (365 * yoe + Math.floor(yoe / 4) - Math.floor(yoe / 100));
  const mp = Math.floor((5 * doy + 2) / 153);
  const day = doy - Math.floor((153 * mp + 2) / 5) + 1;
  const month = mp < 10 ? mp + 3 : mp - 9;
  const year = yoe + era * 400 + (month <= 2 ? 1 : 0);
  return { year, month, day };
}

/** Negative when a is earlier than b, 0 when equal, positive when later. */
export function compareDates(a: CivilDate, b: CivilDate): number {
  return a.year - b.year || a.month - b.month || a.day - b.day;
}

/** Whole years completed from `from` to `to` (negative when `to` is earlier); 29/02 birthdays count on 28/02. */
export function yearsBetween(from: CivilDate, to: CivilDate): number {
  if (compareDates(to, from) < 0) return -yearsBetween(to, from);
  let years = to.year - from.year;
  if (to.month < from.month || (to.month === from.month && to.day < from.day)) years -= 1;
  return years;
}

export function daysBetween(from: CivilDate, to: CivilDate): number {
  return toDayNumber(to) - toDayNumber(from);
}

/** Adds whole years; 29/02 becomes 28/02 in a year that is not a leap year. */
export function addYears(date: CivilDate, years: number): CivilDate {
  const year = date.year + years;
  const last = date.month === 2 && date.day === 29 && !isLeapYear(year) ? 28 : date.day;
  return { year, month: date.month, day: last };
}

export function addDays(date: CivilDate, days: number): CivilDate {
  return fromDayNumber(toDayNumber(date) + days);
}

/** The number of days in a month (1 to 12) of a year. */
export function daysInMonth(year: number, month: number): number {
  return month === 2 ? (isLeapYear(year) ? 29 : 28) : [4, 6, 9, 11].includes(month) ? 30 : 31;
}

/** Adds whole months; a day past the new month's end becomes its last day (31/08 + 6 = 28/02). */
export function addMonths(date: CivilDate, months: number): CivilDate {
  const index = date.year * 12 + (date.month - 1) + months;
  const year = Math.floor(index / 12);
  const month = index - year * 12 + 1;
  return { year, month, day: Math.min(date.day, daysInMonth(year, month)) };
}

/** The last day of the date's month. */
export function endOfMonth(date: CivilDate): CivilDate {
  return { year: date.year, month: date.month, day: daysInMonth(date.year, date.month) };
}

/**
 * The first anniversary every `years` years after `date` that falls on or after `on`: the next
 * ten-year anniversary of a trust. Never `date` itself.
 */
export function nextAnniversary(date: CivilDate, years: number, on: CivilDate): CivilDate {
  let k = Math.max(1, Math.floor((on.year - date.year) / years));
  while (k > 1 && compareDates(addYears(date, (k - 1) * years), on) >= 0) k -= 1;
  while (compareDates(addYears(date, k * years), on) < 0) k += 1;
  return addYears(date, k * years);
}

/** The next day/month on or after `on` (30 April: the next ATED return date). */
export function nextDayOfYear(day: number, month: number, on: CivilDate): CivilDate {
  const thisYear = { year: on.year, month, day: Math.min(day, daysInMonth(on.year, month)) };
  return compareDates(thisYear, on) >= 0
    ? thisYear
    : nextDayOfYear(day, month, { year: on.year + 1, month: 1, day: 1 });
}

/** The latest day/month on or before `on` (the ATED return date of the period running now). */
export function lastDayOfYear(day: number, month: number, on: CivilDate): CivilDate {
  const thisYear = { year: on.year, month, day: Math.min(day, daysInMonth(on.year, month)) };
  if (compareDates(thisYear, on) <= 0) return thisYear;
  const year = on.year - 1;
  return { year, month, day: Math.min(day, daysInMonth(year, month)) };
}

export function isLeapYear(year: number): boolean {
  return (year % 4 === 0 && year % 100 !== 0) || year % 400 === 0;
}

/** The UK tax year runs 6 April to 5 April; it is named by the year it starts in (2023 for 2023/24). */
export function taxYear(date: CivilDate): number {
  return date.month > 4 || (date.month === 4 && date.day >= 6) ? date.year : date.year - 1;
}

export function taxYearStart(year: number): CivilDate {
  return { year, month: 4, day: 6 };
}

export function taxYearEnd(year: number): CivilDate {
  return { year: year + 1, month: 4, day: 5 };
}

const MONTHS = [
  'January',
  'February',
  'March',
  'April',
  'May',
  'June',
  'July',
  'August',
  'September',
  'October',
  'November',
  'December',
];
const WEEKDAYS = ['Monday', 'Tuesday', 'Wednesday', 'Thursday', 'Friday', 'Saturday', 'Sunday'];
/** The day number of a Monday, 06/01/2025: weekdays count from it. */
const A_MONDAY = toDayNumber({ year: 2025, month: 1, day: 6 });

/** A date as it is read aloud, '5 April 2024' (the diagram's date slider to a screen reader). */
export function dateInWords(date: CivilDate): string {
  return `${date.day} ${MONTHS[date.month - 1]} ${date.year}`;
}

/** 'Saturday 30 April 2033': a date as an adviser reads it aloud, its weekday included (key dates). */
export function dateInWordsWithWeekday(date: CivilDate): string {
  const weekday = (((toDayNumber(date) - A_MONDAY) % 7) + 7) % 7;
  return `${WEEKDAYS[weekday]} ${dateInWords(date)}`;
}
