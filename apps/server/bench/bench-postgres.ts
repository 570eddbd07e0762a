import pg from 'pg';
import { type Database, openDatabase } from '../src/db/database';

/**
 * A new database on the PostgreSQL server of TEST_POSTGRES_URL (127.0.0.1:5432 by default), migrated,
 * and dropped when closed; null when no server answers.
 */
export async function postgresDatabase(): Promise<Database | null> {
  const admin = process.env.TEST_POSTGRES_URL ?? 'postgres://postgres@127.0.0.1:5432/postgres';
  const client = new pg.Client({ connectionString: admin, connectionTimeoutMillis: 2000 });
  // A connection PostgreSQL ends (restart, pg_terminate_backend) emits 'error': without a listener
  // the bench process dies. The database the bench runs on gets the server's own handling (openDatabase).
  client.on('error', (err) => console.error(`bench admin connection lost: ${err.message}`));
  try {
    await client.connect();
  } catch {
    return null;
  }
  const name = `tsr_bench_${Date.now()}`;
  await client.query(`create database ${name}`);
  await client.end();
  const url = new URL(admin);
  url.pathname = `/${name}`;
  const db = await openDatabase({ databaseUrl: url.toString(), dataDir: 'unused' });
  return {
    ...db,
    close: async () => {
      await db.close();
      const c = new pg.Client({ connectionString: admin });
      c.on('error', (err) => console.error(`bench admin connection lost: ${err.message}`));
      await c.connect();
      await c.query(`drop database if exists ${name} with (force)`);
      await c.end();
    },
  };
}
