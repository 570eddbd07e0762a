import { configDefaults, type TestProjectInlineConfiguration } from 'vitest/config';

/**
 * The server's suites: every test runs on PGlite; the database suites (*.db.test.ts) run a second
 * time on PostgreSQL when TEST_POSTGRES_URL is set (scripts/test.mjs sets it when a server answers,
 * and CI insists on it). Suites about PostgreSQL's own behaviour (*.pg.test.ts: connections the
 * server drops) have no PGlite counterpart and run in the PostgreSQL project only.
 *
 * Each file starts from the run's migrated database (testing/database-snapshot.global.ts), and the
 * files of a worker share its loaded modules (`isolate: false`): importing the app afresh for each
 * file cost more than most files' tests. Nothing in the server keeps state in a module that one
 * test file could leave for the next (the caches are per app or keyed by database), and CI runs
 * the files and their tests shuffled (scripts/test.mjs) to keep it so.
 */
export function serverProjects(): TestProjectInlineConfiguration[] {
  const root = new URL('.', import.meta.url).pathname;
  const shared = {
    isolate: false,
    globalSetup: ['src/testing/database-snapshot.global.ts'],
    testTimeout: 20_000,
    hookTimeout: 60_000,
  };
  const projects: TestProjectInlineConfiguration[] = [
    {
      root,
      test: {
        name: 'server',
        include: ['src/**/*.test.ts'],
        exclude: [...configDefaults.exclude, 'src/**/*.pg.test.ts'],
        env: { TEST_DB: 'pglite' },
        ...shared,
      },
    },
  ];
  const pgUrl = process.env.TEST_POSTGRES_URL;
  if (pgUrl) {
    projects.push({
      root,
      test: {
        name: 'server-postgres',
        include: ['src/**/*.db.test.ts', 'src/**/*.pg.test.ts'],
        env: { TEST_DB: 'postgres', TEST_POSTGRES_URL: pgUrl },
        ...shared,
      },
    });
  }
  return projects;
}
