import {
  type BodsImportAnswer,
  type BodsStatements,
  bodsFileName,
  routes,
  type SurveyStructure,
} from '@tsr/contract';
import { call } from '../../api/client';
import { saveFile } from '../../shared/file-download';

/**
 * Issue 35's calls: a BODS file read into a structure for the builder, and a structure (the
 * builder's, a saved one, a review's) downloaded as a BODS 0.4 file. The server checks the schema
 * and maps; the browser only reads the file and saves the answer.
 */

export const importBods = (text: string): Promise<BodsImportAnswer> =>
  call(routes.bodsImport, { body: { text } });

/** Which structure a download is of. */
export type BodsSource =
  | { kind: 'draft'; structure: SurveyStructure }
  | { kind: 'saved'; structureId: string; name: string }
  | { kind: 'review'; reviewId: string; name: string };

export async function downloadBods(source: BodsSource): Promise<void> {
  const statements: BodsStatements =
    source.kind === 'draft'
      ? await call(routes.bodsExport, { body: { structure: source.structure } })
      : source.kind === 'saved'
        ? await call(routes.savedStructureBods, { params: { id: source.structureId } })
        : await call(routes.reviewStructureBods, { params: { id: source.reviewId } });
  const name = source.kind === 'draft' ? source.structure.name : source.name;
  saveFile(new Blob([JSON.stringify(statements, null, 2)], { type: 'application/json' }), bodsFileName(name));
}
