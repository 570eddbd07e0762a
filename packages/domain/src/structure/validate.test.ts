import { describe, expect, it } from 'vitest';
import { entity, own, party, structure } from './builders';
import { beforeStartFindings, canMarkDeceased, validateForStart, validateStructure } from './validate';

const messages = (findings: { message: string }[]) => findings.map((f) => f.message);

describe('before start (spec 5.2)', () => {
  it('refuses a structure without entities', () => {
    expect(beforeStartFindings({ name: 'Empty', entities: {}, rootEntitiesIds: [] })).toEqual([
      { code: 'no-entities', message: 'Please add at least one entity', severity: 'error' },
    ]);
  });

  it('reports a loop in owner relations with the exact text', () => {
    const a = own(entity('a', 'company'), 'b', '01/01/2020');
    const b = own(entity('b', 'company'), 'a', '01/01/2020');
    const findings = beforeStartFindings(structure([a, b]));
    expect(findings).toEqual([
      {
        code: 'structure-loop',
        message: 'Review cannot be started there is a loop in the entites',
        severity: 'error',
        entityId: 'a',
      },
    ]);
  });

  it('reports a single nominee root with the exact text', () => {
    const findings = beforeStartFindings(structure([entity('n', 'nominee')]));
    expect(messages(findings)).toEqual([
      'Review cannot be started with just a company acting as nominee only',
    ]);
  });

  it('accepts a nominee beside another root and a structure without loops', () => {
    const t = entity('t', 'trust', { children: [party('s', 'settlor', 't', ['01/01/2020'])] });
    expect(beforeStartFindings(structure([entity('n', 'nominee'), t]))).toEqual([]);
    expect(validateForStart(structure([t]))).toEqual([]);
  });
});

