import type { SurveyStructure } from '@tsr/contract';
import { describe, expect, it } from 'vitest';
import { entity, holding, ownShare, party, structure } from '../structure/builders';
import { testStructure } from '../testing/test-structure';
import { exportStructure } from './export-structure';
import { importStatements } from './import-statements';
import { bodsView } from './round-trip';

const options = { date: '2026-01-31', publisher: 'Tax risk review' };
const roundTrip = (s: SurveyStructure) => importStatements(exportStructure(s, options), s.name);

/** Every share form and a nominee naming an individual party as principal. */
function sharesAndNominee(): SurveyStructure {
  const company = entity('co', 'company', {
    name: 'Ash Ltd',
    incorporation_date: '01/01/2010',
    meta: { answerable: 'yes', end_date: '31/12/2025' },
    children: [
      holding(
        party('zoe', 'shareholder', 'co', ['01/01/2010-31/12/2014', '01/01/2015'], { name: 'Zoe' }),
        '12.5',
      ),
      holding(party('yan', 'shareholder', 'co', ['01/01/2010'], { name: 'Yan', ordinal: 1 }), 'under_5'),
      {
        ...holding(
          party('nom', 'shareholder', 'co', ['01/01/2010'], { name: 'Ash Nominees', ordinal: 2 }),
          '[75,100)',
        ),
        nomineeFor: { entityId: 'co', partyId: 'zoe' },
      },
    ],
  });
  const sub = ownShare(
    entity('sub', 'company', { name: 'Ash Sub Ltd' }),
    'co',
    '5_to_25',
    '01/06/2012-01/06/2013',
  );
  return structure([company, sub], 'Ash');
}

describe('a structure exported as BODS 0.4 and imported again', () => {
  it.each([
    ['the test structure', testStructure()],
    ['every share form and a nominee holding for a person', sharesAndNominee()],
  ])('gives %s back, with nothing left over', (_name, original) => {
    const result = roundTrip(original);
    expect(bodsView(result.structure)).toEqual(bodsView(original));
    expect(result.notes).toEqual([]);
  });

  it('writes one statement per entity, party and link, with the record ids and statement ids a file needs', () => {
    const statements = exportStructure(sharesAndNominee(), options);
    expect(statements.map((s) => `${s.recordType} ${s.recordId}`)).toEqual([
      'entity co',
      'entity sub',
      'entity nomination:co:nom',
      'person zoe',
      'person yan',
      'person nom',
      'relationship holding:co:zoe',
      'relationship holding:co:yan',
      'relationship holding:co:nom',
      'relationship link:sub:co',
      'relationship nominee:co:nom',
      'relationship nominator:co:nom',
    ]);
    const ids = statements.map((s) => s.statementId);
    expect(new Set(ids).size).toBe(ids.length);
    for (const id of ids) expect(id).toMatch(/^[0-9a-f]{32}$/);
    expect(exportStructure(sharesAndNominee(), options)).toEqual(statements);
    const link = statements.find((s) => s.recordId === 'link:sub:co');
    expect(link?.recordDetails).toEqual({
      isComponent: false,
      subject: 'sub',
      interestedParty: 'co',
      interests: [
        {
          type: 'shareholding',
          directOrIndirect: 'direct',
          share: { minimum: 5, maximum: 25 },
          startDate: '2012-06-01',
          endDate: '2013-06-01',
        },
      ],
    });
  });
});

describe('a structure the builder has not finished, exported', () => {
  it('lists a company acting as nominee that holds for no one, and keeps the rest', () => {
    const original = structure([
      entity('c1', 'company', { name: 'Elm Ltd' }),
      entity('n1', 'nominee', { name: 'Elm Nominees', meta: {} }),
    ]);
    const result = roundTrip(original);
    expect(bodsView(result.structure)).toEqual(bodsView(original));
    expect(result.notes.map((n) => [n.about, n.reason])).toEqual([
      ['Elm Nominees', 'The nomination names no nominator, so whom the nominee holds for is not known'],
    ]);
  });
});
