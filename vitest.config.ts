import { defineConfig } from 'vitest/config';
import { serverProjects } from './apps/server/vitest.projects.ts';

// One vitest run covers every workspace. The server's database suites run twice: on PGlite, and on
// PostgreSQL when a server answers (see apps/server/vitest.projects.ts).
export default defineConfig({
  test: {
    projects: [
      'packages/*',
      'apps/web',
      ...serverProjects(),
      // The map of the code (docs/ARCHITECTURE.md) checked against the folders.
      { test: { name: 'docs', include: ['docs/*.test.ts'], environment: 'node' } },
    ],
  },
});
