import type { Entity, SurveyStructure } from '@tsr/contract';
import { chainCase, holdingIds, PASS_THROUGH_ANSWERS } from '../chains';
import type { GoldenCase } from '../model';
import { AURORA } from './aurora';

/**
 * Aurora with the flat's company three levels below the trust, the middle company not close: the
 * trust holds all of a holding company, which holds 30% of a widely held company (not close),
 * which holds all of the flat's company. The law stops at the middle company: IHTA 1984 Sch A1
 * reaches only through close companies, and ATED's connection runs through control, so the trust,
 * its settlor and its beneficiaries lose the look-through findings; the flat's company keeps its
 * own. With the flat outside IHT for the trust, its 2010 cash settlement was excluded property on
 * 30 October 2024 (the £5m cap, TT-IHT-4) and Ms A's reservation of benefit is transitionally
 * protected (TS-IHT-2 instead of TS-IHT-1): the report tells that one story.
 */
const insert = { owner: 't1', company: 'c1', levels: 2 } as const;
const [, middle] = holdingIds(insert) as [string, string];
const base = chainCase(AURORA, insert, { name: '', description: '' });

function withMiddleNotClose(structure: SurveyStructure): SurveyStructure {
  const mid = structure.entities[middle] as Entity;
  return {
    ...structure,
    entities: {
      ...structure.entities,
      [middle]: {
        ...mid,
        name: 'Aurora Property Partners Ltd',
        dates: mid.dates.map((d) => ({ ...d, share: '30' })),
      },
    },
  };
}

export const AURORA_NON_CLOSE_MIDDLE: GoldenCase = {
  name: 'aurora-three-levels-middle-not-close',
  description: 'Aurora three levels down, the middle company widely held (not close) and 30% owned',
  today: AURORA.today,
  structure: withMiddleNotClose(base.structure),
  script: {
    ...base.script,
    bySubject: { ...base.script.bySubject, [middle]: { ...PASS_THROUGH_ANSWERS, company_is_close: 'no' } },
  },
  expected: {
    // M = 90 (two cells), R = 515: 90 + 10 x 515 / 4400
    score: 91.17,
    cells: {
      // Relevant property in scope through the LTR settlor (TT-IHT-2 75); 2020 anniversary not
      // returned (TT-IHT-3 90); TRS (TT-IHT-5 65); the £5m cap (TT-IHT-4 50). No Sch A1 (TT-IHT-1).
      'Trust / Trustees / IHT': 90,
      'Trust / Settlor / IT': 85,
      'Trust / Settlor / CGT': 85,
      // Protected by the 30 October 2024 rule: the flat is not reached (TS-IHT-2, not TS-IHT-1)
      'Trust / Settlor / IHT': 40,
      'Trust / Beneficiaries / CGT': 80,
      // The flat's company: its own benefits, Sch A1 for its shareholders, ATED
      'Company / Company / IT': 55,
      'Company / Company / IHT': 80,
      'Company / Company / ATED': 90,
    },
    responses: ['n-trust-dwelling-not-reached', 'r-tt-iht-4', 'r-ts-iht-2'],
    absentResponses: [
      'r-tt-iht-1',
      'r-ts-iht-1',
      'r-tt-ated-1',
      'r-ts-ated-1',
      'r-tb-ated-1',
      'r-co-iht-1',
      'r-cs-iht-5',
    ],
  },
};
