import { defineConfig } from 'vitest/config';
import { serverProjects } from './apps/server/vitest.projects.ts';
import { webProjects } from './apps/web/vitest.projects.ts';

// One vitest run covers every workspace. The server's database suites run twice: on PGlite, and on
// PostgreSQL when a server answers (see apps/server/vitest.projects.ts); the web's in two projects,
// sharing their modules or not (apps/web/vitest.projects.ts).
export default defineConfig({
  test: {
    projects: [
      'packages/*',
      ...webProjects(),
      ...serverProjects(),
      // The map of the code (docs/ARCHITECTURE.md) checked against the folders.
      { test: { name: 'docs', include: ['docs/*.test.ts'], environment: 'node' } },
    ],
  },
});
