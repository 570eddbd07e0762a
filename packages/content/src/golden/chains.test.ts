import type { SurveyStructure } from '@tsr/contract';
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { chainCase, insertHoldingChain, PASS_THROUGH_ANSWERS } from './chains';
import { GOLDEN_CASES } from './index';
import type { GoldenCase } from './model';
import { cellsOf, runGolden } from './run';

/** Every link from a trust or foundation down to a company in a case's structure. */
function trustCompanyLinks(structure: SurveyStructure): { owner: string; company: string }[] {
  return Object.values(structure.entities).flatMap((e) =>
    e.type !== 'company'
      ? []
      : e.overs
          .filter((owner) => ['trust', 'foundation'].includes(structure.entities[owner]?.type ?? ''))
          .map((owner) => ({ owner, company: e.id })),
  );
}

const BASES = GOLDEN_CASES.filter(
  (c) => !c.name.includes('-chain') && trustCompanyLinks(c.structure).length > 0,
);

/** Cell key -> score and the rules that fired in it. */
function firedByCell(golden: GoldenCase) {
  const { report, problems } = runGolden(golden);
  if (!report) throw new Error(`${golden.name}: ${problems.join('; ')}`);
  return new Map(
    [...cellsOf(report)].map(([key, value]) => [
      key,
      { score: value.score, rules: new Set(value.explanation.map((e) => e.ruleId)) },
    ]),
  );
}

describe('a pass-through holding company between a trust or foundation and its company', () => {
  it('is inserted as a chain the structure validation accepts', () => {
    const aurora = BASES.find((c) => c.name === 'aurora-trust-london-flat');
    if (!aurora) throw new Error('aurora missing');
    const chained = insertHoldingChain(aurora.structure, { owner: 't1', company: 'c1', levels: 2 });
    expect(chained.entities.c1?.overs).toEqual(['c1-hold2']);
    expect(chained.entities['c1-hold2']?.overs).toEqual(['c1-hold1']);
    expect(chained.entities['c1-hold1']?.overs).toEqual(['t1']);
  });

  it('covers a trust and a foundation', () => {
    const owners = BASES.flatMap((c) =>
      trustCompanyLinks(c.structure).map((l) => c.structure.entities[l.owner]?.type),
    );
    expect(new Set(owners)).toEqual(new Set(['trust', 'foundation']));
  });

  it('does not make a property-rich holding company register land it does not hold (ROE), nor charge it ATED', () => {
    const aurora = BASES.find((c) => c.name === 'aurora-trust-london-flat');
    if (!aurora) throw new Error('aurora missing');
    const chained = chainCase(
      aurora,
      { owner: 't1', company: 'c1', levels: 1 },
      { name: 'aurora-property-rich-holding', description: '' },
    );
    // The truthful answers of a holding company whose value is the flat below it.
    const holding = {
      ...PASS_THROUGH_ANSWERS,
      company_uk_land_75pc: 'yes',
      company_roe_registered: 'not_registered',
    };
    const script = { ...chained.script, bySubject: { ...chained.script.bySubject, 'c1-hold1': holding } };
    const { report, problems } = runGolden({ ...chained, script });
    expect(problems).toEqual([]);
    const onHolding = [...cellsOf(report as NonNullable<typeof report>).values()].flatMap((cell) =>
      cell.explanation.filter((e) => e.entityId === 'c1-hold1').map((e) => e.ruleId),
    );
    expect(onHolding.filter((id) => id.startsWith('CC-ATED'))).toEqual([]);
  });

  it('removes no risk the direct holding raises, in any golden structure, at any depth', () => {
    const direct = new Map(BASES.map((c) => [c.name, firedByCell(c)]));
    const arb = fc.constantFrom(...BASES).chain((base) =>
      fc.record({
        base: fc.constant(base),
        link: fc.constantFrom(...trustCompanyLinks(base.structure)),
        levels: fc.integer({ min: 1, max: 3 }),
      }),
    );
    fc.assert(
      fc.property(arb, ({ base, link, levels }) => {
        const chained = chainCase(base, { ...link, levels }, { name: `${base.name}-x`, description: '' });
        const before = direct.get(base.name);
        const after = firedByCell(chained);
        const lost: string[] = [];
        for (const [key, cell] of before ?? []) {
          const now = after.get(key);
          for (const rule of cell.rules) if (!now?.rules.has(rule)) lost.push(`${key}: ${rule}`);
          if ((now?.score ?? 0) < cell.score) lost.push(`${key}: ${cell.score} -> ${now?.score ?? 0}`);
        }
        expect(lost, `${base.name} with ${levels} holding companies over ${link.company}`).toEqual([]);
      }),
      { numRuns: 24 },
    );
  });
});
