import { describe, expect, it } from 'vitest';
import { entity, holding, own, ownShare, party, structure } from '../structure/builders';
import { direct, entityStatement, personStatement, relationshipStatement } from './bods-test-statements';
import { importStatements } from './import-statements';
import { bodsView } from './round-trip';

const reasons = (result: ReturnType<typeof importStatements>) =>
  result.notes.map((n) => ({ about: n.about, outcome: n.outcome, reason: n.reason }));

describe('a BODS 0.4 file imported into the builder', () => {
  it('maps a trust, its company, a foundation, their settlors, founder and shareholders, with dates and shares', () => {
    const result = importStatements(
      [
        entityStatement('alder-trust', 'Alder Trust', { type: 'arrangement', subtype: 'trust' }),
        entityStatement(
          'alder-co',
          'Alder Holdings Ltd',
          { type: 'registeredEntity' },
          { foundingDate: '2012-02-01' },
        ),
        entityStatement(
          'elm',
          'Elm Stiftung',
          { type: 'legalEntity', subtype: 'other', details: 'Private foundation (Stiftung)' },
          { foundingDate: '2015-03-01', dissolutionDate: '2024-06-30' },
        ),
        personStatement('ann', 'Ann Alder', { deathDate: '2019-05-05' }),
        personStatement('bob', 'Bob Alder'),
        personStatement('cara', 'Cara Alder'),
        personStatement('dan', 'Dan Elm'),
        relationshipStatement('r1', 'alder-trust', 'ann', [
          direct('settlor', { startDate: '2010-06-01' }),
          direct('settlor', { startDate: '2011-06-01' }),
        ]),
        relationshipStatement('r2', 'alder-co', 'alder-trust', [
          direct('shareholding', { startDate: '2012-02-01', share: { exact: 60 } }),
        ]),
        relationshipStatement('r3', 'alder-co', 'bob', [
          direct('shareholding', {
            startDate: '2013-01-01',
            endDate: '2020-12-31',
            share: { exclusiveMinimum: 25, maximum: 50 },
          }),
        ]),
        relationshipStatement('r4', 'alder-co', 'cara', [
          direct('shareholding', { startDate: '2021-01-01', share: { exclusiveMinimum: 50, maximum: 75 } }),
        ]),
        relationshipStatement('r5', 'elm', 'dan', [
          direct('settlor', { startDate: '2015-03-01', details: 'Founder' }),
        ]),
      ],
      'Alder family',
    );

    const expected = structure(
      [
        entity('alder-trust', 'trust', {
          name: 'Alder Trust',
          children: [
            party('ann', 'settlor', 'alder-trust', ['01/06/2010', '01/06/2011'], {
              name: 'Ann Alder',
              meta: { deceased: 'yes', date: '05/05/2019' },
            }),
          ],
        }),
        ownShare(
          entity('alder-co', 'company', {
            name: 'Alder Holdings Ltd',
            incorporation_date: '01/02/2012',
            children: [
              holding(
                party('bob', 'shareholder', 'alder-co', ['01/01/2013-31/12/2020'], { name: 'Bob Alder' }),
                'over_25_to_50',
              ),
              holding(
                party('cara', 'shareholder', 'alder-co', ['01/01/2021'], { name: 'Cara Alder', ordinal: 1 }),
                '(50,75]',
              ),
            ],
          }),
          'alder-trust',
          '60',
          '01/02/2012',
        ),
        entity('elm', 'foundation', {
          name: 'Elm Stiftung',
          incorporation_date: '01/03/2015',
          meta: { answerable: 'yes', end_date: '30/06/2024' },
          children: [party('dan', 'founder', 'elm', ['01/03/2015'], { name: 'Dan Elm' })],
        }),
      ],
      'Alder family',
    );
    expect(result.structure).toEqual(expected);
    expect(result.notes).toEqual([]);
  });

  it('lists what has no place, statement by statement, and keeps what the file did not say blank for the builder', () => {
    const result = importStatements([
      entityStatement('t', 'Birch Trust', { type: 'legalEntity', subtype: 'trust' }),
      entityStatement('c', 'Birch Ltd', { type: 'registeredEntity' }),
      entityStatement('x', 'Birch joint holding', { type: 'arrangement', subtype: 'other' }),
      entityStatement('s', 'Ruritania', { type: 'state' }),
      entityStatement('u', '', { type: 'unknownEntity' }),
      personStatement('eve', 'Eve Birch'),
      personStatement('fay', 'Fay Birch'),
      personStatement('gus', 'Gus Birch'),
      relationshipStatement('r1', 't', 'eve', [direct('trustee', { startDate: '2015-01-01' })]),
      relationshipStatement('r2', 't', 'fay', [direct('settlor')]),
      relationshipStatement('r3', 'c', 'fay', [
        direct('shareholding', { directOrIndirect: 'indirect', startDate: '2016-01-01' }),
        direct('votingRights', { startDate: '2016-01-01' }),
      ]),
      relationshipStatement(
        'r4',
        'c',
        'gus',
        [direct('shareholding', { startDate: '2016-01-01', share: { exact: 10 } })],
        '2023-01-01',
      ),
      relationshipStatement(
        'r4',
        'c',
        'gus',
        [direct('shareholding', { startDate: '2016-01-01', share: { exact: 20 } })],
        '2024-01-01',
      ),
      relationshipStatement('r5', 'c', 'x', [direct('shareholding', { startDate: '2016-01-01' })]),
    ]);

    expect(Object.values(result.structure.entities).map((e) => [e.name, e.type])).toEqual([
      ['Birch Trust', 'trust'],
      ['Birch Ltd', 'company'],
      ['', 'company'],
    ]);
    // The settlor without a date is kept, with the date blank: the builder asks for it.
    expect(result.structure.entities.t?.children).toEqual([
      party('fay', 'settlor', 't', [''], { name: 'Fay Birch' }),
    ]);
    // The later statement of r4 is the one in force.
    expect(result.structure.entities.c?.children).toEqual([
      holding(party('gus', 'shareholder', 'c', ['01/01/2016'], { name: 'Gus Birch' }), '20'),
    ]);
    expect(reasons(result)).toEqual([
      {
        about: 'Birch joint holding',
        outcome: 'not-mapped',
        reason:
          'An arrangement that is neither a trust nor a nomination (such as joint ownership) has no place in our structure',
      },
      {
        about: 'Ruritania',
        outcome: 'not-mapped',
        reason: 'A state or state body has no place in our structure',
      },
      {
        about: 'u',
        outcome: 'assumed',
        reason:
          'The file does not say what kind of entity this is: read as a company; change its type in the builder if it is not one',
      },
      { about: 'u', outcome: 'assumed', reason: 'The file gives no name: the builder asks for one' },
      {
        about: 'Eve Birch',
        outcome: 'not-mapped',
        reason: 'No interest of theirs makes them a settlor, founder or shareholder of an entity here',
      },
      {
        about: 'Eve Birch in Birch Trust',
        outcome: 'not-mapped',
        reason: 'The interest type trustee has no place in a trust of our structure',
      },
      {
        about: 'Fay Birch in Birch Trust',
        outcome: 'assumed',
        reason: 'The interest has no start date: the builder asks for it',
      },
      {
        about: 'Fay Birch in Birch Ltd',
        outcome: 'not-mapped',
        reason:
          'An indirect interest (shareholding): the structure draws the chain through the entities in between',
      },
      {
        about: 'Fay Birch in Birch Ltd',
        outcome: 'not-mapped',
        reason: 'The interest type votingRights has no place in a company of our structure',
      },
      {
        about: 'Gus Birch in Birch Ltd',
        outcome: 'not-mapped',
        reason: 'Replaced by a later statement of the same record (statement 13)',
      },
      {
        about: 'Birch joint holding in Birch Ltd',
        outcome: 'not-mapped',
        reason: 'Its interested party (Birch joint holding) is not part of the structure',
      },
    ]);
    expect(result.notes.filter((n) => n.recordId === 'r4').map((n) => n.statement)).toEqual([12]);
  });

  it('names the principal of a shareholder acting as nominee, from the nomination between them', () => {
    const result = importStatements([
      entityStatement(
        'holdco',
        'Oak Holdings Ltd',
        { type: 'registeredEntity' },
        { foundingDate: '2010-01-01' },
      ),
      entityStatement(
        'investco',
        'Oak Investments Ltd',
        { type: 'registeredEntity' },
        { foundingDate: '2014-05-01' },
      ),
      entityStatement('n', 'Pier nomination', { type: 'arrangement', subtype: 'nomination' }),
      personStatement('pier', 'Pier Nominees Ltd'),
      relationshipStatement('r1', 'investco', 'pier', [
        direct('shareholding', { startDate: '2014-05-01', share: { exact: 100 } }),
      ]),
      relationshipStatement('r2', 'n', 'pier', [direct('nominee')]),
      relationshipStatement('r3', 'n', 'holdco', [direct('nominator')]),
    ]);
    expect(result.structure.entities.investco?.children).toEqual([
      {
        ...holding(
          party('pier', 'shareholder', 'investco', ['01/05/2014'], { name: 'Pier Nominees Ltd' }),
          '100',
        ),
        nomineeFor: { entityId: 'holdco' },
      },
    ]);
    expect(Object.keys(result.structure.entities)).toEqual(['holdco', 'investco']);
    expect(result.notes).toEqual([]);
  });

  it('makes a nomination that holds nothing itself a company acting as nominee, held for its nominator', () => {
    const result = importStatements([
      entityStatement('c1', 'Oak Holdings Ltd', { type: 'registeredEntity' }),
      entityStatement('n1', 'Oak Nominees', { type: 'arrangement', subtype: 'nomination' }),
      relationshipStatement('r1', 'n1', 'c1', [direct('nominator', { startDate: '2016-01-01' })]),
    ]);
    expect(bodsView(result.structure)).toEqual(
      bodsView(
        structure([
          entity('c1', 'company', { name: 'Oak Holdings Ltd' }),
          own(entity('n1', 'nominee', { name: 'Oak Nominees', meta: {} }), 'c1', '01/01/2016'),
        ]),
      ),
    );
  });
});
