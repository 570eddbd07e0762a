import { describe, expect, it } from 'vitest';
import { structureFact } from './structure-facts';

const statement = (field: string, type: string | null, value: unknown) =>
  structureFact(field, type, 'Ann (Oak Trust)', value)?.statement;

describe('a field of the drawn structure told as a fact', () => {
  it('says whether a party had died as the builder asks it: at settlement for a settlor', () => {
    expect(statement('deceased', 'settlor', 'yes')).toBe('Ann (Oak Trust) was deceased at settlement.');
    expect(statement('deceased', 'settlor', 'no')).toBe('Ann (Oak Trust) was not deceased at settlement.');
    expect(statement('deceased', 'shareholder', 'yes')).toBe('Ann (Oak Trust) is deceased.');
    expect(structureFact('deceased', 'founder', 'Ann', 'no')?.label).toBe('Deceased');
  });

  it('reads a date by whose it is: a party’s is the date of death, a record’s its own date', () => {
    expect(statement('date', 'settlor', '01/06/2010')).toBe('Ann (Oak Trust) died on 01/06/2010.');
    expect(statement('date', 'shareholder', '01/06/2010')).toBe('Ann (Oak Trust) died on 01/06/2010.');
    expect(statement('date', 'settlement', '01/06/2010')).toBe('Ann (Oak Trust) was made on 01/06/2010.');
    expect(statement('date', 'shareholderdates', '01/06/2010')).toBe('Ann (Oak Trust) began on 01/06/2010.');
    expect(structureFact('date', 'founder', 'Ann', '01/06/2010')?.label).toBe('Date of death');
    expect(statement('end_date', 'company', '31/03/2020')).toBe(
      'Ann (Oak Trust) left the structure on 31/03/2020.',
    );
    expect(structureFact('end_date', 'company', 'Ann', '31/03/2020')?.label).toBe('Exit date');
  });

  it('names types with the builder’s labels and an article', () => {
    expect(statement('entity_type', 'company', 'company')).toBe('Ann (Oak Trust) is a company.');
    expect(statement('entity_type', 'nominee', 'nominee')).toBe(
      'Ann (Oak Trust) is a company acting as nominee.',
    );
    expect(statement('party_type', 'settlor', 'settlor')).toBe('Ann (Oak Trust) is a settlor.');
    expect(statement('nominee_principal_type', 'shareholder', 'individual')).toBe(
      'Ann (Oak Trust) holds its shares as nominee for an individual.',
    );
    expect(statement('nominee_principal', 'shareholder', 'Oak Holdings Ltd')).toBe(
      'Ann (Oak Trust) holds its shares as nominee for Oak Holdings Ltd.',
    );
  });

  it('states nothing for bookkeeping fields the customer never told us', () => {
    for (const field of ['answerable', 'copied', 'active'])
      expect(structureFact(field, 'trust', 'Oak', 'yes')).toBeUndefined();
  });
});
