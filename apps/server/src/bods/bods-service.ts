import {
  type BodsImportAnswer,
  type BodsImportBody,
  type BodsStatements,
  bodsFileName,
  type SurveyStructure,
} from '@tsr/contract';
import {
  checkCount,
  exportStructure,
  importStatements,
  parseBodsText,
  type Statement,
} from '@tsr/domain/bods';
import type { Db } from '../db/database';
import type { Principal } from '../http/access';
import { AppError } from '../http/app-error';
import { assertCanRead, assertCanReadStructure } from '../http/policies';
import { findDrawnStructure, findReviewOwnership } from '../reviews/review-repository';
import { findSavedStructure } from '../structures/structure-repository';
import { checkBodsSchema } from './bods-schema';

/** A BODS file to send: its statements and its download name. */
export interface BodsFile {
  readonly statements: BodsStatements;
  readonly fileName: string;
}

/**
 * Structures in and out as BODS 0.4 (issue 35, docs/decisions/0041-bods.md): an import is read
 * within its bounds, checked against the official schema, then mapped by the domain; an export
 * is the domain's statements for the builder's structure, a saved structure the caller may read,
 * or a review's structure as started.
 */
export class BodsService {
  constructor(
    private readonly db: Db,
    private readonly publisher: string,
    private readonly today: () => Date = () => new Date(),
  ) {}

  import(body: BodsImportBody): BodsImportAnswer {
    const parsed = 'text' in body ? parseBodsText(body.text) : checkCount(body.statements);
    if ('error' in parsed) throw new AppError('UNPROCESSABLE', parsed.error);
    const { statements } = parsed;
    const schema = checkBodsSchema(statements);
    if (schema.count > 0)
      return {
        statementCount: statements.length,
        schemaErrors: schema.errors,
        schemaErrorCount: schema.count,
        structure: null,
        notes: [],
      };
    // Valid against the schema: the shapes statements.ts describes.
    const result = importStatements(statements as Statement[]);
    return {
      statementCount: statements.length,
      schemaErrors: [],
      schemaErrorCount: 0,
      structure: result.structure,
      notes: result.notes,
    };
  }

  exportStructure(structure: SurveyStructure): BodsFile {
    const statements = exportStructure(structure, {
      date: this.today().toISOString().slice(0, 10),
      publisher: this.publisher,
    });
    // A statement is a plain JSON object: the file's type, as the route declares it.
    return { statements: statements as unknown as BodsStatements, fileName: bodsFileName(structure.name) };
  }

  async exportSaved(p: Principal, id: string): Promise<BodsFile> {
    const saved = await findSavedStructure(this.db, id);
    assertCanReadStructure(p, saved);
    return this.exportStructure(saved.structure);
  }

  async exportReview(p: Principal, id: string): Promise<BodsFile> {
    assertCanRead(p, await findReviewOwnership(this.db, id));
    return this.exportStructure(await findDrawnStructure(this.db, id));
  }
}
