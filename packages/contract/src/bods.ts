import { z } from 'zod';
import { DateRecord, Entity, Party, SurveyStructure } from './structure';

/**
 * Structures in and out as Open Ownership's Beneficial Ownership Data Standard 0.4 (issue 35,
 * docs/decisions/0041-bods.md): the bounds of a file, what an import answers, and the file an
 * export gives.
 */

/** The largest BODS file an import takes (5 MB), and the most statements in it. */
export const BODS_MAX_BYTES = 5 * 1024 * 1024;
export const BODS_MAX_STATEMENTS = 2000;
/** How many schema errors an import answer lists (the count says how many there were). */
export const BODS_SCHEMA_ERRORS_SHOWN = 20;

export const BODS_TOO_LARGE_MESSAGE = 'The BODS file is larger than 5 MB: split it and import each part';
export const bodsTooManyStatementsMessage = (count: number) =>
  `The BODS file has ${count.toLocaleString('en-GB')} statements: at most 2,000 can be imported at once`;

/** The file's text as read (a JSON array of statements, or JSON Lines), or the statements already parsed. */
export const BodsImportBody = z.union([
  z.strictObject({ text: z.string() }),
  z.strictObject({ statements: z.array(z.unknown()) }),
]);
export type BodsImportBody = z.infer<typeof BodsImportBody>;

/** One place where the file breaks the BODS 0.4 schema: a JSON pointer into the file, and what is wrong. */
export const BodsSchemaError = z.object({ path: z.string(), message: z.string() });
export type BodsSchemaError = z.infer<typeof BodsSchemaError>;

/**
 * What the import did with one statement that did not simply map: `not-mapped` (left out, or a
 * part of it left out, such as one interest) or `assumed` (mapped, with something the builder
 * should have checked: an entity type the file left open, a date it did not give).
 */
export const BodsImportNote = z.object({
  /** The statement's position in the file, from 1. */
  statement: z.number().int(),
  statementId: z.string(),
  recordId: z.string(),
  recordType: z.string(),
  /** What the statement is about, in words: an entity's or person's name, "Person 1 in Company A". */
  about: z.string(),
  outcome: z.enum(['not-mapped', 'assumed']),
  reason: z.string(),
});
export type BodsImportNote = z.infer<typeof BodsImportNote>;

/*
 * The imported structure is a builder draft, not yet a structure a review can start from: what the
 * file did not say (a date, a name) is left blank for the builder to ask, as the builder's own
 * stored draft keeps it (its checks report each blank at its field).
 */
const Text = z.string();
const ImportedRecord = DateRecord.extend({ date: Text });
const ImportedParty = Party.extend({ name: Text, children: z.array(ImportedRecord) });
const ImportedEntity = Entity.extend({
  name: Text,
  children: z.array(ImportedParty),
  dates: z.array(Entity.shape.dates.element.extend({ date: Text })),
});
// No component id of its own: OpenAPI 3.0 cannot mark a $ref nullable, and the answer's is.
export const ImportedStructure = SurveyStructure.extend({
  name: Text,
  entities: z.record(z.string(), ImportedEntity),
});
export type ImportedStructure = z.infer<typeof ImportedStructure>;

/**
 * The import's answer: the file's statements checked against the schema first. A file that breaks
 * it maps nothing (`structure` null) and lists the first errors; one that keeps it gives the
 * structure and what did not map, statement by statement.
 */
export const BodsImportAnswer = z.object({
  statementCount: z.number().int(),
  schemaErrors: z.array(BodsSchemaError),
  schemaErrorCount: z.number().int(),
  structure: ImportedStructure.nullable(),
  notes: z.array(BodsImportNote),
});
export type BodsImportAnswer = z.infer<typeof BodsImportAnswer>;

export const BodsExportBody = z.strictObject({ structure: SurveyStructure });

/** A BODS 0.4 file: the statements of the structure's entities, people and relationships. */
export const BodsStatements = z.array(z.record(z.string(), z.unknown())).meta({ id: 'BodsStatements' });
export type BodsStatements = z.infer<typeof BodsStatements>;

/** The download's name: the structure's name made safe for a file system, then `.bods.json`. */
export function bodsFileName(structureName: string): string {
  const safe = structureName
    .normalize('NFKD')
    .replace(/[^\w\- ]+/g, '')
    .trim()
    .replace(/\s+/g, '-')
    .slice(0, 80);
  return `${safe === '' ? 'structure' : safe}.bods.json`;
}
