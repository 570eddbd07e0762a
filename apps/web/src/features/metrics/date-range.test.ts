import { METRICS_RANGE_MESSAGES } from '@tsr/contract';
import { describe, expect, it } from 'vitest';
import { defaultRange, formatDay, lastLoginText, RANGE_MESSAGES, rangeOf } from './date-range';

describe('the metrics date range (spec 2.10, 9)', () => {
  const now = new Date(2026, 10, 24, 15, 30);
  const day = (year: number, month: number, date: number) => new Date(year, month - 1, date);

  it('defaults to one month back to now', () => {
    const r = defaultRange(now);
    expect(formatDay(r.startDate)).toBe('24/10/2026');
    expect(r.endDate).toBe(Math.floor(now.getTime() / 1000));
  });

  it('runs from the first second of the start day to the last of the end day, or now', () => {
    // A picker's day may carry a time of day: only the day counts.
    const r = rangeOf(new Date(2026, 10, 1, 17, 45), day(2026, 11, 10), now);
    expect(r).toEqual({
      startDate: day(2026, 11, 1).getTime() / 1000,
      endDate: day(2026, 11, 11).getTime() / 1000 - 1,
    });
    expect(rangeOf(day(2026, 11, 1), day(2026, 11, 24), now)).toMatchObject({
      endDate: Math.floor(now.getTime() / 1000),
    });
    expect(rangeOf(day(2026, 11, 1), day(2027, 1, 5), now)).toMatchObject({
      endDate: Math.floor(now.getTime() / 1000),
    });
  });

  it('says which day is missing, and refuses a start after today or an end before the start', () => {
    expect(rangeOf(null, day(2026, 11, 10), now)).toBe(RANGE_MESSAGES.start);
    expect(rangeOf(day(2026, 11, 10), null, now)).toBe(RANGE_MESSAGES.end);
    expect(rangeOf(day(2026, 11, 25), day(2026, 11, 26), now)).toBe(RANGE_MESSAGES.future);
    expect(rangeOf(day(2026, 11, 10), day(2026, 11, 1), now)).toBe(METRICS_RANGE_MESSAGES.reversed);
  });

  it('keeps to the five years the server reads, to the day', () => {
    // 1 January 2020 to 3 January 2025 is 1,830 days (366 days five times) to the end's last second.
    expect(rangeOf(day(2020, 1, 1), day(2025, 1, 3), now)).toMatchObject({
      startDate: day(2020, 1, 1).getTime() / 1000,
    });
    expect(rangeOf(day(2020, 1, 1), day(2025, 1, 4), now)).toBe(METRICS_RANGE_MESSAGES.tooLong);
    expect(rangeOf(day(2019, 6, 1), day(2030, 1, 1), now)).toBe(METRICS_RANGE_MESSAGES.tooLong);
  });

  it('starts no earlier than unix time does', () => {
    expect(rangeOf(day(1965, 3, 1), day(1970, 2, 1), now)).toMatchObject({ startDate: 0 });
  });

  it("shows '-' for a last login of zero or less", () => {
    expect(lastLoginText(0)).toBe('-');
    expect(lastLoginText(-5)).toBe('-');
    expect(lastLoginText(new Date(2026, 0, 2, 9, 5).getTime() / 1000)).toBe('02/01/2026 09:05');
  });
});
