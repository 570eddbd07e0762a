import type { Party } from '@tsr/contract';
import { entity, own, party, structure } from '@tsr/domain';
import { describe, expect, it } from 'vitest';
import { draftReducer } from './draft-reducer';
import { setEntityName } from './entity-edits';
import { PRINCIPAL_GONE_LABEL, principalChoices, principalKey, principalsKey } from './nominee-choices';
import { setPartyDate, setPartyShare } from './party-edits';

/**
 *   h HoldCo ─owns→ m MidCo ─owns→ s SubCo
 *   q QCo: its shareholder Qn holds for MidCo as nominee, so MidCo holds QCo
 *   n Nominees (a company acting as nominee), t Oak Trust (settlor Ann)
 */
const nomineeFor = (principal: Party['nomineeFor']): Partial<Party> =>
  principal ? { nomineeFor: principal } : {};
const sample = (principal?: Party['nomineeFor']) =>
  structure([
    entity('h', 'company', {
      name: 'HoldCo',
      children: [
        party('o1', 'shareholder', 'h', ['01/01/2010'], { name: 'Owner One', ordinal: 0 }),
        party('o2', 'shareholder', 'h', ['01/01/2010'], { name: '', ordinal: 1 }),
      ],
    }),
    own(
      entity('m', 'company', {
        name: 'MidCo',
        children: [
          party('nl', 'shareholder', 'm', ['01/01/2012'], { name: 'Nominee Ltd', ...nomineeFor(principal) }),
          party('xa', 'shareholder', 'm', ['01/01/2012'], { name: 'Xavier', ordinal: 1 }),
        ],
      }),
      'h',
      '01/01/2012',
    ),
    own(entity('s', 'company', { name: 'SubCo' }), 'm', '01/01/2013'),
    entity('q', 'company', {
      name: 'QCo',
      children: [
        party('qn', 'shareholder', 'q', ['01/01/2014'], { name: 'Qn', nomineeFor: { entityId: 'm' } }),
      ],
    }),
    entity('n', 'nominee', { name: 'Nominees' }),
    entity('t', 'trust', {
      name: 'Oak Trust',
      children: [party('ann', 'settlor', 't', ['01/06/2010'], { name: 'Ann' })],
    }),
  ]);

const labels = (choices: { label: string }[]) => choices.map((choice) => choice.label);

describe('principal choices of a shareholder acting as nominee', () => {
  it('offer the other entities, never the company itself, a company acting as nominee, or an entity it holds', () => {
    const { entities } = principalChoices(sample(), 'm', 'nl');
    // SubCo is owned by MidCo, and QCo is held by MidCo through its nominee: either would make a loop.
    expect(labels(entities)).toEqual(['HoldCo (Company)', 'Oak Trust (Trust)']);
    expect(entities[0]?.principal).toEqual({ entityId: 'h' });
  });

  it('offer every individual of the structure by name and entity, numbered as the form numbers them, but the shareholder itself', () => {
    const { individuals } = principalChoices(sample(), 'm', 'nl');
    expect(labels(individuals)).toEqual([
      'Owner One (HoldCo)',
      'Shareholder 2 (HoldCo)',
      'Xavier (MidCo)',
      'Qn (QCo)',
      'Ann (Oak Trust)',
    ]);
    expect(individuals[4]?.principal).toEqual({ entityId: 't', partyId: 'ann' });
  });

  it('read the company’s holdings without the shareholder’s own principal', () => {
    // Nominee Ltd naming HoldCo does not put HoldCo below MidCo: it stays a choice, and nothing else is listed.
    const choices = principalChoices(sample({ entityId: 'h' }), 'm', 'nl');
    expect(labels(choices.entities)).toEqual(['HoldCo (Company)', 'Oak Trust (Trust)']);
    expect(choices.other).toBeNull();
  });

  it('list a stored principal that is no longer allowed, or gone, so the field shows what is stored', () => {
    expect(principalChoices(sample({ entityId: 's' }), 'm', 'nl').other).toMatchObject({
      label: 'SubCo (Company)',
      key: principalKey({ entityId: 's' }),
    });
    expect(principalChoices(sample({ entityId: 'n' }), 'm', 'nl').other?.label).toBe(
      'Nominees (Company acting as nominee)',
    );
    expect(principalChoices(sample({ entityId: 'm', partyId: 'nl' }), 'm', 'nl').other?.label).toBe(
      'Nominee Ltd (MidCo)',
    );
    expect(principalChoices(sample({ entityId: 'gone' }), 'm', 'nl').other?.label).toBe(PRINCIPAL_GONE_LABEL);
    expect(principalChoices(sample({ entityId: 'h', partyId: 'gone' }), 'm', 'nl').other?.label).toBe(
      PRINCIPAL_GONE_LABEL,
    );
  });

  it('key an entity and its individuals apart', () => {
    expect(principalKey({ entityId: 'h' })).not.toBe(principalKey({ entityId: 'h', partyId: 'o1' }));
  });

  it('depend on names, types, links and parties, not on dates or shares', () => {
    const s = sample();
    expect(principalsKey(setPartyDate(s, 'm', 'xa', 0, 'date', '02/01/2012'))).toBe(principalsKey(s));
    expect(principalsKey(setPartyShare(s, 'm', 'xa', 0, '40'))).toBe(principalsKey(s));
    expect(principalsKey(setEntityName(s, 'h', 'HoldCo 2'))).not.toBe(principalsKey(s));
    const named = draftReducer(s, {
      kind: 'nomineeFor',
      entityId: 'm',
      partyId: 'xa',
      principal: { entityId: 'h' },
    });
    expect(principalsKey(named)).not.toBe(principalsKey(s));
  });
});
