import { DrizzleQueryError } from 'drizzle-orm/errors';

/**
 * An error as it may go into the log. A failed query's message carries its parameters (names,
 * answers, notes, e-mail addresses: user data), and PostgreSQL's own message and detail may quote
 * the value it refused. The log keeps the statement, the SQLSTATE code and the names of what
 * failed (constraint, table, column), never the values (docs/decisions/0011).
 */
export function loggableError(err: unknown): unknown {
  if (err instanceof DrizzleQueryError) {
    return {
      type: 'DrizzleQueryError',
      message: `Failed query: ${err.query}`,
      statement: err.query,
      params: `${err.params.length} withheld`,
      stack: callSites(err.stack),
      databaseError: databaseError(err.cause),
    };
  }
  if (isDatabaseError(err)) return databaseError(err);
  return err;
}

interface DatabaseError extends Error {
  code?: string;
  severity?: string;
  routine?: string;
  constraint?: string;
  table?: string;
  column?: string;
  dataType?: string;
}

function isDatabaseError(err: unknown): err is DatabaseError {
  return err instanceof Error && typeof (err as DatabaseError).code === 'string' && 'severity' in err;
}

function databaseError(err: unknown): unknown {
  if (!(err instanceof Error)) return undefined;
  const e = err as DatabaseError;
  return {
    type: e.constructor.name,
    // Double quotes in PostgreSQL's messages hold identifiers and the values it refused alike.
    message: e.message.replace(/"[^"]*"/g, '"…"'),
    code: e.code,
    severity: e.severity,
    routine: e.routine,
    constraint: e.constraint,
    table: e.table,
    column: e.column,
    dataType: e.dataType,
    stack: callSites(e.stack),
  };
}

/** The "at ..." lines of a stack, without the message lines above them. */
function callSites(stack: string | undefined): string | undefined {
  return stack
    ?.split('\n')
    .filter((line) => line.trimStart().startsWith('at '))
    .join('\n');
}