describe('structure builder (spec 5.2)', () => {
  it('asks an answerable entity without parties or owners for an associated party', () => {
    const findings = validateStructure(structure([entity('c', 'company')]));
    expect(findings).toEqual([
      {
        code: 'no-associated-party',
        message:
          'Please ensure that you have completed all relevant fields and this entity has at least one associated party.',
        severity: 'error',
        entityId: 'c',
      },
    ]);
  });

  it('does not ask a nominee or an unanswerable entity for a party', () => {
    const s = structure([entity('n', 'nominee'), entity('c', 'company', { meta: { answerable: 'no' } })]);
    expect(validateStructure(s)).toEqual([]);
  });

  it('marks a party without name or date, and an owner link without date, invalid', () => {
    const t = own(entity('t', 'trust', { children: [party('s', 'settlor', 't', [], { name: ' ' })] }), 'c');
    const c = entity('c', 'company', { children: [party('h', 'shareholder', 'c', ['01/01/2010'])] });
    const findings = validateStructure(structure([t, c]));
    expect(findings.map((f) => [f.code, f.severity, f.partyId ?? f.ownerId, f.field])).toEqual([
      ['owner-date-missing', 'invalid', 'c', 'dates'],
      ['party-name-missing', 'invalid', 's', 'name'],
      ['party-date-missing', 'invalid', 's', 'children'],
    ]);
  });

  describe('a living settlor settling after a deceased settlor', () => {
    const dead = (ordinal: number) =>
      party('dead', 'settlor', 't', ['01/01/2015'], { ordinal, meta: { deceased: 'yes' } });
    const alive = (ordinal: number) =>
      party('alive', 'settlor', 't', ['01/01/2010', '01/01/2016'], { ordinal });
    const livingFinding = {
      code: 'living-settlor-after-deceased',
      message: 'Living settlor cannot have a settlement date after a deceased settlor',
      severity: 'error',
      entityId: 't',
      partyId: 'alive',
      field: 'children[1].date',
    };
    const deceasedFinding = {
      code: 'deceased-settlor-before-living',
      message: 'Deceased settlor cannot have a settlement date before a living settlor',
      severity: 'error',
      entityId: 't',
      partyId: 'dead',
      field: 'children[0].date',
    };

    it('names the living settlor, at the late date, when the living settlor was entered last', () => {
      const t = entity('t', 'trust', { children: [dead(0), alive(1)] });
      expect(validateStructure(structure([t]))).toEqual([livingFinding]);
    });

    it('names the deceased settlor, at the date of death, when the deceased settlor was entered last', () => {
      const t = entity('t', 'trust', { children: [alive(0), dead(1)] });
      expect(validateStructure(structure([t]))).toEqual([deceasedFinding]);
    });

    it('names the settlor the user changed last, whichever was entered first', () => {
      const t = entity('t', 'trust', { children: [alive(0), dead(1)] });
      const s = structure([t]);
      expect(validateStructure(s, { lastChanged: { entityId: 't', partyId: 'alive' } })).toEqual([
        livingFinding,
      ]);
      expect(validateStructure(s, { lastChanged: { entityId: 't', partyId: 'dead' } })).toEqual([
        deceasedFinding,
      ]);
      // A change elsewhere leaves the order of entry to decide.
      expect(validateStructure(s, { lastChanged: { entityId: 'other', partyId: 'alive' } })).toEqual([
        deceasedFinding,
      ]);
    });
  });

  it('rejects two living settlors of the same name but allows a deceased namesake', () => {
    const t = entity('t', 'trust', {
      children: [
        party('a', 'settlor', 't', ['01/01/2010'], { name: 'Ann Smith', ordinal: 0 }),
        party('b', 'settlor', 't', ['01/01/2011'], { name: 'ann smith ', ordinal: 1 }),
        party('c', 'settlor', 't', ['01/01/2012'], {
          name: 'Ann Smith',
          ordinal: 2,
          meta: { deceased: 'yes' },
        }),
      ],
    });
    const findings = validateStructure(structure([t]));
    expect(findings.map((f) => [f.partyId, f.message])).toEqual([
      ['b', "Unable to add two living settlors with the name 'ann smith'"],
    ]);
  });

  it('rejects two shareholders of the same name', () => {
    const c = entity('c', 'company', {
      children: [
        party('a', 'shareholder', 'c', ['01/01/2010'], { name: 'Bob', ordinal: 0 }),
        party('b', 'shareholder', 'c', ['01/01/2011'], { name: 'Bob', ordinal: 1 }),
      ],
    });
    expect(messages(validateStructure(structure([c])))).toEqual([
      "Cannot have two shareholders with the same name: 'Bob'",
    ]);
  });

  it("rejects a deceased shareholder's ownership ending after their settlement date", () => {
    const c = entity('c', 'company', {
      children: [
        party('h', 'shareholder', 'c', ['01/01/2010-01/01/2021', '01/01/2010-01/01/2019', '01/01/2019'], {
          name: 'Carol',
          meta: { deceased: 'yes', date: '01/06/2020' },
        }),
      ],
    });
    const findings = validateStructure(structure([c]));
    expect(findings.map((f) => [f.field, f.message])).toEqual([
      [
        'children[0].end',
        "The end of deceased shareholder Carol's period of ownership must not be after their settlement date",
      ],
      [
        'children[2].end',
        "The end of deceased shareholder Carol's period of ownership must not be after their settlement date",
      ],
    ]);
  });

  it('allows a trust at most one owning entity', () => {
    const t = own(own(entity('t', 'trust'), 'a', '01/01/2010'), 'b', '01/01/2010');
    const findings = validateStructure(
      structure([t, entity('a', 'company', { meta: {} }), entity('b', 'company', { meta: {} })]),
    );
    expect(findings.map((f) => [f.code, f.message])).toEqual([
      ['trust-single-owner', 'A trust can have at most one owning entity'],
    ]);
  });

  it('refuses a trust owned by a trust, and by an entity a trust owns (spec 5.2 owner options)', () => {
    const parent = entity('p', 'trust', { name: 'Parent Trust', meta: {} });
    const held = own(entity('h', 'company', { name: 'Held Ltd', meta: {} }), 'p', '01/01/2010');
    const t1 = own(entity('t1', 'trust', { meta: {} }), 'p', '01/01/2011');
    const t2 = own(entity('t2', 'trust', { meta: {} }), 'h', '01/01/2012');
    const findings = validateStructure(structure([parent, held, t1, t2]));
    expect(findings.map((f) => [f.code, f.entityId, f.ownerId, f.field, f.message])).toEqual([
      [
        'trust-owned-by-trust',
        't1',
        'p',
        'overs',
        'Parent Trust cannot own this trust: a trust cannot be owned by another trust',
      ],
      [
        'trust-owner-owned-by-trust',
        't2',
        'h',
        'overs',
        'Held Ltd cannot own this trust: it is owned by a trust, and an entity owned by a trust cannot act as settlor',
      ],
    ]);
  });

  it('lets a trust own a foundation or a company, and a company own a trust', () => {
    const t = entity('t', 'trust', { meta: {} });
    const f = own(entity('f', 'foundation', { meta: {} }), 't', '01/01/2010');
    const c = entity('c', 'company', { meta: {} });
    const settled = own(entity('s', 'trust', { meta: {} }), 'c', '01/01/2010');
    expect(validateStructure(structure([t, f, c, settled]))).toEqual([]);
  });

  it('rejects a nominee or a missing entity as owner', () => {
    const c = own(own(entity('c', 'company'), 'n', '01/01/2010'), 'ghost', '01/01/2010');
    const findings = validateStructure(structure([c, entity('n', 'nominee')]));
    expect(findings.map((f) => f.code)).toEqual(['owner-not-allowed', 'owner-missing']);
  });

  it('rejects dates after the exit date or their own end, and company ranges before incorporation', () => {
    const c = entity('c', 'company', {
      incorporation_date: '01/01/2010',
      meta: { answerable: 'yes', end_date: '31/12/2020' },
      children: [
        party('h', 'shareholder', 'c', [
          '01/01/2009-01/01/2012',
          '01/01/2015-01/01/2021',
          '01/01/2019-01/01/2018',
        ]),
      ],
    });
    const findings = validateStructure(structure([c]));
    expect(findings.map((f) => [f.code, f.field, f.message])).toEqual([
      [
        'date-before-incorporation',
        'children[0].date',
        'Date cannot be before the date of incorporation 01/01/2010',
      ],
      ['date-after-exit', 'children[1].end', 'Date cannot be after the exit date 31/12/2020'],
      ['date-after-end', 'children[2].date', 'Date cannot be after its end date'],
    ]);
  });

  it('applies the owner exit date to owner links', () => {
    const t = own(entity('t', 'trust'), 'c', '01/01/2021');
    const c = entity('c', 'company', { meta: { end_date: '01/01/2020' } });
    const findings = validateStructure(structure([t, c]));
    expect(findings.map((f) => [f.code, f.ownerId, f.field])).toEqual([
      ['date-after-exit', 'c', 'dates[0].date'],
    ]);
  });

  it('reports a date that is not a real dd/mm/yyyy date instead of throwing', () => {
    const t = entity('t', 'trust', { children: [party('s', 'settlor', 't', ['31/02/2023', '1/2/2020'])] });
    const findings = validateStructure(structure([t]));
    expect(findings.map((f) => [f.code, f.field, f.message])).toEqual([
      ['invalid-date', 'children[0].date', "'31/02/2023' is not a real date in the form dd/mm/yyyy"],
      ['invalid-date', 'children[1].date', "'1/2/2020' is not a real date in the form dd/mm/yyyy"],
    ]);
  });
});

