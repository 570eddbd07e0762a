import { mkdirSync } from 'node:fs';
import path from 'node:path';
import { PGlite } from '@electric-sql/pglite';
import { sql } from 'drizzle-orm';
import { drizzle as drizzlePg } from 'drizzle-orm/node-postgres';
import { migrate as migratePg } from 'drizzle-orm/node-postgres/migrator';
import type { PgDatabase, PgQueryResultHKT } from 'drizzle-orm/pg-core';
import { drizzle as drizzlePglite } from 'drizzle-orm/pglite';
import { migrate as migratePglite } from 'drizzle-orm/pglite/migrator';
import pg from 'pg';
import { migrationsFolder } from '../config/paths';
import { releaseOnFailedBegin, retryReadsOnce } from './connection-lost';
import { lockDataDir } from './data-dir-lock';
import { PGLITE_EXTENSIONS } from './pglite-extensions';
import { PreparedStatementsClient } from './pglite-statements';
import * as schema from './schema';

/** Both drivers give the same Drizzle API over one SQL dialect. */
export type Db = PgDatabase<PgQueryResultHKT, typeof schema>;

export interface Database {
  db: Db;
  kind: 'pglite' | 'postgres';
  /** Cheap round trip for /api/ready. */
  ping(): Promise<void>;
  /**
   * Runs the first-start steps (the first survey version, demo data) while no other server starting
   * on the same database runs its own: on PostgreSQL under the advisory lock that serialises the
   * migrations, so N servers starting together all come up. PGlite serves one process already.
   */
  withStartLock<T>(steps: () => Promise<T>): Promise<T>;
  /** PostgreSQL's connections now (the operator's metrics); null on PGlite, which has no pool. */
  poolState(): { total: number; idle: number; waiting: number } | null;
  close(): Promise<void>;
}

/** Where the database layer reports trouble it recovers from (a pino logger fits). */
export interface DatabaseLog {
  warn(details: object, message: string): void;
}

/** Without a logger, one JSON line on stderr, so a dropped connection is never silent. */
const stderrLog: DatabaseLog = {
  warn: (details, message) => {
    process.stderr.write(`${JSON.stringify({ level: 'warn', msg: message, ...details })}\n`);
  },
};

/** Any number, as long as every server starting on this database uses the same one. */
const START_LOCK_ID = 4_711_2026;

/**
 * PostgreSQL connections at most, unless DATABASE_POOL_SIZE says otherwise. Measured (decision 0030):
 * with 50 users answering at once on a 2-core machine that also runs PostgreSQL,
 * 20 connections served `next` a few per cent faster than 10, 4 clearly slower, 30 to 50 no faster.
 */
export const DEFAULT_POOL_SIZE = 20;

/**
 * Opens PostgreSQL when a URL is given, otherwise PGlite stored under dataDir/pglite
 * (created on first start, kept across restarts; dataDir 'memory://' keeps it in memory for tests).
 * Runs the committed migrations before returning. A data folder serves one process at a time: a
 * second server on it stops with a DataDirLockedError (see data-dir-lock.ts).
 */
export async function openDatabase(opts: {
  databaseUrl?: string | undefined;
  dataDir: string;
  log?: DatabaseLog;
  /** PostgreSQL connections at most; DATABASE_POOL_SIZE. */
  poolSize?: number;
  /**
   * An in-memory PGlite starts from this dump of a data folder (PGlite's `dumpDataDir`) instead of
   * an empty one: the tests start from one migrated copy rather than creating and migrating each.
   */
  memoryFrom?: Blob;
}): Promise<Database> {
  if (opts.databaseUrl)
    return openPostgres(opts.databaseUrl, opts.log ?? stderrLog, opts.poolSize ?? DEFAULT_POOL_SIZE);
  return openPglite(opts.dataDir, opts.memoryFrom);
}

