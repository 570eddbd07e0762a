import react from '@vitejs/plugin-react';
import { defineConfig } from 'vite';
import { precompress } from './build/precompress';
import { routePages } from './build/route-pages';

// The API is served by apps/server on the same origin in production; in development Vite proxies it.
// The build also writes brotli and gzip copies of its text files, which the server sends as they are.
// Few files rather than many (decision 0027): on HTTP/1.1 a browser fetches 6 files at a time, and
// on a slow network each round of fetches costs the network's latency. So what the entry imports
// statically (the shell: React, the router, MUI's core, the API client) is one chunk; the app's own
// modules two screens or more share are one chunk with what they import (but the folders holding
// SurveyJS, the diagram and the editors, which would drag those into every screen), and the
// libraries screens share another. Each screen keeps a chunk of its own (the report's table went
// from 35 files to 4). Every route gets a page of its own asking for its screen's files beside the
// shell's, and /login's carries the sign-in form in plain HTML (build/route-pages.ts).
export default defineConfig({
  plugins: [react(), routePages(), precompress()],
  server: {
    proxy: { '/api': 'http://127.0.0.1:3000' },
  },
  build: {
    outDir: 'dist',
    emptyOutDir: true,
    rolldownOptions: {
      output: {
        codeSplitting: {
          groups: [
            { name: 'shell', tags: ['$initial'] },
            {
              name: 'common',
              test: /[\\/]src[\\/](?!features[\\/](editor|questionnaire|structure-builder|preview)[\\/])/,
              minShareCount: 2,
            },
            {
              name: 'mui',
              test: /node_modules[\\/](@mui|@emotion|@tanstack|react-transition-group|@popperjs)[\\/]/,
              minShareCount: 2,
            },
          ],
        },
      },
    },
  },
});
