import { readFileSync } from 'node:fs';
import type { BodsImportNote } from '@tsr/contract';
import { entity, holding, ownShare, party, structure } from '@tsr/domain';
import { importStatements, type Statement } from '@tsr/domain/bods';
import { bodsView } from '@tsr/domain/testing';
import { describe, expect, it } from 'vitest';
import { checkBodsSchema } from './bods-schema';

/**
 * Open Ownership's published BODS 0.4 examples (./examples, with their licence): each is valid
 * against the vendored schema and maps to the structure written here, with what does not map
 * listed statement by statement.
 */
const example = (name: string): Statement[] =>
  JSON.parse(readFileSync(new URL(`./examples/${name}.json`, import.meta.url), 'utf8'));

const imported = (name: string) => {
  const statements = example(name);
  expect(checkBodsSchema(statements)).toEqual({ errors: [], count: 0 });
  return importStatements(statements);
};

const listed = (notes: BodsImportNote[]) => notes.map((n) => [n.statement, n.about, n.outcome, n.reason]);
const NO_PARTY = 'No interest of theirs makes them a settlor, founder or shareholder of an entity here';
const INDIRECT = (kind: string) =>
  `An indirect interest (${kind}): the structure draws the chain through the entities in between`;
const NO_KIND = 'The interest does not say what kind of interest it is';

describe("Open Ownership's BODS 0.4 examples imported", () => {
  it('indirect ownership: Company B holds 60% of Company A; Person 1’s interests are indirect or of no kind', () => {
    const result = imported('indirect-ownership');
    expect(bodsView(result.structure)).toEqual(
      bodsView(
        structure([
          ownShare(
            entity('ad3f6c2fcc9e', 'company', { name: 'Company A' }),
            'd4ab89ea169a',
            '60',
            '01/11/2017',
          ),
          entity('d4ab89ea169a', 'company', { name: 'Company B' }),
        ]),
      ),
    );
    expect(listed(result.notes)).toEqual([
      [3, 'Person 1', 'not-mapped', NO_PARTY],
      [5, 'Person 1 in Company B', 'not-mapped', NO_KIND],
      [6, 'Person 1 in Company A', 'not-mapped', INDIRECT('shareholding')],
    ]);
  });

  it('mixed direct and indirect ownership: Person 1 holds 50% of Company A directly from 2019', () => {
    const result = imported('mixed-direct-and-indirect-ownership');
    expect(bodsView(result.structure)).toEqual(
      bodsView(
        structure([
          ownShare(
            entity('9bfe59b6a869', 'company', {
              name: 'Company A',
              children: [
                holding(
                  party('53508b65253f', 'shareholder', '9bfe59b6a869', ['01/05/2019'], { name: 'Person 1' }),
                  '50',
                ),
              ],
            }),
            'ec61aeda7141',
            '50',
            '01/11/2017',
          ),
          entity('ec61aeda7141', 'company', { name: 'Company B' }),
        ]),
      ),
    );
    expect(listed(result.notes)).toEqual([
      [5, 'Person 1 in Company B', 'not-mapped', NO_KIND],
      [6, 'Person 1 in Company A', 'not-mapped', INDIRECT('shareholding')],
    ]);
  });

  it('an entity owning an entity: MVJ holds 75% or more of JENEX, kept as that range, its start date asked for', () => {
    const result = imported('bods-package-entity-owning-entity');
    expect(bodsView(result.structure)).toEqual(
      bodsView(
        structure([
          {
            ...entity('12b7dd0770ce', 'company', { name: 'JENEX LIMITED', incorporation_date: '10/06/1996' }),
            overs: ['e83cce729ada'],
            dates: [{ id: 'e83cce729ada', date: '', share: '[75,100)' }],
          } as never,
          entity('e83cce729ada', 'company', { name: 'MVJ LIMITED', incorporation_date: '19/07/2012' }),
        ]),
      ),
    );
    expect(listed(result.notes)).toEqual([
      [
        3,
        'MVJ LIMITED in JENEX LIMITED',
        'assumed',
        'The interest has no start date: the builder asks for it',
      ],
    ]);
  });

  it('joint ownership: the joint arrangement has no place, so CHRINON LTD comes alone and each part is listed', () => {
    const result = imported('joint-ownership');
    expect(bodsView(result.structure)).toEqual(
      bodsView(
        structure([
          entity('31c55e425764', 'company', { name: 'CHRINON LTD', incorporation_date: '18/11/2010' }),
        ]),
      ),
    );
    expect(listed(result.notes)).toEqual([
      [
        2,
        'Joint shareholding',
        'not-mapped',
        'An arrangement that is neither a trust nor a nomination (such as joint ownership) has no place in our structure',
      ],
      [
        3,
        'Joint shareholding in CHRINON LTD',
        'not-mapped',
        'Its interested party (Joint shareholding) is not part of the structure',
      ],
      [4, 'Natalie Coleman', 'not-mapped', NO_PARTY],
      [5, 'Roberto Lopez', 'not-mapped', NO_PARTY],
      [
        6,
        'Natalie Coleman in Joint shareholding',
        'not-mapped',
        'Its subject (Joint shareholding) is not part of the structure',
      ],
      [
        7,
        'Roberto Lopez in Joint shareholding',
        'not-mapped',
        'Its subject (Joint shareholding) is not part of the structure',
      ],
    ]);
  });

  it('a nomination: a company acting as nominee whose nominator, a person, cannot be its principal', () => {
    const result = imported('nomination');
    expect(bodsView(result.structure)).toEqual(
      bodsView(
        structure([
          entity('103AB1984D', 'nominee', { name: 'Perez-Rivero nomination', meta: {} }),
          entity('104AB1984C', 'company', {
            name: 'Los Corazones de Plata',
            incorporation_date: '05/11/1921',
          }),
        ]),
      ),
    );
    expect(listed(result.notes)).toEqual([
      [1, 'Silvia Teixeira Perez', 'not-mapped', NO_PARTY],
      [2, 'Vanessa Rivero', 'not-mapped', NO_PARTY],
      [
        3,
        'Perez-Rivero nomination',
        'not-mapped',
        'Its nominator (Silvia Teixeira Perez) is not an entity or a party of the structure, so it cannot be named as the principal',
      ],
      [
        4,
        'Los Corazones de Plata',
        'assumed',
        'A legal entity that is not a trust: read as a company; change its type in the builder if it is not one',
      ],
      [
        6,
        'Vanessa Rivero in Perez-Rivero nomination',
        'not-mapped',
        'Our company acting as nominee is the nominee itself: who acts for it is not kept',
      ],
      [
        7,
        'Perez-Rivero nomination in Los Corazones de Plata',
        'not-mapped',
        'The interest type boardMember has no place in a company of our structure',
      ],
      [
        8,
        'Silvia Teixeira Perez in Los Corazones de Plata',
        'not-mapped',
        INDIRECT('otherInfluenceOrControl'),
      ],
    ]);
  });
});
