import { entity, own, structure } from '@tsr/domain';
import { entityNames } from '@tsr/domain/structure';
import { describe, expect, it } from 'vitest';
import { setEntityName, setEntityType } from './entity-edits';
import { entityChoiceLabel } from './entity-names';
import { ownerChoices, ownershipKey } from './owner-choices';
import { setOwnerDate } from './owner-edits';

/**
 *   c1 company  ─owns→  t1 trust  ─owns→  c2 company
 *   n1 nominee, f1 foundation, t2 trust (unlinked)
 */
const sample = () =>
  structure([
    entity('c1', 'company', { name: 'Holdco' }),
    own(entity('t1', 'trust', { name: 'Family Trust' }), 'c1', '01/01/2015'),
    own(entity('c2', 'company', { name: 'Propco' }), 't1', '01/01/2016'),
    entity('n1', 'nominee', { name: 'Nominees' }),
    entity('f1', 'foundation', { name: 'Stiftung' }),
    entity('t2', 'trust', { name: 'Second Trust' }),
  ]);

const ids = ownerChoices;

describe('owner choices (spec 5.2, from ownerOptions)', () => {
  it('never offer the entity itself, a nominee, or an entity it owns directly or indirectly (a loop)', () => {
    expect(ids(sample(), 'c1').add).toEqual(['f1', 't2']);
  });

  it('for a trust, offer no trusts and no entities owned by a trust', () => {
    expect(ids(sample(), 't2').add).toEqual(['c1', 'f1']);
  });

  it('offer nothing more to a trust that has its owning entity, but let that link change', () => {
    expect(ids(sample(), 't1')).toEqual({ add: [], byLink: { c1: ['c1', 'f1'] } });
  });

  it('do not offer an owner twice', () => {
    expect(ids(sample(), 'c2')).toEqual({
      add: ['c1', 'f1', 't2'],
      byLink: { t1: ['c1', 't1', 'f1', 't2'] },
    });
  });

  it('label each choice with its name and type', () => {
    const s = sample();
    expect(ownerChoices(s, 't2').add.map((id) => entityChoiceLabel(s, entityNames(s), id))).toEqual([
      'Holdco (Company)',
      'Stiftung (Foundation)',
    ]);
  });

  it('depend on types and owner links only, so typing names or dates does not recompute them', () => {
    const s = sample();
    expect(ownershipKey(setEntityName(s, 'c1', 'Renamed'))).toBe(ownershipKey(s));
    expect(ownershipKey(setOwnerDate(s, 't1', 0, 'date', '02/01/2015'))).toBe(ownershipKey(s));
    expect(ownershipKey(setEntityType(s, 'f1', 'company'))).not.toBe(ownershipKey(s));
  });
});
