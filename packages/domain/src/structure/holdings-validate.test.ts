import type { Entity, Party } from '@tsr/contract';
import { describe, expect, it } from 'vitest';
import { entity, own, party, structure } from './builders';
import { validateStructure } from './validate';

const D = '01/01/2020';

/** A shareholder holding from `dates` ('start-end') as nominee for `principal`. */
const nominee = (id: string, parent: string, principal: Party['nomineeFor'], dates = [D]): Party => ({
  ...party(id, 'shareholder', parent, dates, { name: `Nominee ${id}` }),
  ...(principal ? { nomineeFor: principal } : {}),
});

const findingsOf = (entities: Entity[]) =>
  validateStructure(structure(entities)).map(({ code, message, field, partyId }) => ({
    code,
    message,
    field,
    partyId,
  }));

describe('shares of holdings', () => {
  it('accepts an exact percentage, a band or nothing, on a company’s owner link and a shareholding', () => {
    for (const share of ['40', '12.5', '100', 'over_50', '5_to_25', ''])
      expect(
        findingsOf([
          entity('t', 'trust', { children: [party('s', 'settlor', 't', [D])] }),
          {
            ...own(entity('c', 'company'), 't', D),
            dates: [{ id: 't', date: D, share }],
            children: [
              {
                ...party('p', 'shareholder', 'c', []),
                children: [{ id: 'r', type: 'shareholderdates', date: D, share }],
              },
            ],
          },
        ]),
      ).toEqual([]);
  });

  it('refuses what is not a share, naming the field', () => {
    const company = {
      ...own(entity('c', 'company'), 'o', D),
      dates: [{ id: 'o', date: D, share: '150' }],
      children: [
        {
          ...party('p', 'shareholder', 'c', []),
          children: [{ id: 'r', type: 'shareholderdates' as const, date: D, share: 'abc' }],
        },
      ],
    };
    expect(
      findingsOf([entity('o', 'company', { children: [party('x', 'shareholder', 'o', [D])] }), company]),
    ).toEqual([
      {
        code: 'invalid-share',
        message: "'150' is not a share: enter a percentage more than 0 and at most 100, or choose a band",
        field: 'dates[0].share',
        partyId: undefined,
      },
      {
        code: 'invalid-share',
        message: "'abc' is not a share: enter a percentage more than 0 and at most 100, or choose a band",
        field: 'children[0].share',
        partyId: 'p',
      },
    ]);
  });

  it('refuses a share on a settlement and on the owner link of a trust', () => {
    const trust = {
      ...own(entity('t', 'trust'), 'c', D),
      dates: [{ id: 'c', date: D, share: '40' }],
      children: [
        {
          ...party('s', 'settlor', 't', []),
          children: [{ id: 'r', type: 'settlement' as const, date: D, share: '10' }],
        },
      ],
    };
    expect(
      findingsOf([entity('c', 'company', { children: [party('x', 'shareholder', 'c', [D])] }), trust]).map(
        (f) => f.message,
      ),
    ).toEqual([
      'Only the owner of a company holds a share of it: remove the share from this date',
      'Only a shareholding has a share: remove it from this date',
    ]);
  });
});

