import { describe, expect, it } from 'vitest';
import { entity, own, structure } from './builders';
import { ownerOptions } from './owner-options';

describe('owner options (spec 5.2)', () => {
  const c1 = entity('c1', 'company');
  const c2 = entity('c2', 'company');
  const n = entity('n', 'nominee');
  const f = entity('f', 'foundation');

  it('excludes nominees and the entity itself', () => {
    expect(ownerOptions(structure([c1, c2, n, f]), 'c1')).toEqual(['c2', 'f']);
  });

  it('excludes everything that would make a cycle', () => {
    const mid = own(entity('mid', 'company'), 'c1', '01/01/2010');
    const low = own(entity('low', 'company'), 'mid', '01/01/2010');
    expect(ownerOptions(structure([c1, mid, low, c2]), 'c1')).toEqual(['c2']);
    expect(ownerOptions(structure([c1, mid, low, c2]), 'low')).toEqual(['c1', 'mid', 'c2']);
  });

  it('for a trust-settlor owner excludes trusts and entities owned by a trust', () => {
    const t1 = entity('t1', 'trust');
    const t2 = entity('t2', 'trust');
    const underTrust = own(entity('ut', 'company'), 't2', '01/01/2010');
    const s = structure([t1, t2, underTrust, c1]);
    expect(ownerOptions(s, 't1')).toEqual(['c1']);
    expect(ownerOptions(s, 'c1', { forSettlor: true })).toEqual([]);
    expect(ownerOptions(s, 'c1', { forSettlor: false })).toEqual(['t1', 't2', 'ut']);
  });

  it('offers a trust that already has an owner only that owner', () => {
    const t = own(entity('t', 'trust'), 'c2', '01/01/2010');
    expect(ownerOptions(structure([c1, c2, t]), 't')).toEqual(['c2']);
  });

  it('gives nothing for an unknown entity', () => {
    expect(ownerOptions(structure([c1]), 'zz')).toEqual([]);
  });
});
