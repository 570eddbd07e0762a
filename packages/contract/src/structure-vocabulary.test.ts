import { describe, expect, it } from 'vitest';
import { ACTING_TYPES, QuestionType } from './content';
import { DateRecordType, Entity, EntityType, PartyType } from './structure';
import {
  ACTING_AS_TYPES,
  DATE_RECORD_TYPES,
  ENTITY_TYPE_CHOICES,
  ENTITY_TYPES,
  PARTY_TYPES,
  QUESTION_TYPE_LABELS,
} from './structure-vocabulary';

describe('the structure vocabulary', () => {
  // The enums' order is the published OpenAPI document's (and its generated client's).
  it('gives the enums of spec 3.1 in their order', () => {
    expect(EntityType.options).toEqual(['trust', 'foundation', 'company', 'nominee']);
    expect(PartyType.options).toEqual(['settlor', 'founder', 'shareholder']);
    expect(DateRecordType.options).toEqual(['settlement', 'contribution', 'shareholderdates']);
    expect(Entity.shape.actingAs.unwrap().options).toEqual(['settlor', 'founder']);
    expect(ACTING_AS_TYPES).toEqual(['settlor', 'founder']);
  });

  it("gives spec 3.2's question types, entity by entity, with their labels", () => {
    expect(QuestionType.options).toEqual([
      'trust',
      'settlor',
      'settlement',
      'foundation',
      'founder',
      'contribution',
      'company',
      'shareholder',
    ]);
    expect(Object.values(QUESTION_TYPE_LABELS)).toEqual([
      'Trust',
      'Settlor',
      'Settlement',
      'Foundation',
      'Founder',
      'Contribution',
      'Company',
      'Shareholder',
    ]);
    expect(ACTING_TYPES).toEqual(['trust', 'foundation', 'company']);
  });

  it('maps each type to the question type asked about it; nominees and shareholdings have none', () => {
    expect(ENTITY_TYPES.nominee.questionType).toBeNull();
    expect(DATE_RECORD_TYPES.shareholderdates.questionType).toBeNull();
    for (const row of [...Object.values(ENTITY_TYPES), ...Object.values(PARTY_TYPES)])
      if (row.questionType !== null) expect(QuestionType.options).toContain(row.questionType);
  });

  it('offers every entity type once in the dropdown, trust and company first (spec 2.4)', () => {
    expect(ENTITY_TYPE_CHOICES).toEqual(['trust', 'company', 'foundation', 'nominee']);
    expect([...ENTITY_TYPE_CHOICES].sort()).toEqual([...EntityType.options].sort());
  });

  it('says who settles a trust and a foundation, with parties of that type', () => {
    for (const type of EntityType.options) {
      const { partyType, settledBy } = ENTITY_TYPES[type];
      if (settledBy !== null) expect(partyType).toBe(settledBy);
    }
  });
});
