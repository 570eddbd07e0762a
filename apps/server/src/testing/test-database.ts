import { randomBytes } from 'node:crypto';
import { readFile } from 'node:fs/promises';
import { inject } from 'vitest';
import { type Database, type DatabaseLog, openDatabase } from '../db/database';
import { adminQuery } from './postgres-admin';

/**
 * A fresh, migrated database for one test: in-memory PGlite loaded from the run's migrated
 * snapshot, or a new PostgreSQL database (dropped afterwards) copied from the run's migrated
 * template when the suite runs in the server-postgres project (database-snapshot.global.ts). The
 * migrations still run on open, and find nothing to do.
 */
export async function openTestDatabase(log?: DatabaseLog): Promise<Database> {
  if (process.env.TEST_DB !== 'postgres')
    return openDatabase({ dataDir: 'memory://', memoryFrom: await pgliteSnapshot() });
  const adminUrl = process.env.TEST_POSTGRES_URL;
  if (!adminUrl) throw new Error('TEST_POSTGRES_URL is not set for the PostgreSQL suite');
  const name = `tsr_test_${randomBytes(6).toString('hex')}`;
  await adminQuery(adminUrl, `create database ${name} template ${inject('postgresTemplate')}`);
  const url = new URL(adminUrl);
  url.pathname = `/${name}`;
  const database = await openDatabase({
    databaseUrl: url.toString(),
    dataDir: 'unused',
    ...(log ? { log } : {}),
  });
  return {
    ...database,
    close: async () => {
      await database.close();
      await adminQuery(adminUrl, `drop database if exists ${name} with (force)`);
    },
  };
}

let snapshot: Promise<Blob> | undefined;

/** Read once per worker (its test files share this module): the dump is tens of megabytes. */
function pgliteSnapshot(): Promise<Blob> {
  snapshot ??= readFile(inject('pgliteSnapshot')).then((bytes) => new Blob([bytes]));
  return snapshot;
}
