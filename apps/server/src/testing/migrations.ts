import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { PGlite } from '@electric-sql/pglite';
import { migrationsFolder } from '../config/paths';
import { PGLITE_EXTENSIONS } from '../db/pglite-extensions';

/**
 * An embedded database of its own for a test of a data migration: the committed migrations before
 * it applied one by one, then the test's rows written as the older schema held them, then the
 * migration itself (`migration` is its number, e.g. '0009').
 */
export interface MigrationDatabase {
  readonly db: PGlite;
  /** Applies every migration before `migration`. */
  before(): Promise<void>;
  /** Applies `migration` itself. */
  apply(): Promise<void>;
}

export function migrationDatabase(migration: string): MigrationDatabase {
  const db = new PGlite({ extensions: PGLITE_EXTENSIONS });
  const files = readdirSync(migrationsFolder)
    .filter((f) => f.endsWith('.sql'))
    .sort();
  const at = files.findIndex((f) => f.startsWith(`${migration}_`));
  if (at < 0) throw new Error(`no migration ${migration}`);
  const run = async (file: string) => {
    const text = readFileSync(path.join(migrationsFolder, file), 'utf8');
    for (const statement of text.split('--> statement-breakpoint')) await db.exec(statement);
  };
  return {
    db,
    before: async () => {
      for (const file of files.slice(0, at)) await run(file);
    },
    apply: () => run(files[at] as string),
  };
}
