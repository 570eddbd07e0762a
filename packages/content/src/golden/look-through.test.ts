import type { Report, SurveyStructure } from '@tsr/contract';
import { compileContent } from '@tsr/domain';
import { describe, expect, it } from 'vitest';
import { defaultSurveyContent } from '../pack';
import { chainCase, holdingIds, insertHoldingChain, PASS_THROUGH_ANSWERS, replaceByNominee } from './chains';
import { GOLDEN_CASES } from './index';
import type { GoldenCase } from './model';
import { cellsOf, runGolden } from './run';

/**
 * The chain properties (docs/decisions/0021) over every golden structure with an entity holding
 * a company: a close pass-through company changes no cell; a non-close company with a minority
 * stake changes only the findings of rules whose law looks through companies; a nominee that
 * names the holder changes no cell.
 */

/** Every link from an entity (trust, foundation, company) down to a company it owns. */
function companyLinks(structure: SurveyStructure): { owner: string; company: string }[] {
  return Object.values(structure.entities).flatMap((e) =>
    e.type !== 'company'
      ? []
      : e.overs.filter((o) => structure.entities[o]).map((owner) => ({ owner, company: e.id })),
  );
}

const BASES = GOLDEN_CASES.filter(
  (c) =>
    !/-chain$|-nominee-in-the-middle$|middle-not-close$/.test(c.name) && companyLinks(c.structure).length > 0,
);

function reportOf(golden: GoldenCase): Report {
  const { report, problems } = runGolden({ ...golden, expected: { score: -1, cells: {} } });
  const real = problems.filter((p) => p.startsWith('case:') || p.startsWith('engine:'));
  if (!report || real.length > 0) throw new Error(`${golden.name}: ${real.join('; ')}`);
  return report;
}

const scores = (report: Report) => Object.fromEntries([...cellsOf(report)].map(([k, v]) => [k, v.score]));

/** Every finding of a report as rule | entity | loop instance, with its explanation's reads. */
function findings(report: Report) {
  const found = new Map<string, Report['originalTable']['values'][string][string]['explanation'][number]>();
  for (const row of Object.values(report.originalTable.values))
    for (const cell of Object.values(row))
      for (const e of cell.explanation) found.set(`${e.ruleId}|${e.entityId}|${e.loopInstance ?? ''}`, e);
  return found;
}

