import { describe, expect, it } from 'vitest';
import { defaultRange, formatDay, lastLoginText, parseDay, rangeOf } from './date-range';

describe('the metrics date range (spec 2.10, 9)', () => {
  const now = new Date(2026, 10, 24, 15, 30);

  it('defaults to one month back to now', () => {
    const r = defaultRange(now);
    expect(formatDay(r.startDate)).toBe('24/10/2026');
    expect(r.endDate).toBe(Math.floor(now.getTime() / 1000));
  });

  it('reads DD/MM/YYYY and refuses dates that do not exist', () => {
    expect(parseDay('31/01/2026')?.getDate()).toBe(31);
    expect(parseDay('31/02/2026')).toBeNull();
    expect(parseDay('2026-01-31')).toBeNull();
  });

  it('runs from the first second of the start day to the last of the end day, or now', () => {
    const r = rangeOf('01/11/2026', '10/11/2026', now);
    expect(r).toEqual({
      startDate: new Date(2026, 10, 1).getTime() / 1000,
      endDate: new Date(2026, 10, 11).getTime() / 1000 - 1,
    });
    expect(rangeOf('01/11/2026', '24/11/2026', now)).toMatchObject({
      endDate: Math.floor(now.getTime() / 1000),
    });
    expect(rangeOf('10/11/2026', '01/11/2026', now)).toBe('The end date must not be before the start date.');
  });

  it("shows '-' for a last login of zero or less", () => {
    expect(lastLoginText(0)).toBe('-');
    expect(lastLoginText(-5)).toBe('-');
    expect(lastLoginText(new Date(2026, 0, 2, 9, 5).getTime() / 1000)).toBe('02/01/2026 09:05');
  });
});
