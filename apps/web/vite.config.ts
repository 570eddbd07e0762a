import react from '@vitejs/plugin-react';
import { defineConfig } from 'vite';
import { precompress } from './build/precompress';
import { signInPage } from './build/sign-in-page';

// The API is served by apps/server on the same origin in production; in development Vite proxies it.
// The build also writes brotli and gzip copies of its text files, which the server sends as they are.
// What the entry imports statically (the shell: React, the router, MUI's core, the API client) is
// one chunk, not the 30-odd small ones the default splitting made: on HTTP/1.1 a browser fetches 6
// files at a time, and on a slow network each round of fetches costs the network's latency
// (issue 30: sign-in went from 44 requests of JavaScript to 8). The screens stay lazy and split.
// /login gets a page of its own with the sign-in form in plain HTML (build/sign-in-page.ts).
export default defineConfig({
  plugins: [react(), signInPage(), precompress()],
  server: {
    proxy: { '/api': 'http://127.0.0.1:3000' },
  },
  build: {
    outDir: 'dist',
    emptyOutDir: true,
    rolldownOptions: {
      output: {
        codeSplitting: { groups: [{ name: 'shell', tags: ['$initial'] }] },
      },
    },
  },
});
