import { describe, expect, it } from 'vitest';
import { wholeMonths, wholeWeeks } from './usage-range';

const d = (iso: string) => new Date(iso);
const iso = (p: { from: Date; to: Date }) => [p.from.toISOString(), p.to.toISOString()];

describe('the whole months and weeks of a metrics range', () => {
  it('takes the months between the first month start at or after the start and the last at or before the end', () => {
    expect(iso(wholeMonths(d('2025-11-27T09:00:00Z'), d('2026-11-28T09:30:00Z')))).toEqual([
      '2025-12-01T00:00:00.000Z',
      '2026-11-01T00:00:00.000Z',
    ]);
    // A range starting on a month's first instant keeps that month; one ending on it stops before it.
    expect(iso(wholeMonths(d('2026-01-01T00:00:00Z'), d('2026-03-01T00:00:00Z')))).toEqual([
      '2026-01-01T00:00:00.000Z',
      '2026-03-01T00:00:00.000Z',
    ]);
    // December to January crosses the year.
    expect(iso(wholeMonths(d('2025-12-31T23:59:59Z'), d('2026-02-15T00:00:00Z')))).toEqual([
      '2026-01-01T00:00:00.000Z',
      '2026-02-01T00:00:00.000Z',
    ]);
  });

  it('has no whole month inside a month, and then an empty part at the range start', () => {
    const start = d('2026-03-03T10:00:00Z');
    expect(iso(wholeMonths(start, d('2026-04-02T10:00:00Z')))).toEqual([
      start.toISOString(),
      start.toISOString(),
    ]);
    expect(iso(wholeMonths(start, d('2026-03-20T00:00:00Z')))).toEqual([
      start.toISOString(),
      start.toISOString(),
    ]);
  });

  it('takes the weeks from Monday 00:00 UTC, as the weekly chart buckets them', () => {
    // Thursday 27 November 2025 to Saturday 28 November 2026.
    expect(iso(wholeWeeks(d('2025-11-27T09:00:00Z'), d('2026-11-28T09:30:00Z')))).toEqual([
      '2025-12-01T00:00:00.000Z',
      '2026-11-23T00:00:00.000Z',
    ]);
    expect(iso(wholeWeeks(d('2026-11-23T00:00:00Z'), d('2026-11-30T00:00:00Z')))).toEqual([
      '2026-11-23T00:00:00.000Z',
      '2026-11-30T00:00:00.000Z',
    ]);
    const start = d('2026-11-24T00:00:00Z');
    expect(iso(wholeWeeks(start, d('2026-11-29T00:00:00Z')))).toEqual([
      start.toISOString(),
      start.toISOString(),
    ]);
  });
});
