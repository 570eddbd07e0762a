import type { SurveyStructure } from '@tsr/contract';
import { entity, own, party, structure, validateStructure } from '@tsr/domain';
import { describe, expect, it } from 'vitest';
import { draftReducer } from './draft-reducer';
import { addEntity, emptyStructure, removeEntity, setEntityType, setExitDate } from './entity-edits';
import { addOwner, changeOwner, removeOwner, setOwnerDate, setOwnerShare } from './owner-edits';
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

describe('share edits', () => {
  /** Oak with Oak Trust's company Holdco owning a company of its own, for an owner link of a company. */
  const withCompanyLink = () => {
    const s = oak();
    const sub = own(entity('c2', 'company', { name: 'Sub Ltd' }), 'c1', '01/01/2016');
    return { ...s, entities: { ...s.entities, c2: sub }, rootEntitiesIds: [...s.rootEntitiesIds, 'c2'] };
  };

  it('stores a shareholding period’s share as typed, a band by its id, and removes it when not known', () => {
    let next = draftReducer(oak(), {
      kind: 'partyShare',
      entityId: 'c1',
      partyId: 'cara',
      index: 0,
      text: '4',
    });
    next = draftReducer(next, { kind: 'partyShare', entityId: 'c1', partyId: 'cara', index: 0, text: '40' });
    expect(next.entities.c1?.children[0]?.children[0]).toMatchObject({ date: '01/01/2014', share: '40' });
    next = draftReducer(next, {
      kind: 'partyShare',
      entityId: 'c1',
      partyId: 'cara',
      index: 0,
      text: 'over_50',
    });
    expect(next.entities.c1?.children[0]?.children[0]?.share).toBe('over_50');
    next = draftReducer(next, { kind: 'partyShare', entityId: 'c1', partyId: 'cara', index: 0, text: '' });
    expect(next.entities.c1?.children[0]?.children[0]).not.toHaveProperty('share');
  });

  it('keeps a half-typed or wrong share in the draft, where validation reports it at its field', () => {
    const next = draftReducer(oak(), {
      kind: 'partyShare',
      entityId: 'c1',
      partyId: 'cara',
      index: 0,
      text: '150',
    });
    expect(next.entities.c1?.children[0]?.children[0]?.share).toBe('150');
    expect(validateStructure(next)).toContainEqual(
      expect.objectContaining({ code: 'invalid-share', partyId: 'cara', field: 'children[0].share' }),
    );
  });

  it('stores an owner’s share of a company on the period at its index in dates', () => {
    let next = draftReducer(withCompanyLink(), {
      kind: 'ownerShare',
      entityId: 'c2',
      index: 0,
      text: '12.5',
    });
    expect(next.entities.c2?.dates).toEqual([{ id: 'c1', date: '01/01/2016', share: '12.5' }]);
    next = setOwnerShare(next, 'c2', 0, '');
    expect(next.entities.c2?.dates).toEqual([{ id: 'c1', date: '01/01/2016' }]);
  });

  it('keeps the shares when a company becomes a trust, and validation asks to remove them', () => {
    let next = draftReducer(withCompanyLink(), { kind: 'ownerShare', entityId: 'c2', index: 0, text: '60' });
    next = draftReducer(next, { kind: 'partyShare', entityId: 'c1', partyId: 'cara', index: 0, text: '40' });
    next = setEntityType(setEntityType(next, 'c2', 'trust'), 'c1', 'trust');
    expect(next.entities.c2?.dates[0]?.share).toBe('60');
    expect(next.entities.c1?.children[0]?.children[0]).toMatchObject({ type: 'settlement', share: '40' });
    const codes = validateStructure(next)
      .filter((f) => f.code === 'share-not-allowed')
      .map((f) => f.field);
    expect(codes).toEqual(['children[0].share', 'dates[0].share']);
  });
});

describe('nominee edits', () => {
  it('names an entity or an individual as principal, and removes the principal for "not a nominee"', () => {
    let next = draftReducer(oak(), {
      kind: 'nomineeFor',
      entityId: 'c1',
      partyId: 'cara',
      principal: { entityId: 't1' },
    });
    expect(next.entities.c1?.children[0]?.nomineeFor).toEqual({ entityId: 't1' });
    next = draftReducer(next, {
      kind: 'nomineeFor',
      entityId: 'c1',
      partyId: 'cara',
      principal: { entityId: 't1', partyId: 'ann' },
    });
    expect(next.entities.c1?.children[0]?.nomineeFor).toEqual({ entityId: 't1', partyId: 'ann' });
    next = draftReducer(next, { kind: 'nomineeFor', entityId: 'c1', partyId: 'cara', principal: null });
    expect(next.entities.c1?.children[0]).not.toHaveProperty('nomineeFor');
  });

  it('keeps a principal whose entity is removed, so validation can say it is gone', () => {
    const named = draftReducer(oak(), {
      kind: 'nomineeFor',
      entityId: 'c1',
      partyId: 'cara',
      principal: { entityId: 't1', partyId: 'ann' },
    });
    const next = removeEntity(named, 't1');
    expect(next.entities.c1?.children[0]?.nomineeFor).toEqual({ entityId: 't1', partyId: 'ann' });
    expect(validateStructure(next)).toContainEqual(
      expect.objectContaining({ code: 'nominee-principal-missing', partyId: 'cara', field: 'nomineeFor' }),
    );
  });
});
