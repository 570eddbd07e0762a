import { GOLDEN_CASES } from '@tsr/content/golden';
import type { SurveyStructure } from '@tsr/contract';
import { exportStructure, importStatements } from '@tsr/domain/bods';
import { bodsView, testStructure } from '@tsr/domain/testing';
import { describe, expect, it } from 'vitest';
import { checkBodsSchema } from './bods-schema';

/**
 * Issue 35's promise: every structure exports as a BODS 0.4 file that validates against the
 * official schema, and importing that file gives the same structure back (as far as BODS carries
 * it: round-trip.ts), on every golden structure of the pack and the domain's test structures.
 */
const options = { date: '2026-01-31', publisher: 'Tax risk review' };

function roundTrip(original: SurveyStructure) {
  const statements = exportStructure(original, options);
  expect(checkBodsSchema(statements)).toEqual({ errors: [], count: 0 });
  const result = importStatements(JSON.parse(JSON.stringify(statements)), original.name);
  expect(bodsView(result.structure)).toEqual(bodsView(original));
  expect(result.structure.name).toBe(original.name);
  return result;
}

describe('export, schema validation and import again', () => {
  it.each(GOLDEN_CASES.map((c) => [c.name, c.structure] as const))(
    'gives the golden structure %s back',
    (_name, golden) => {
      expect(roundTrip(golden).notes).toEqual([]);
    },
  );

  it('gives the test structure back', () => {
    expect(roundTrip(testStructure()).notes).toEqual([]);
  });
});

describe('a file that breaks the BODS 0.4 schema', () => {
  it('gets its first 20 errors, each with where it is and what is wrong, and the count of all', () => {
    const statements = exportStructure(testStructure(), options) as unknown as Record<string, unknown>[];
    const broken = statements.map((s, i) => (i === 0 ? { ...s, statementId: 'short' } : s));
    const second = broken[1] as { recordDetails: Record<string, unknown> };
    second.recordDetails = { ...second.recordDetails, entityType: { type: 'partnership' } };
    const many = [...broken, ...Array.from({ length: 30 }, () => ({ recordType: 'entity' }))];
    const check = checkBodsSchema(many);
    expect(check.errors).toHaveLength(20);
    expect(check.count).toBeGreaterThan(20);
    expect(check.errors.slice(0, 2)).toEqual([
      { path: '/0/statementId', message: 'must NOT have fewer than 32 characters' },
      {
        path: '/1/recordDetails/entityType/type',
        message:
          'must be equal to one of the allowed values: registeredEntity, legalEntity, arrangement, anonymousEntity, unknownEntity, state, stateBody',
      },
    ]);
  });
});