/** Rules whose logic (with the definitions it uses) measures a chain: their law looks through companies. */
const LOOK_THROUGH_RULES: ReadonlySet<string> = (() => {
  const content = defaultSurveyContent();
  const definitions = new Map(content.definitions.definitions.map((d) => [d.id.toLowerCase(), d.logic]));
  const measures = (logic: string, seen: Set<string>): boolean => {
    if (/chain(Paths|Share|ShareAtLeast|ShareOver)\(/i.test(logic)) return true;
    for (const [, id] of logic.matchAll(/@([a-z0-9_]+)/gi)) {
      const key = (id as string).toLowerCase();
      if (seen.has(key)) continue;
      seen.add(key);
      if (measures(definitions.get(key) ?? '', seen)) return true;
    }
    return false;
  };
  const subgroupOf = new Map<string, string>();
  for (const category of content.rules.categories)
    for (const sub of category.subcategories)
      for (const group of sub.groups)
        for (const subgroup of group.subgroups)
          for (const id of subgroup.rules) subgroupOf.set(id, subgroup.logic ?? '');
  return new Set(
    content.rules.rules
      .filter((r) => measures(`${r.logic} ${subgroupOf.get(r.id) ?? ''}`, new Set()))
      .map((r) => r.id),
  );
})();

/**
 * The rules whose law reaches the owner only through close companies (Sch A1), non-resident close
 * companies (s.3) or control (ATED's connected persons): after a non-close minority company is put
 * between the owner and its company, none of them may fire for the owner or its settlors and
 * founders any more. Written from the law, independently of how the pack expresses it.
 */
const LAW_STOPS_AT_A_NON_CLOSE_COMPANY = new Set([
  'TT-IHT-1',
  'TT-CGT-3',
  'TT-ATED-1',
  'TS-ATED-1',
  'TS-ATED-2',
  'TS-ATED-3',
  'TB-ATED-1',
  'TB-ATED-2',
  'FF-IHT-1',
  'FO-ATED-1',
  'FO-ATED-2',
  'FB-ATED-1',
  'FB-ATED-2',
  'CS-IHT-5',
  'CO-CGT-1',
  'CO-CGT-2',
  'CO-IHT-1',
  'CO-IHT-2',
  'CO-ATED-1',
  'CO-ATED-2',
]);

describe('look-through stops where the law stops', () => {
  it('is tested on trusts, foundations and companies holding companies', () => {
    const owners = new Set(
      BASES.flatMap((c) => companyLinks(c.structure).map((l) => c.structure.entities[l.owner]?.type)),
    );
    expect(owners).toEqual(new Set(['trust', 'foundation', 'company']));
    expect(LOOK_THROUGH_RULES.has('TT-IHT-1')).toBe(true);
    expect(LOOK_THROUGH_RULES.has('TS-IT-1')).toBe(false);
  });

  for (const base of BASES)
    for (const link of companyLinks(base.structure)) {
      const where = `${base.name}, ${link.owner} over ${link.company}`;
      const before = reportOf(base);

      it(`${where}: a close pass-through company (100%, no activity) changes no cell`, () => {
        for (const levels of [1, 2]) {
          const chained = chainCase(base, { ...link, levels }, { name: `${base.name}-x`, description: '' });
          expect(scores(reportOf(chained)), `${levels} level(s)`).toEqual(scores(before));
        }
      });

      it(`${where}: a non-close company with a 40% stake changes only look-through findings`, () => {
        const insert = { ...link, levels: 1 };
        const [inserted] = holdingIds(insert) as [string];
        const chained = insertHoldingChain(base.structure, insert);
        const minority: SurveyStructure = {
          ...chained,
          entities: {
            ...chained.entities,
            [link.company]: {
              ...(chained.entities[link.company] as SurveyStructure['entities'][string]),
              dates: (chained.entities[link.company]?.dates ?? []).map((d) =>
                d.id === inserted ? { ...d, share: '40' } : d,
              ),
            },
          },
        };
        const script = {
          ...base.script,
          bySubject: {
            ...base.script.bySubject,
            [inserted]: { ...PASS_THROUGH_ANSWERS, company_is_close: 'no' },
          },
        };
        const after = findings(reportOf({ ...base, name: `${base.name}-jv`, structure: minority, script }));
        const was = findings(before);
        const changed = [...new Set([...was.keys(), ...after.keys()])].filter(
          (key) => !key.includes(`|${inserted}|`) && was.has(key) !== after.has(key),
        );
        expect(changed.filter((key) => !LOOK_THROUGH_RULES.has(key.split('|')[0] as string))).toEqual([]);
        const ownerSide = (key: string) => {
          const [, entity, instance = ''] = key.split('|');
          return entity === link.owner || instance === link.owner || instance.startsWith(`${link.owner}/`);
        };
        expect(
          [...after.keys()].filter(
            (key) => ownerSide(key) && LAW_STOPS_AT_A_NON_CLOSE_COMPANY.has(key.split('|')[0] as string),
          ),
        ).toEqual([]);
        // No finding still measures a path down through the non-close company.
        for (const [key, e] of after)
          if (!key.includes(`|${inserted}|`))
            expect(
              e.reads.some((r) => r.question.startsWith('share_held@') && r.entityId === inserted),
              key,
            ).toBe(false);
      });

      it(`${where}: a nominee naming ${link.owner} as principal changes no cell`, () => {
        const nominee = reportOf({
          ...base,
          name: `${base.name}-nominee`,
          structure: replaceByNominee(base.structure, link),
        });
        expect(scores(nominee)).toEqual(scores(before));
      });
    }
});

it('keeps the compiled pack free of problems', () => {
  expect(compileContent(defaultSurveyContent()).findings).toEqual([]);
});
