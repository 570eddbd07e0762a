import { randomBytes } from 'node:crypto';
import pg from 'pg';
import { type Database, type DatabaseLog, openDatabase } from '../db/database';

/**
 * A fresh, migrated database for one test file: in-memory PGlite, or a new PostgreSQL database
 * (dropped afterwards) when the suite runs in the server-postgres project.
 */
export async function openTestDatabase(log?: DatabaseLog): Promise<Database> {
  if (process.env.TEST_DB !== 'postgres') return openDatabase({ dataDir: 'memory://' });
  const adminUrl = process.env.TEST_POSTGRES_URL;
  if (!adminUrl) throw new Error('TEST_POSTGRES_URL is not set for the PostgreSQL suite');
  const name = `tsr_test_${randomBytes(6).toString('hex')}`;
  const admin = new pg.Client({ connectionString: adminUrl });
  await admin.connect();
  await admin.query(`create database ${name}`);
  await admin.end();
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
      const cleanup = new pg.Client({ connectionString: adminUrl });
      await cleanup.connect();
      await cleanup.query(`drop database if exists ${name} with (force)`);
      await cleanup.end();
    },
  };
}
