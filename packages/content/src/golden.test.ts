import { describe, expect, it } from 'vitest';
import { GOLDEN_CASES, runGolden } from './golden';

describe('golden structures: a reviewer answering the questionnaire gets the expected report', () => {
  it('has cases with distinct names', () => {
    expect(new Set(GOLDEN_CASES.map((c) => c.name)).size).toBe(GOLDEN_CASES.length);
  });

  for (const golden of GOLDEN_CASES)
    it(`${golden.name}: ${golden.description}`, () => {
      expect(runGolden(golden).problems).toEqual([]);
    });
});