describe('a nominee names its principal', () => {
  const holdco = entity('holdco', 'company', {
    children: [party('ann', 'shareholder', 'holdco', [D], { name: 'Ann' })],
  });
  const midco = (principal: Party['nomineeFor'], dates?: string[]) =>
    entity('midco', 'company', { children: [nominee('n', 'midco', principal, dates)] });

  it('accepts an entity or an individual party of the structure', () => {
    expect(findingsOf([holdco, midco({ entityId: 'holdco' })])).toEqual([]);
    expect(findingsOf([holdco, midco({ entityId: 'holdco', partyId: 'ann' })])).toEqual([]);
  });

  it('refuses a principal that is not in the structure', () => {
    for (const principal of [{ entityId: 'nowhere' }, { entityId: 'holdco', partyId: 'bob' }])
      expect(findingsOf([holdco, midco(principal)])).toEqual([
        {
          code: 'nominee-principal-missing',
          message: 'The principal this nominee holds for is not part of this structure',
          field: 'nomineeFor',
          partyId: 'n',
        },
      ]);
  });

  it('refuses the nominee itself', () => {
    expect(findingsOf([holdco, midco({ entityId: 'midco', partyId: 'n' })]).map((f) => f.message)).toEqual([
      'A nominee cannot hold shares for itself: choose the person or entity it holds for',
    ]);
  });

  it('refuses a company acting as nominee as the principal', () => {
    const nomineeCo = entity('nco', 'nominee', { name: 'Nominees Ltd' });
    expect(findingsOf([holdco, nomineeCo, midco({ entityId: 'nco' })]).map((f) => f.message)).toEqual([
      'Nominees Ltd is a company acting as nominee: choose the person or entity the shares are really held for',
    ]);
  });

  it('refuses a principal that the company holds: a loop', () => {
    const held = own(
      entity('sub', 'company', { name: 'SubCo', children: [party('x', 'shareholder', 'sub', [D])] }),
      'midco',
      D,
    );
    expect(findingsOf([midco({ entityId: 'sub' }), held]).map((f) => f.message)).toEqual([
      'SubCo cannot hold midco through a nominee: midco holds SubCo, which would make a loop',
    ]);
    expect(findingsOf([midco({ entityId: 'midco' })]).map((f) => f.code)).toEqual(['nominee-cycle']);
  });

  it('refuses a holding the principal did not exist for', () => {
    const late = entity('late', 'company', {
      name: 'LateCo',
      incorporation_date: '01/06/2021',
      children: [party('x', 'shareholder', 'late', ['01/06/2021'])],
    });
    expect(findingsOf([late, midco({ entityId: 'late' })]).map((f) => f.message)).toEqual([
      'The holding starts on 01/01/2020, before LateCo was incorporated on 01/06/2021',
    ]);
    const gone = entity('gone', 'company', {
      name: 'GoneCo',
      meta: { answerable: 'yes', end_date: '31/12/2022' },
      children: [party('x', 'shareholder', 'gone', [D])],
    });
    expect(findingsOf([gone, midco({ entityId: 'gone' })]).map((f) => f.message)).toEqual([
      "The holding runs past GoneCo's exit date 31/12/2022: end it by then",
    ]);
    expect(findingsOf([gone, midco({ entityId: 'gone' }, ['01/01/2020-30/06/2022'])])).toEqual([]);
  });

  it('refuses a holding that runs past the principal’s death', () => {
    const dead = party('bob', 'shareholder', 'holdco', ['01/01/2019-01/03/2023'], {
      name: 'Bob',
      meta: { deceased: 'yes', date: '01/03/2023' },
    });
    const top = entity('holdco', 'company', { children: [dead] });
    expect(findingsOf([top, midco({ entityId: 'holdco', partyId: 'bob' })]).map((f) => f.message)).toEqual([
      "The holding runs past Bob's date of death 01/03/2023: end it by then",
    ]);
  });

  it('counts a trust holding through a nominee as the owner of the company, which cannot then settle a trust', () => {
    const trust = entity('t', 'trust', { children: [party('s', 'settlor', 't', [D])] });
    const company = entity('c', 'company', {
      name: 'TrustCo',
      children: [nominee('n', 'c', { entityId: 't' })],
    });
    const settled = own(entity('t2', 'trust', { children: [party('x', 'settlor', 't2', [D])] }), 'c', D);
    expect(findingsOf([trust, company, settled]).map((f) => f.code)).toEqual(['trust-owner-owned-by-trust']);
  });

  it('refuses a nominee that is not a shareholder', () => {
    const trust = entity('t', 'trust', {
      children: [{ ...party('s', 'settlor', 't', [D]), nomineeFor: { entityId: 'holdco' } }],
    });
    expect(findingsOf([holdco, trust]).map((f) => f.code)).toEqual(['nominee-not-shareholder']);
  });
});
