import { describe, expect, it } from 'vitest';
import { ukDate, ukDateTime, ukToday } from './uk-time';

describe('UK time', () => {
  it('dates logic by the UK calendar: just after midnight in summer time it is already the next day', () => {
    expect(ukToday(new Date('2026-06-30T23:30:00Z'))).toBe('01/07/2026');
    expect(ukToday(new Date('2026-12-31T23:30:00Z'))).toBe('31/12/2026');
  });

  it('shows instants as a UK reader reads them', () => {
    expect(ukDate('2026-06-30T23:30:00.000Z')).toBe('01/07/2026');
    expect(ukDateTime('2026-01-05T09:07:03.000Z')).toBe('05/01/2026, 09:07:03');
    expect(ukDate(new Date(1_767_225_600_000))).toBe('01/01/2026');
  });
});