async function openPglite(dataDir: string, memoryFrom: Blob | undefined): Promise<Database> {
  if (dataDir === 'memory://')
    return pgliteDatabase(
      await PGlite.create('memory://', {
        extensions: PGLITE_EXTENSIONS,
        ...(memoryFrom ? { loadDataDir: memoryFrom } : {}),
      }),
      () => undefined,
    );
  const location = path.join(dataDir, 'pglite');
  mkdirSync(location, { recursive: true });
  const lock = lockDataDir(dataDir);
  try {
    return pgliteDatabase(await PGlite.create(location, { extensions: PGLITE_EXTENSIONS }), lock.release);
  } catch (err) {
    lock.release();
    throw err;
  }
}

/** A dump of an in-memory PGlite with every migration applied, for `memoryFrom`. */
export async function migratedMemoryDump(): Promise<Blob> {
  const client = await PGlite.create('memory://', { extensions: PGLITE_EXTENSIONS });
  const database = await pgliteDatabase(client, () => undefined);
  try {
    return await client.dumpDataDir('none');
  } finally {
    await database.close();
  }
}

async function pgliteDatabase(client: PGlite, unlock: () => void): Promise<Database> {
  // Drizzle calls only `query` and `transaction` of its PGlite client (drizzle-orm/pglite/session):
  // both are PGlite's, the first with its statements kept prepared (decision 0019).
  const db = drizzlePglite(new PreparedStatementsClient(client) as unknown as PGlite, { schema });
  await migratePglite(db, { migrationsFolder });
  return {
    db: db as unknown as Db,
    kind: 'pglite',
    ping: async () => {
      await client.query('select 1');
    },
    withStartLock: (steps) => steps(),
    poolState: () => null,
    close: async () => {
      try {
        await client.close();
      } finally {
        unlock();
      }
    },
  };
}

/**
 * PostgreSQL ends connections on its own (restart, failover, pg_terminate_backend, a proxy's idle
 * timeout). pg reports that as an 'error' event on the pool (idle connection) or on the client (one
 * in use); an 'error' event nobody listens to ends the process. Both are logged and the connection
 * is dropped; the pool opens a new one for the next query.
 */
async function openPostgres(url: string, log: DatabaseLog, poolSize: number): Promise<Database> {
  const pool = new pg.Pool({
    connectionString: url,
    max: poolSize,
    // A database that does not answer makes /api/ready say so instead of waiting forever.
    connectionTimeoutMillis: 5_000,
    keepAlive: true,
  });
  const onConnectionError = (err: Error) =>
    log.warn(
      { err: { message: err.message, code: (err as { code?: string }).code } },
      'a database connection was lost; the next query opens a new one',
    );
  pool.on('error', onConnectionError);
  pool.on('connect', (client) => {
    client.on('error', onConnectionError);
    releaseOnFailedBegin(client as pg.PoolClient);
  });
  retryReadsOnce(pool);
  const db = drizzlePg(pool, { schema });
  /** Several servers may start at once against one database: their start steps take turns. */
  const withStartLock = async <T>(steps: (client: pg.PoolClient) => Promise<T>): Promise<T> => {
    const lockClient = await pool.connect();
    try {
      await lockClient.query('select pg_advisory_lock($1)', [START_LOCK_ID]);
      return await steps(lockClient);
    } finally {
      await lockClient.query('select pg_advisory_unlock($1)', [START_LOCK_ID]).catch(() => undefined);
      lockClient.release();
    }
  };
  await withStartLock((client) => migratePg(drizzlePg(client, { schema }), { migrationsFolder }));
  return {
    db: db as unknown as Db,
    kind: 'postgres',
    withStartLock: (steps) => withStartLock(() => steps()),
    poolState: () => ({ total: pool.totalCount, idle: pool.idleCount, waiting: pool.waitingCount }),
    ping: async () => {
      // The connection a ping gets may have been dropped just before (PostgreSQL ended several
      // at once, and the pool has not heard of every end yet). A failed connection leaves the
      // pool, so trying again at most once per connection the pool still holds reaches a fresh
      // one: only a database that really does not answer makes the server unready.
      for (let attempt = 0; ; attempt += 1) {
        try {
          await db.execute(sql`select 1`);
          return;
        } catch (error) {
          // A fresh connection that fails too, or as many tries as the pool has connections:
          // the database does not answer.
          if ((attempt > 0 && pool.totalCount === 0) || attempt >= poolSize) throw error;
        }
      }
    },
    close: () => pool.end(),
  };
}
