import type { SurveyStructure } from '@tsr/contract';
import { entity, own, party, structure } from '@tsr/domain';
import { describe, expect, it } from 'vitest';
import { draftReducer } from './draft-reducer';
import { addEntity, emptyStructure, removeEntity, setEntityType, setExitDate } from './entity-edits';
import { addOwner, changeOwner, removeOwner, setOwnerDate } from './owner-edits';
import { addParty, removePartyDate, setPartyDate, setPartyDeceased } from './party-edits';

const oak = (): SurveyStructure => {
  const company = entity('c1', 'company', {
    name: 'Oak Holdings Ltd',
    incorporation_date: '01/01/2014',
    children: [party('cara', 'shareholder', 'c1', ['01/01/2014'], { name: 'Cara' })],
  });
  const trust = own(
    entity('t1', 'trust', {
      name: 'Oak Trust',
      children: [party('ann', 'settlor', 't1', ['01/06/2010', '01/06/2011'], { name: 'Ann' })],
    }),
    'c1',
    '01/09/2015',
  );
  return structure([trust, company], 'Oak structure');
};

describe('entity edits', () => {
  it('adds an answerable trust at the end of the builder order', () => {
    const next = addEntity(emptyStructure(), 'e1');
    expect(next.rootEntitiesIds).toEqual(['e1']);
    expect(next.entities.e1).toMatchObject({
      name: '',
      type: 'trust',
      meta: { answerable: 'yes' },
      overs: [],
    });
  });

  it('removes an entity together with every owner link to it', () => {
    const next = removeEntity(oak(), 'c1');
    expect(next.rootEntitiesIds).toEqual(['t1']);
    expect(next.entities.t1?.overs).toEqual([]);
    expect(next.entities.t1?.dates).toEqual([]);
  });

  it('turns settlors into founders or shareholders with their dates when the type changes', () => {
    const asFoundation = setEntityType(oak(), 't1', 'foundation');
    const founder = asFoundation.entities.t1?.children[0];
    expect(founder?.type).toBe('founder');
    expect(founder?.children.map((r) => [r.type, r.date])).toEqual([
      ['contribution', '01/06/2010'],
      ['contribution', '01/06/2011'],
    ]);
    const asCompany = setEntityType(asFoundation, 't1', 'company');
    expect(asCompany.entities.t1?.children[0]?.children[0]?.type).toBe('shareholderdates');
  });

  it('does not make an entity with parties a company acting as nominee', () => {
    const before = oak();
    expect(setEntityType(before, 'c1', 'nominee')).toBe(before);
    const emptied = draftReducer(before, { kind: 'removeParty', entityId: 'c1', partyId: 'cara' });
    expect(setEntityType(emptied, 'c1', 'nominee').entities.c1?.type).toBe('nominee');
  });

  it('keeps the incorporation date only for companies and nominees', () => {
    expect(setEntityType(oak(), 'c1', 'trust').entities.c1?.incorporation_date).toBeUndefined();
    const emptyCompany = draftReducer(oak(), { kind: 'removeParty', entityId: 'c1', partyId: 'cara' });
    expect(setEntityType(emptyCompany, 'c1', 'nominee').entities.c1?.incorporation_date).toBe('01/01/2014');
  });

  it('stores an exit date as typed and removes the key when emptied', () => {
    const typed = setExitDate(oak(), 't1', '31/02/20');
    expect(typed.entities.t1?.meta.end_date).toBe('31/02/20');
    expect('end_date' in (setExitDate(typed, 't1', '').entities.t1?.meta ?? {})).toBe(false);
  });

  it('leaves untouched entities as they were, so their cards need not re-render', () => {
    const before = oak();
    const next = draftReducer(before, { kind: 'entityName', entityId: 't1', name: 'Oak Trust 2' });
    expect(next.entities.c1).toBe(before.entities.c1);
  });
});

describe('party edits', () => {
  it('adds a party of the entity kind with one empty date to type into', () => {
    const next = addParty(oak(), 'c1', 'p2', 'd2');
    expect(next.entities.c1?.children[1]).toEqual({
      id: 'p2',
      name: '',
      type: 'shareholder',
      parent: 'c1',
      ordinal: 1,
      children: [{ id: 'd2', type: 'shareholderdates', date: '' }],
      meta: { deceased: 'no' },
    });
  });

  it('keeps a deceased settlor’s date of death equal to their settlement date', () => {
    let next = setPartyDeceased(oak(), 't1', 'ann', true);
    expect(next.entities.t1?.children[0]?.meta).toEqual({ deceased: 'yes', date: '01/06/2010' });
    next = setPartyDate(next, 't1', 'ann', 0, 'date', '02/06/2010');
    expect(next.entities.t1?.children[0]?.meta?.date).toBe('02/06/2010');
    next = removePartyDate(next, 't1', 'ann', 0);
    expect(next.entities.t1?.children[0]?.meta?.date).toBe('01/06/2011');
    next = setPartyDeceased(next, 't1', 'ann', false);
    expect(next.entities.t1?.children[0]?.meta).toEqual({ deceased: 'no' });
  });

  it('keeps what is typed, and drops an emptied end date', () => {
    let next = setPartyDate(oak(), 'c1', 'cara', 0, 'end', '31/12/20');
    expect(next.entities.c1?.children[0]?.children[0]).toMatchObject({ date: '01/01/2014', end: '31/12/20' });
    next = setPartyDate(next, 'c1', 'cara', 0, 'end', '');
    expect(next.entities.c1?.children[0]?.children[0]).not.toHaveProperty('end');
  });

  it('renumbers the remaining parties when one is removed', () => {
    const two = addParty(addParty(oak(), 't1', 'p2', 'd2'), 't1', 'p3', 'd3');
    const next = draftReducer(two, { kind: 'removeParty', entityId: 't1', partyId: 'ann' });
    expect(next.entities.t1?.children.map((p) => [p.id, p.ordinal])).toEqual([
      ['p2', 0],
      ['p3', 1],
    ]);
  });
});

describe('owner edits', () => {
  it('links an owner with one empty date and keeps unders as the inverse of overs', () => {
    const next = addOwner(oak(), 'c1', 't9');
    expect(next.entities.c1?.overs).toEqual(['t9']);
    expect(next.entities.c1?.dates).toEqual([{ id: 't9', date: '' }]);
    const linked = addOwner(addEntity(oak(), 'f1'), 'f1', 'c1');
    expect(linked.entities.c1?.unders).toEqual(['t1', 'f1']);
  });

  it('moves the dates with the link when the owner is changed', () => {
    const withFoundation = addEntity(oak(), 'f1');
    const next = changeOwner(withFoundation, 't1', 'c1', 'f1');
    expect(next.entities.t1?.overs).toEqual(['f1']);
    expect(next.entities.t1?.dates).toEqual([{ id: 'f1', date: '01/09/2015' }]);
    expect(next.entities.c1?.unders).toEqual([]);
    expect(next.entities.f1?.unders).toEqual(['t1']);
  });

  it('edits one owner date by its index in dates, and removes the link with its dates', () => {
    const next = setOwnerDate(oak(), 't1', 0, 'date', '02/09/2015');
    expect(next.entities.t1?.dates).toEqual([{ id: 'c1', date: '02/09/2015' }]);
    const unlinked = removeOwner(next, 't1', 'c1');
    expect(unlinked.entities.t1?.overs).toEqual([]);
    expect(unlinked.entities.t1?.dates).toEqual([]);
    expect(unlinked.entities.c1?.unders).toEqual([]);
  });
});
