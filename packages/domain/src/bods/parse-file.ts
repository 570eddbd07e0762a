import {
  BODS_MAX_BYTES,
  BODS_MAX_STATEMENTS,
  BODS_TOO_LARGE_MESSAGE,
  bodsTooManyStatementsMessage,
} from '@tsr/contract';

/**
 * A BODS file's text as its statements, within the import's bounds (5 MB, 2,000 statements): a
 * JSON array (a BODS package), or JSON Lines (one statement a line, as BODS streams are
 * published). The schema check comes after this; here only what JSON cannot read or the bounds
 * refuse, each with a message for the user.
 */
export type ParsedFile = { statements: unknown[] } | { error: string };

export function parseBodsText(text: string): ParsedFile {
  if (new TextEncoder().encode(text).length > BODS_MAX_BYTES) return { error: BODS_TOO_LARGE_MESSAGE };
  const trimmed = text.replace(/^\uFEFF/, '').trim();
  if (trimmed === '') return { error: 'The file is empty: a BODS file holds a JSON array of statements' };
  const statements = trimmed.startsWith('[') ? parseArray(trimmed) : parseLines(trimmed);
  if ('error' in statements) return statements;
  return checkCount(statements.statements);
}

/** Statements already parsed (a client that posts JSON), within the same bound. */
export function checkCount(statements: unknown[]): ParsedFile {
  if (statements.length > BODS_MAX_STATEMENTS)
    return { error: bodsTooManyStatementsMessage(statements.length) };
  if (statements.length === 0) return { error: 'The file holds no statements' };
  return { statements };
}

function parseArray(text: string): ParsedFile {
  try {
    const parsed: unknown = JSON.parse(text);
    return Array.isArray(parsed)
      ? { statements: parsed }
      : { error: 'The file is not a JSON array of statements' };
  } catch {
    return {
      error: 'The file is not valid JSON: a BODS file is a JSON array of statements, or one statement a line',
    };
  }
}

function parseLines(text: string): ParsedFile {
  const statements: unknown[] = [];
  const lines = text.split(/\r?\n/);
  for (const [index, line] of lines.entries()) {
    if (line.trim() === '') continue;
    try {
      statements.push(JSON.parse(line));
    } catch {
      return {
        error: `Line ${index + 1} of the file is not valid JSON: in JSON Lines each line is one statement`,
      };
    }
    // Stop reading once the bound is passed: the count is all the message needs.
    if (statements.length > BODS_MAX_STATEMENTS)
      return { error: bodsTooManyStatementsMessage(lines.filter((l) => l.trim()).length) };
  }
  return { statements };
}
