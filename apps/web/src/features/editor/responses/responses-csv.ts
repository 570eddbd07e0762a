import type { Response, SurveyContent } from '@tsr/contract';
import {
  dropUnreferenced,
  EDITOR_MESSAGES,
  type EditResult,
  normaliseResponse,
  responseIdFor,
} from '@tsr/domain/editor';
import Papa from 'papaparse';
import { findNode } from '../tree-edits';

/** Spec 8: the messages of a failed 'Upload responses CSV', word for word. */
export const CSV_MESSAGES = {
  cannotParse: (file: string) => `Cannot parse responses CSV file '${file}'.`,
  expectedColumns: (found: string) => `Expected columns 'name', 'logic' and 'text', but found '${found}'`,
} as const;

const REQUIRED = ['name', 'logic', 'text'] as const;

export type CsvRow = Omit<Response, 'id'>;

const yes = (value: string | undefined) => ['true', 'yes', '1'].includes((value ?? '').trim().toLowerCase());

/**
 * Spec 5.3: a header row, headers lower-cased, empty lines skipped; columns name, logic and text
 * required. Optional columns status, isheading, ismoredetail, isriskscore and headingsize carry the
 * other fields of a response. Any parser error fails the whole file.
 */
export function parseResponsesCsv(
  file: string,
  text: string,
): { ok: true; rows: CsvRow[] } | { ok: false; error: string } {
  const parsed = Papa.parse<Record<string, string>>(text, {
    header: true,
    skipEmptyLines: true,
    transformHeader: (header) => header.trim().toLowerCase(),
  });
  if (parsed.errors.length > 0) {
    const messages = parsed.errors.map((error) =>
      error.row === undefined ? error.message : `${error.message} (row ${error.row + 1})`,
    );
    return { ok: false, error: `${CSV_MESSAGES.cannotParse(file)} ${messages.join('. ')}` };
  }
  const fields = parsed.meta.fields ?? [];
  if (!REQUIRED.every((column) => fields.includes(column))) {
    return {
      ok: false,
      error: `${CSV_MESSAGES.cannotParse(file)} ${CSV_MESSAGES.expectedColumns(fields.join(', '))}`,
    };
  }
  const rows = parsed.data.map((row) => {
    const size = Number(row.headingsize);
    return normaliseResponse({
      id: 'new',
      name: row.name ?? '',
      logic: row.logic ?? '',
      text: row.text ?? '',
      status: row.status ?? '',
      isHeading: yes(row.isheading),
      isMoreDetail: yes(row.ismoredetail),
      isRiskScore: yes(row.isriskscore),
      headingSize: Number.isInteger(size) && size > 0 ? size : undefined,
    });
  });
  return { ok: true, rows: rows.map(({ id: _id, ...rest }) => rest) };
}

/** Spec 5.3: every response of the subgroup is removed and the CSV rows take their place. */
export function replaceSubgroupResponses(
  content: SurveyContent,
  subgroupPath: readonly string[],
  rows: readonly CsvRow[],
): EditResult {
  const cleared = structuredClone(content);
  const found = findNode(cleared.responses as unknown as Record<string, unknown>, subgroupPath);
  if (found?.kind !== 'subgroup')
    return { ok: false, error: EDITOR_MESSAGES.notFound(subgroupPath[subgroupPath.length - 1] ?? '') };
  const ids: string[] = [];
  found.node.responses = ids;
  // The replaced responses go first, so a row named like one of them gets its id back (each new
  // id is made from the row's name) rather than the same id with '-2'.
  const next = dropUnreferenced(cleared);
  for (const row of rows) {
    const id = responseIdFor(next, row.name);
    next.responses.responses.push({ ...row, id });
    ids.push(id);
  }
  return { ok: true, content: next };
}
