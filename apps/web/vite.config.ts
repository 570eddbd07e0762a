import react from '@vitejs/plugin-react';
import { defineConfig } from 'vite';

// The API is served by apps/server on the same origin in production; in development Vite proxies it.
export default defineConfig({
  plugins: [react()],
  server: {
    proxy: { '/api': 'http://127.0.0.1:3000' },
  },
  build: {
    outDir: 'dist',
    emptyOutDir: true,
  },
});
