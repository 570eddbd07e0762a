import type { SurveyStructure } from '@tsr/contract';
import { entity, own, party, structure } from '../structure/builders';

/**
 * The structure the test content is exercised on (before preparation):
 *
 *   n1  nominee   "Oak Nominees"        owned by c1 (holds shares for it)
 *   c1  company   "Oak Holdings Ltd"    shareholder Cara; settles t1 (2015), founds f1 (2018)
 *   t1  trust     "Oak Trust"           settlors Ann (living) and Bob (deceased), owned by c1
 *   c2  company   "Oak Property Ltd"    owned by t1: Oak Trust's settlors are its over settlors
 *   f1  foundation "Elm Foundation"     founder Dan, owned by c1
 *
 * After preparation t1's settlors are Bob (deceased first), Ann, c1 acting as settlor and Cara
 * (looked through c1); f1's founders are Dan, c1 and Cara.
 */
export function testStructure(): SurveyStructure {
  const c1 = entity('c1', 'company', {
    name: 'Oak Holdings Ltd',
    incorporation_date: '01/01/2014',
    children: [party('cara', 'shareholder', 'c1', ['01/01/2014'], { name: 'Cara' })],
  });
  const n1 = own(entity('n1', 'nominee', { name: 'Oak Nominees', meta: {} }), 'c1', '01/01/2016');
  const t1 = own(
    entity('t1', 'trust', {
      name: 'Oak Trust',
      children: [
        party('ann', 'settlor', 't1', ['01/06/2010', '01/06/2011'], { name: 'Ann', ordinal: 0 }),
        party('bob', 'settlor', 't1', ['01/01/2012'], {
          name: 'Bob',
          ordinal: 1,
          meta: { deceased: 'yes', date: '01/01/2012' },
        }),
      ],
    }),
    'c1',
    '01/09/2015',
  );
  const c2 = own(
    entity('c2', 'company', {
      name: 'Oak Property Ltd',
      incorporation_date: '01/01/2016',
      children: [party('t1sh', 'shareholder', 'c2', ['01/01/2016'], { name: 'Oak Trust trustees' })],
    }),
    't1',
    '01/01/2016',
  );
  const f1 = own(
    entity('f1', 'foundation', {
      name: 'Elm Foundation',
      children: [party('dan', 'founder', 'f1', ['01/01/2018'], { name: 'Dan' })],
    }),
    'c1',
    '01/03/2018',
  );
  return structure([t1, c1, n1, c2, f1], 'Oak structure');
}
