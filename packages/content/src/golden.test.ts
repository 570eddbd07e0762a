import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { GOLDEN_CASES, runGolden } from './golden';

describe('golden structures: a reviewer answering the questionnaire gets the expected report', () => {
  it('has at least 12 cases with distinct names', () => {
    expect(GOLDEN_CASES.length).toBeGreaterThanOrEqual(12);
    expect(new Set(GOLDEN_CASES.map((c) => c.name)).size).toBe(GOLDEN_CASES.length);
  });

  it('includes the structures a reviewer must be able to rely on', () => {
    const byName = new Map(GOLDEN_CASES.map((c) => [c.name, c]));
    // A structure with no UK connection scores 0.
    expect(byName.get('banyan-no-uk-connection')?.expected.score).toBe(0);
    // A deceased settlor, two settlors, a company as settlor, a UK-resident founder, an enveloped
    // dwelling above the ATED threshold, nominees.
    for (const name of [
      'heron-deceased-settlor',
      'willow-will-trust',
      'twin-oaks-two-settlors',
      'delta-company-as-settlor',
      'edelweiss-uk-resident-founder',
      'aurora-trust-london-flat',
      'marlowe-nominee-shareholder',
      'juniper-unidentified-nominee',
    ])
      expect(byName.has(name), name).toBe(true);
  });

  for (const golden of GOLDEN_CASES)
    it(`${golden.name}: ${golden.description}`, () => {
      expect(runGolden(golden).problems).toEqual([]);
    });
});

describe('docs/content-pack.md lists the golden structures', () => {
  it('with the score each one must reach', () => {
    const doc = readFileSync(new URL('../../../docs/content-pack.md', import.meta.url), 'utf8');
    for (const golden of GOLDEN_CASES)
      expect(doc, golden.name).toMatch(
        new RegExp(`\\| ${golden.name} \\|[^\\n]*\\| ${golden.expected.score} \\|`),
      );
  });
});
