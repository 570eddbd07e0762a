import { describe, expect, it } from 'vitest';
import { AURORA } from '../../golden/cases/aurora';
import { runGolden } from '../../golden/run';

/** The ATED note of Aurora's London flat (band £2m to £5m), as at the given date. */
function atedNote(today: string): string | undefined {
  const report = runGolden({ ...AURORA, today }).report;
  return report?.responses.flatMap((e) => e.responses).find((r) => r.id === 'n-cc-ated-band-2m_5m')?.text;
}

describe("the pack's amounts, for the tax year they belong to", () => {
  it('gives the ATED charge of the band for the as-at tax year, and no other year’s as current', () => {
    expect(atedNote('31/01/2026')).toBe(
      'The dwelling is in the ATED band more than £2 million up to £5 million: the annual charge is £31,050 for 2025-26 (FA 2013 s.99, as uprated each April).',
    );
    expect(atedNote('28/11/2026')).toContain(
      'the annual charge is not known for 2026-27: the content has no figure for that tax year',
    );
    expect(atedNote('28/11/2026')).not.toContain('£31,050');
  });
});
