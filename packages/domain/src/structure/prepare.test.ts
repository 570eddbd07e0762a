import { describe, expect, it } from 'vitest';
import { entity, own, party, structure } from './builders';
import { prepareStructure } from './prepare';

describe('structure preparation (spec 4)', () => {
  it('example 1: a company acting as settlor, its shareholder looked through', () => {
    const trust = own(entity('t1', 'trust', { name: 'Delta Family Trust' }), 'c1', '01/09/2019');
    const company = entity('c1', 'company', {
      name: 'Delta Holdings Ltd',
      incorporation_date: '02/02/2015',
      children: [
        party('mrc', 'shareholder', 'c1', ['02/02/2015'], { name: 'Mr C' }),
        party('mrsc', 'shareholder', 'c1', ['02/02/2015-01/01/2019'], { name: 'Mrs C', ordinal: 1 }),
      ],
    });
    const input = structure([trust, company]);
    const before = structuredClone(input);
    const prepared = prepareStructure(input);

    expect(input).toEqual(before);
    expect(prepared.rootEntitiesIds).toEqual(['c1', 't1']);
    const t1 = prepared.entities.t1;
    expect(t1?.children).toEqual([
      {
        id: 't1~c1',
        name: 'Delta Holdings Ltd',
        type: 'settlor',
        parent: 't1',
        ordinal: 0,
        children: [{ id: 't1~c1~0', type: 'settlement', date: '01/09/2019' }],
        meta: { deceased: 'no', entity_type: 'company', copied: 'YES' },
        copiedFrom: 'c1',
      },
      {
        id: 't1~c1~mrc',
        name: 'Mr C',
        type: 'settlor',
        parent: 't1',
        ordinal: 1,
        children: [{ id: 't1~c1~mrc~0', type: 'settlement', date: '01/09/2019' }],
        meta: { deceased: 'no', copied: 'YES' },
        copiedFrom: 'mrc',
      },
    ]);
    expect(t1?.meta).toEqual({
      answerable: 'yes',
      entity_type: 'trust',
      name: 'Delta Family Trust',
      copied: 'YES',
      first_settlement: '01/09/2019',
    });
    expect(t1?.order).toBe(1);
    const c1 = prepared.entities.c1;
    expect(c1?.actingAs).toBe('settlor');
    expect(c1?.copiedTo).toEqual(['t1']);
    expect(c1?.unders).toEqual(['t1']);
    expect(c1?.meta.copied).toBe('NO');
    expect(c1?.children.map((p) => [p.id, p.type, p.children.map((r) => r.type)])).toEqual([
      ['mrc', 'shareholder', ['shareholderdates']],
      ['mrsc', 'shareholder', ['shareholderdates']],
    ]);
  });

  it('example 2: a trust acting as founder passes its settlors down, deceased first, within exit dates', () => {
    const trust = entity('cedar', 'trust', {
      name: 'Cedar Trust',
      meta: { answerable: 'yes', end_date: '31/12/2022' },
      children: [
        party('h', 'settlor', 'cedar', ['01/03/2001'], { name: 'Mr H', ordinal: 0 }),
        party('late', 'settlor', 'cedar', ['01/01/2021'], { name: 'Late settlor', ordinal: 1 }),
        party('g', 'settlor', 'cedar', ['01/06/2000'], {
          name: 'Mr G',
          ordinal: 2,
          meta: { deceased: 'yes' },
        }),
      ],
    });
    const foundation = own(
      entity('fdn', 'foundation', {
        name: 'Cedar Foundation',
        children: [party('own', 'founder', 'fdn', ['01/01/2020'], { name: 'Own founder' })],
      }),
      'cedar',
      '01/07/2021',
      '01/07/2023',
    );
    const prepared = prepareStructure(structure([foundation, trust]));
    const fdn = prepared.entities.fdn;
    expect(prepared.rootEntitiesIds).toEqual(['cedar', 'fdn']);
    expect(
      fdn?.children.map((p) => [
        p.ordinal,
        p.id,
        p.type,
        p.meta?.deceased,
        p.children.map((r) => `${r.type} ${r.date}`),
      ]),
    ).toEqual([
      [0, 'fdn~cedar~g', 'founder', 'yes', ['contribution 01/07/2021']],
      [1, 'own', 'founder', undefined, ['contribution 01/01/2020']],
      [2, 'fdn~cedar', 'founder', 'no', ['contribution 01/07/2021']],
      [3, 'fdn~cedar~h', 'founder', undefined, ['contribution 01/07/2021']],
      [4, 'fdn~cedar~late', 'founder', undefined, ['contribution 01/07/2021']],
    ]);
    expect(fdn?.meta.first_settlement).toBe('01/01/2020');
    expect(prepared.entities.cedar?.actingAs).toBe('founder');
    // Cedar's own deceased settlor moves to the front of its parties too.
    expect(prepared.entities.cedar?.children.map((p) => p.id)).toEqual(['g', 'h', 'late']);
  });

  it('makes no copies for a company, or for link dates outside the ranges', () => {
    const company = own(entity('co', 'company'), 'parent', '01/01/2010');
    const parent = entity('parent', 'company', {
      incorporation_date: '01/01/2012',
      children: [party('p', 'shareholder', 'parent', ['01/01/2012'])],
    });
    const trust = own(entity('t', 'trust'), 'parent', '01/01/2011');
    const prepared = prepareStructure(structure([company, parent, trust]));
    expect(prepared.entities.co?.children).toEqual([]);
    expect(prepared.entities.t?.children).toEqual([]);
    expect(prepared.entities.parent?.copiedTo).toBeUndefined();
  });

  it('never reuses an id the user gave', () => {
    const trust = own(
      entity('t', 'trust', { children: [party('t~c', 'settlor', 't', ['01/01/2000'])] }),
      'c',
      '01/01/2010',
    );
    const prepared = prepareStructure(structure([trust, entity('c', 'company')]));
    expect(prepared.entities.t?.children.map((p) => p.id)).toEqual(['t~c', 't~c#2']);
  });
});
