import react from '@vitejs/plugin-react';
import { defineConfig } from 'vitest/config';

export default defineConfig({
  plugins: [react()],
  test: {
    name: 'web',
    environment: 'happy-dom',
    // Third-party scripts (the help chat) are never fetched in tests; their tags are asserted instead.
    environmentOptions: { happyDOM: { settings: { handleDisabledFileLoadingAsSuccess: true } } },
    include: ['src/**/*.test.{ts,tsx}', 'bench/**/*.test.ts', 'build/**/*.test.ts'],
    setupFiles: ['./src/test-setup.ts'],
    // See test-setup.ts: a test that waits for lazily loaded screens needs more than 5 s under load.
    testTimeout: 30_000,
  },
});
