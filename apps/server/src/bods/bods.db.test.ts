import { readFileSync } from 'node:fs';
import {
  type BodsImportAnswer,
  type BodsStatements,
  routes,
  STRUCTURE_NOT_FOUND,
  type StartReviewResponse,
  type SurveyStructure,
} from '@tsr/contract';
import { bodsView, testStructure } from '@tsr/domain/testing';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type Person, person } from '../testing/people';
import { publishTestContent } from '../testing/review-fixtures';
import { createTestApp, type TestApp } from '../testing/test-app';

/**
 * BODS 0.4 in and out (issue 35) through the API: the import's answers (a structure and what did
 * not map; schema errors; the bounds), the export's file, and who may export a saved structure or
 * a review's structure (as for reading them: anyone else gets 404).
 */
let t: TestApp;
let owner: Person;
let lead: Person;
let colleague: Person;
let stranger: Person;

beforeAll(async () => {
  t = await createTestApp();
  await publishTestContent(t);
  owner = await person(t, 'BODS Family Office');
  lead = await person(t, 'BODS Family Office', { isAccountLead: true });
  colleague = await person(t, 'BODS Family Office');
  stranger = await person(t, 'Other BODS Office', { isAccountLead: true, isApprover: true });
});
afterAll(() => t.close());

const example = readFileSync(new URL('./examples/indirect-ownership.json', import.meta.url), 'utf8');
const named = (name: string): SurveyStructure => ({ ...testStructure(), name });

async function exported(structure: SurveyStructure): Promise<BodsStatements> {
  const res = await t.request(routes.bodsExport, { body: { structure }, token: owner.token });
  expect(res.statusCode).toBe(200);
  return res.json<BodsStatements>();
}

describe('importing a BODS file', () => {
  it('answers the structure and what did not map, for the file’s text or its JSON Lines', async () => {
    const res = await t.request(routes.bodsImport, { body: { text: example }, token: owner.token });
    expect(res.statusCode).toBe(200);
    const answer = res.json<BodsImportAnswer>();
    expect(answer).toMatchObject({ statementCount: 6, schemaErrors: [], schemaErrorCount: 0 });
    expect(Object.values(answer.structure?.entities ?? {}).map((e) => e.name)).toEqual([
      'Company A',
      'Company B',
    ]);
    expect(answer.notes.map((n) => [n.statement, n.about, n.outcome])).toEqual([
      [3, 'Person 1', 'not-mapped'],
      [5, 'Person 1 in Company B', 'not-mapped'],
      [6, 'Person 1 in Company A', 'not-mapped'],
    ]);
    const lines = (JSON.parse(example) as unknown[]).map((s) => JSON.stringify(s)).join('\n');
    const fromLines = await t.request(routes.bodsImport, { body: { text: lines }, token: owner.token });
    expect(fromLines.json<BodsImportAnswer>()).toEqual(answer);
  });

  it('gives back the structure it exported', async () => {
    const statements = await exported(named('Oak family'));
    const res = await t.request(routes.bodsImport, { body: { statements }, token: owner.token });
    const answer = res.json<BodsImportAnswer>();
    expect(answer.notes).toEqual([]);
    expect(bodsView(answer.structure as SurveyStructure)).toEqual(bodsView(named('Oak family')));
  });

  it('maps nothing from a file that breaks the schema, and lists where it breaks it', async () => {
    const statements = JSON.parse(example) as Record<string, unknown>[];
    const broken = [{ ...statements[0], recordType: 'company' }, ...statements.slice(1)];
    const res = await t.request(routes.bodsImport, { body: { statements: broken }, token: owner.token });
    expect(res.statusCode).toBe(200);
    expect(res.json<BodsImportAnswer>()).toEqual({
      statementCount: 6,
      schemaErrors: [
        {
          path: '/0/recordType',
          message: 'must be equal to one of the allowed values: entity, person, relationship',
        },
      ],
      schemaErrorCount: 1,
      structure: null,
      notes: [],
    });
  });

  it('refuses a file that is not JSON, or has more than 2,000 statements, with the reason', async () => {
    const notJson = await t.request(routes.bodsImport, {
      body: { text: '[{"statementId": ' },
      token: owner.token,
    });
    expect(notJson.statusCode).toBe(422);
    expect(notJson.json()).toMatchObject({ message: expect.stringMatching(/^The file is not valid JSON/) });
    const many = await t.request(routes.bodsImport, {
      body: { statements: Array.from({ length: 2001 }, () => ({})) },
      token: owner.token,
    });
    expect(many.statusCode).toBe(422);
    expect(many.json()).toMatchObject({
      message: 'The BODS file has 2,001 statements: at most 2,000 can be imported at once',
    });
  });

  it('refuses a file over 5 MB', async () => {
    const text = `[${' '.repeat(5 * 1024 * 1024)}]`;
    const res = await t.request(routes.bodsImport, { body: { text }, token: owner.token });
    expect(res.statusCode).toBe(422);
    expect(res.json()).toMatchObject({
      message: 'The BODS file is larger than 5 MB: split it and import each part',
    });
    const huge = await t.request(routes.bodsImport, {
      body: { text: ' '.repeat(7 * 1024 * 1024) },
      token: owner.token,
    });
    expect(huge.statusCode).toBe(413);
  });

  it('is for signed-in users only', async () => {
    const res = await t.request(routes.bodsImport, { body: { text: example } });
    expect(res.statusCode).toBe(401);
  });
});

describe('exporting a structure as a BODS file', () => {
  it('sends the builder’s structure as a download named after it', async () => {
    const res = await t.request(routes.bodsExport, {
      body: { structure: named('Oak family') },
      token: owner.token,
    });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-disposition']).toContain('filename="Oak-family.bods.json"');
    const statements = res.json<BodsStatements>();
    expect(statements.filter((s) => s.recordType === 'entity').map((s) => s.recordId)).toEqual([
      't1',
      'c1',
      'n1',
      'c2',
      'f1',
    ]);
  });

  it('sends a saved structure and a review’s structure to those who may read them, 404 to another company', async () => {
    const startRes = await t.request(routes.startReview, {
      body: { structure: named('Elm family') },
      token: owner.token,
    });
    expect(startRes.statusCode).toBe(201);
    const review = startRes.json<StartReviewResponse>();
    const structureId = review.structureId as string;
    const expected = await exported(named('Elm family'));
    const body = (json: BodsStatements) => json.map((s) => s.recordDetails);

    for (const who of [owner, lead]) {
      const saved = await t.request(routes.savedStructureBods, {
        params: { id: structureId },
        token: who.token,
      });
      expect(saved.statusCode).toBe(200);
      expect(saved.headers['content-disposition']).toContain('Elm-family.bods.json');
      expect(body(saved.json())).toEqual(body(expected));
      const reviewed = await t.request(routes.reviewStructureBods, {
        params: { id: review.reviewId },
        token: who.token,
      });
      expect(reviewed.statusCode).toBe(200);
      expect(body(reviewed.json())).toEqual(body(expected));
    }
    for (const who of [stranger, colleague]) {
      const saved = await t.request(routes.savedStructureBods, {
        params: { id: structureId },
        token: who.token,
      });
      expect(saved.statusCode).toBe(404);
      expect(saved.json()).toMatchObject({ message: STRUCTURE_NOT_FOUND });
      const reviewed = await t.request(routes.reviewStructureBods, {
        params: { id: review.reviewId },
        token: who.token,
      });
      expect(reviewed.statusCode).toBe(404);
    }
  });
});
