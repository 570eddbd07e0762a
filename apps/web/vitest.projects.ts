import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import react from '@vitejs/plugin-react';
import type { TestProjectInlineConfiguration } from 'vitest/config';

const INCLUDE = ['src/**/*.test.{ts,tsx}', 'bench/**/*.test.ts', 'build/**/*.test.ts'];

/**
 * The web's suites, in two projects. The files of a worker share its loaded modules (`isolate:
 * false`): loading React, MUI and a fresh DOM for each file cost more than most files' tests. A
 * file that replaces a module with `vi.mock` cannot share, since the module may already be loaded
 * as it is: those files run isolated, in `web-mocks`, found by reading them (nothing to list).
 * test-setup.ts puts back what a test changes (the page, the storages, stubs, spies, timers) after each test.
 */
export function webProjects(): TestProjectInlineConfiguration[] {
  const root = new URL('.', import.meta.url).pathname;
  const mocking = ['src', 'bench', 'build']
    .flatMap((folder) =>
      readdirSync(path.join(root, folder), { recursive: true, encoding: 'utf8' }).map((file) =>
        path.join(folder, file),
      ),
    )
    .filter((file) => /\.test\.tsx?$/.test(file))
    .filter((file) => readFileSync(path.join(root, file), 'utf8').includes('vi.mock('));
  const shared = {
    environment: 'happy-dom',
    // Third-party scripts (the help chat) are never fetched in tests; their tags are asserted instead.
    environmentOptions: { happyDOM: { settings: { handleDisabledFileLoadingAsSuccess: true } } },
    setupFiles: ['./src/test-setup.ts'],
    // See test-setup.ts: a test that waits for lazily loaded screens needs more than 5 s under load.
    testTimeout: 30_000,
  } as const;
  return [
    {
      root,
      plugins: [react()],
      test: { ...shared, name: 'web', include: INCLUDE, exclude: mocking, isolate: false },
    },
    {
      root,
      plugins: [react()],
      test: { ...shared, name: 'web-mocks', include: mocking },
    },
  ];
}
