import { BodsExportBody, BodsImportAnswer, BodsImportBody, BodsStatements } from '../bods';
import { STRUCTURE_NOT_FOUND, StructureIdParams } from '../saved-structures';
import { defineRoute, IdParams } from './define-route';

const tag = 'structures';
const file =
  'The BODS 0.4 statements (a JSON array that validates against the BODS 0.4 schema), sent as a download named after the structure (`<name>.bods.json`).';

/**
 * Structures in and out as Open Ownership's Beneficial Ownership Data Standard 0.4 (issue 35,
 * docs/decisions/0041-bods.md): for anyone who may use the structure builder.
 */
export const bodsRoutes = {
  bodsImport: defineRoute({
    method: 'POST',
    path: '/api/bods/import',
    tag,
    summary: 'Read a BODS 0.4 file as a structure for the builder, with what did not map',
    description:
      'The file as `text` (a JSON array of statements, or JSON Lines) or as parsed `statements`. At most 5 MB and 2,000 statements (a larger file: 413 or 422). It is checked against the BODS 0.4 JSON Schema first: a file that breaks it answers `structure: null` and its first 20 `schemaErrors` (`schemaErrorCount` counts them all). Otherwise `structure` is a builder draft (blank where the file said nothing) and `notes` lists, statement by statement, what did not map and what was assumed. Nothing is saved.',
    otherStatuses: {
      422: 'The text is not JSON or JSON Lines, is empty, or has more than 2,000 statements.',
    },
    access: 'signedIn',
    body: BodsImportBody,
    responses: { 200: BodsImportAnswer },
  }),
  bodsExport: defineRoute({
    method: 'POST',
    path: '/api/bods/export',
    tag,
    summary: 'A structure as a BODS 0.4 file',
    description: `${file} The structure is the builder's; it is not saved.`,
    access: 'signedIn',
    body: BodsExportBody,
    responses: { 200: BodsStatements },
  }),
  savedStructureBods: defineRoute({
    method: 'GET',
    path: '/api/structures/:id/bods',
    tag,
    summary: 'A saved structure’s latest revision as a BODS 0.4 file',
    description: file,
    callers:
      'its creator; account leads and approvers of its company; admins (anyone else gets 404, as for a structure that does not exist)',
    access: 'signedIn',
    params: StructureIdParams,
    responses: { 200: BodsStatements },
    notFound: STRUCTURE_NOT_FOUND,
  }),
  reviewStructureBods: defineRoute({
    method: 'GET',
    path: '/api/review/:id/bods',
    tag,
    summary: 'A review’s structure, as it was started, as a BODS 0.4 file',
    description: file,
    callers: "the review's owner; account leads and approvers of its company; admins (anyone else gets 404)",
    access: 'signedIn',
    params: IdParams,
    responses: { 200: BodsStatements },
    notFound: 'This review does not exist.',
  }),
};
