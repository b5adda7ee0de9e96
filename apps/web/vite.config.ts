import react from '@vitejs/plugin-react';
import { defineConfig, type ViteUserConfig } from 'vitest/config';

/** The Fastify server of apps/server; the dev server forwards every server path to it. */
const API_TARGET = 'http://127.0.0.1:8080';
const SERVER_PATHS = ['/rest', '/callback', '/logout', '/api', '/sys', '/auth'];

const config = {
  plugins: [react()],
  server: {
    proxy: {
      ...Object.fromEntries(SERVER_PATHS.map((path) => [path, { target: API_TARGET, changeOrigin: true }])),
      '/websocket': { target: API_TARGET, ws: true, changeOrigin: true },
    },
  },
  build: {
    outDir: 'dist',
    // bench/bundle.mjs follows this map from index.html to each route's chunks.
    manifest: true,
    // No forced vendor groups: they made the login page load all of antd (~370 KB gzip).
    // Left to the bundler, each route pulls only the antd components it renders, and the
    // chunks shared between routes are split out and cached on their own.
  },
  test: {
    environment: 'jsdom',
    include: ['src/**/*.test.ts', 'src/**/*.test.tsx'],
    setupFiles: ['src/test/setup.ts'],
    // antd forms under jsdom take seconds on the shared 2-core machine.
    testTimeout: 15_000,
  },
} satisfies ViteUserConfig;

export default defineConfig(({ command, mode }) => {
  // A build started by the test runner inherits NODE_ENV=test, which gives React's and
  // antd's development builds (about 100 KB more gzip, and slower): a production build is one.
  if (command === 'build' && mode === 'production') process.env.NODE_ENV = 'production';
  return config;
});
