import { availableParallelism } from 'node:os';
import { precompress } from '@awards/web-common/vite/precompress';
import { serverProxy } from '@awards/web-common/vite/serverProxy';
import react from '@vitejs/plugin-react';
import { defineConfig, type ViteUserConfig } from 'vitest/config';

/** Where the server serves the site (apps/server/src/site-serving.ts); every asset address starts with it. */
export const SITE_BASE = '/site/';

/** The server the dev server forwards every server path to (`npm run dev` sets API_TARGET). */
const API_TARGET = process.env.API_TARGET ?? 'http://127.0.0.1:8080';

const config = {
  base: SITE_BASE,
  plugins: [react(), precompress()],
  server: { proxy: serverProxy(API_TARGET) },
  build: {
    outDir: 'dist',
    manifest: true,
    rolldownOptions: {
      output: {
        codeSplitting: {
          // What the first screen (the public layout and the home page) needs goes in the entry
          // chunk, as the portal does for its sign-in page (apps/web/vite.config.ts): one file
          // rather than many round trips. Every other page is a chunk of its own.
          groups: [{ name: 'first-screen', tags: ['$initial'] }],
        },
      },
    },
  },
  test: {
    environment: 'jsdom',
    include: ['src/**/*.test.ts', 'src/**/*.test.tsx'],
    setupFiles: ['src/test/setup.ts'],
    isolate: false,
    maxWorkers: Math.max(2, availableParallelism()),
    testTimeout: 120_000,
  },
} satisfies ViteUserConfig;

export default defineConfig(({ command, mode }) => {
  // A build started by the test runner inherits NODE_ENV=test: a production build is one.
  if (command === 'build' && mode === 'production') process.env.NODE_ENV = 'production';
  return config;
});
