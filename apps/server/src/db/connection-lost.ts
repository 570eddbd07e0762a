import type pg from 'pg';

/**
 * PostgreSQL ending a connection under a request (a restart, a failover, pg_terminate_backend, a
 * proxy's idle timeout): the errors that mean "the connection is gone", not "the query is wrong".
 * A read that met one is tried once more on a new connection; anything else answers 503 with
 * Retry-After (http/error-handler.ts), never 500: the request did not happen, or happened in a
 * transaction that was not committed, and trying again is safe.
 */

/** SQLSTATE classes and codes of a lost connection: 08 connection exception, 57P01-57P03 shutdown. */
const LOST_CODES = /^(08...|57P01|57P02|57P03)$/;
const LOST_NODE_CODES = new Set(['ECONNRESET', 'EPIPE', 'ECONNREFUSED', 'ETIMEDOUT']);
const LOST_MESSAGES = [
  'Connection terminated',
  'Client has encountered a connection error',
  'terminating connection due to administrator command',
  'timeout exceeded when trying to connect',
];

/** Whether `error`, or an error it wraps (Drizzle wraps the driver's), says the connection was lost. */
export function isConnectionLost(error: unknown): boolean {
  for (let e: unknown = error, depth = 0; e instanceof Error && depth < 5; e = e.cause, depth += 1) {
    const code = (e as { code?: unknown }).code;
    if (typeof code === 'string' && (LOST_CODES.test(code) || LOST_NODE_CODES.has(code))) return true;
    if (LOST_MESSAGES.some((text) => e instanceof Error && e.message.includes(text))) return true;
  }
  return false;
}

/** A plain read: no row it touches changes, so running it twice is the same as once. */
function isRead(text: string): boolean {
  const sql = text.trimStart().slice(0, 8).toLowerCase();
  return sql.startsWith('select') && !/\bfor\s+(update|share|no key update|key share)\b/i.test(text);
}

type QueryConfigLike = string | { text: string };

/**
 * The pool's queries outside transactions (Drizzle runs every statement that is not in a
 * transaction with pool.query): a read that fails because its connection was lost is run once
 * more, on a connection the pool opens anew. Writes are never repeated here.
 */
export function retryReadsOnce(pool: pg.Pool): void {
  const original = pool.query as unknown as (...args: unknown[]) => unknown;
  const query = (config: QueryConfigLike, values?: unknown) =>
    original.call(pool, config, values) as Promise<unknown>;
  const retrying = (config: QueryConfigLike, values?: unknown, callback?: unknown): unknown => {
    // Callers with a callback get pg's own behaviour (Drizzle uses promises).
    if (typeof values === 'function' || callback !== undefined)
      return original.call(pool, config, values, callback);
    return query(config, values).catch((error: unknown) => {
      const text = typeof config === 'string' ? config : config.text;
      if (isConnectionLost(error) && isRead(text)) return query(config, values);
      throw error;
    });
  };
  // pg's overloads cannot be restated one by one; this keeps every one, adding the retry for promises.
  pool.query = retrying as unknown as typeof pool.query;
}

/**
 * Drizzle's transaction on a pool (drizzle-orm 0.45, node-postgres session) sends BEGIN on the
 * client it checked out before its try/finally, so a BEGIN that fails (its connection was lost
 * under it) never gives the client back: the pool keeps it checked out for ever, and one failover
 * per connection leaves the server with none, and closing waits for it without end. A BEGIN that
 * fails therefore releases its client here, as broken, so the pool drops it and opens a new one.
 */
export function releaseOnFailedBegin(client: pg.PoolClient): void {
  const original = client.query as unknown as (...args: unknown[]) => unknown;
  const query = (config: QueryConfigLike, values?: unknown, callback?: unknown): unknown => {
    const result = original.call(client, config, values, callback);
    const text = typeof config === 'string' ? config : config?.text;
    if (!(result instanceof Promise) || typeof text !== 'string' || !/^\s*begin\b/i.test(text)) return result;
    return result.catch((error: unknown) => {
      client.release(error instanceof Error ? error : new Error(String(error)));
      throw error;
    });
  };
  // pg's overloads cannot be restated one by one; this keeps every one.
  client.query = query as unknown as typeof client.query;
}
