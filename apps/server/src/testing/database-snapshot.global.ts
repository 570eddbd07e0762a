import { randomBytes } from 'node:crypto';
import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import type { TestProject } from 'vitest/node';
import { migratedMemoryDump, openDatabase } from '../db/database';
import { adminQuery } from './postgres-admin';

declare module 'vitest' {
  export interface ProvidedContext {
    /** The file holding a migrated PGlite data folder (the PGlite suites). */
    pgliteSnapshot: string;
    /** A migrated PostgreSQL database each test file's database is copied from (the PostgreSQL suites). */
    postgresTemplate: string;
  }
}

/**
 * Migrates one database per run, before any test file starts, and hands it to the test files
 * (openTestDatabase): on PGlite as a dump of its data folder that each file loads, on PostgreSQL as
 * the template each file's database is created from. A file then starts in a fraction of the time
 * that creating and migrating a database of its own took, with the same migrations applied.
 */
export default async function setup(project: TestProject): Promise<() => Promise<void>> {
  if (project.config.env?.TEST_DB === 'postgres') return postgresTemplate(project);
  return pgliteSnapshot(project);
}

async function pgliteSnapshot(project: TestProject): Promise<() => Promise<void>> {
  const dump = await migratedMemoryDump();
  const folder = await mkdtemp(path.join(tmpdir(), 'tsr-test-snapshot-'));
  const file = path.join(folder, 'pglite.tar');
  await writeFile(file, Buffer.from(await dump.arrayBuffer()));
  project.provide('pgliteSnapshot', file);
  return () => rm(folder, { recursive: true, force: true });
}

async function postgresTemplate(project: TestProject): Promise<() => Promise<void>> {
  const adminUrl = project.config.env?.TEST_POSTGRES_URL;
  if (!adminUrl) throw new Error('TEST_POSTGRES_URL is not set for the PostgreSQL suite');
  const name = `tsr_template_${randomBytes(6).toString('hex')}`;
  await adminQuery(adminUrl, `create database ${name}`);
  const url = new URL(adminUrl);
  url.pathname = `/${name}`;
  const database = await openDatabase({ databaseUrl: url.toString(), dataDir: 'unused' });
  // A template must have no open connection when a database is created from it.
  await database.close();
  project.provide('postgresTemplate', name);
  return () => adminQuery(adminUrl, `drop database if exists ${name} with (force)`);
}