describe('deceased settlors (spec 4)', () => {
  it('gives a settlor deceased at settlement only one date', () => {
    const t = entity('t', 'trust', {
      children: [party('d', 'settlor', 't', ['01/01/2010', '01/01/2011'], { meta: { deceased: 'yes' } })],
    });
    expect(messages(validateStructure(structure([t])))).toEqual([
      'A settlor who was deceased at settlement can have only one date',
    ]);
  });

  it('allows only one deceased child and disables the checkbox for the others', () => {
    const t = entity('t', 'trust', {
      children: [
        party('d1', 'settlor', 't', ['01/01/2010'], { ordinal: 0, meta: { deceased: 'yes' } }),
        party('d2', 'settlor', 't', ['01/01/2009'], { ordinal: 1, meta: { deceased: 'yes' } }),
        party('x', 'settlor', 't', ['01/01/2009'], { ordinal: 2 }),
      ],
    });
    const findings = validateStructure(structure([t]));
    expect(findings.map((f) => [f.code, f.partyId])).toEqual([['deceased-only-one', 'd2']]);
    expect(canMarkDeceased(t, 'x')).toBe(false);
    const one = { ...t, children: t.children.filter((p) => p.id !== 'd2') };
    expect(canMarkDeceased(one, 'd1')).toBe(true);
    expect(canMarkDeceased({ ...one, children: [one.children[1] as never] }, 'x')).toBe(true);
  });
});
