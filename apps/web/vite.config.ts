import { createRequire } from 'node:module';
import { availableParallelism } from 'node:os';
import path from 'node:path';
import { antdSheets } from '@awards/web-common/vite/antdSheets';
import { precompress } from '@awards/web-common/vite/precompress';
import { serverProxy } from '@awards/web-common/vite/serverProxy';
import react from '@vitejs/plugin-react';
import { defineConfig, type ViteUserConfig } from 'vitest/config';
import { ANTD_FIRST_SHEET, homeGroup, shellFilesMeta, shellGroup } from './vite.plugins.ts';

/**
 * The Fastify server of apps/server; the dev server forwards every server path to it.
 * `npm run dev` (scripts/dev.mjs) sets API_TARGET to the server it started.
 */
const API_TARGET = process.env.API_TARGET ?? 'http://127.0.0.1:8080';

const config = {
  plugins: [react(), antdSheets({ first: ANTD_FIRST_SHEET }), shellFilesMeta(), precompress()],
  server: {
    proxy: serverProxy(API_TARGET),
  },
  build: {
    outDir: 'dist',
    manifest: true,
    rolldownOptions: {
      output: {
        codeSplitting: {
          // Everything the first screen (the sign-in page, static in the router) needs, as
          // tree-shaken by the bundler (`$initial`), goes in the entry chunk: one file
          // instead of about forty, each with its own round trip and ~1 KB of response
          // headers (195 KB brotli, against 218 KB in 41 files). Everything else is left to
          // the bundler: each lazy page pulls only the antd components it renders, and the
          // chunks shared between pages are split out and cached on their own (forced
          // vendor groups made the login page load all of antd, ~370 KB gzip).
          // The signed-in shell (its layout, antd's configuration, the menu routes and what they
          // import statically) in one chunk too: every signed-in page needs all of it, and as
          // sixty chunks it cost the home page's first screen as many requests (issue 18).
          groups: [{ name: 'first-screen', tags: ['$initial'], priority: 2 }, shellGroup(), homeGroup()],
        },
      },
    },
  },
  test: {
    environment: 'jsdom',
    include: ['src/**/*.test.ts', 'src/**/*.test.tsx'],
    // Files share a worker's module cache and jsdom window instead of each starting a
    // process (isolate: false): react, antd and jsdom load once per worker, not 97 times,
    // which halves the CPU time of the suite. What a file could leave to the next is reset
    // per file: the portal's own modules (freshModules.ts, first, hence the list order),
    // the window's attributes, timers and stubbed globals (setup.ts).
    setupFiles: ['src/test/freshModules.ts', 'src/test/setup.ts'],
    sequence: { setupFiles: 'list' },
    isolate: false,
    // At least two workers (as the server's tests): vitest's default, cores - 1, ran the files one
    // after another on the 2-core machine, the second core idle for the whole step (333 s of 334).
    maxWorkers: Math.max(2, availableParallelism()),
    // antd forms under jsdom take seconds on the 2-core machine, several times that when it
    // is loaded: a limit is a guard against a hang, not a speed test (the benches measure).
    testTimeout: 120_000,
  },
} satisfies ViteUserConfig;

/**
 * react-router's own production build. Its package exports name only `dist/development`, for
 * every condition (remix-run/react-router#12532, #14102: "temporary" since 7.0.2), so a build
 * bundled its development code: the warnings and checks of every match and render, which a CPU
 * profile of the home page put at ~10 % of the script time before its largest paint at 4× CPU
 * (issue 18, bench/README.md). The production files have the same modules and exports.
 */
function reactRouterProduction(): string {
  const pkg = createRequire(import.meta.url).resolve('react-router/package.json');
  return path.join(path.dirname(pkg), 'dist/production/index.mjs');
}

export default defineConfig(({ command, mode }) => {
  // A build started by the test runner inherits NODE_ENV=test, which gives React's and
  // antd's development builds (about 100 KB more gzip, and slower): a production build is one.
  if (command === 'build' && mode === 'production') process.env.NODE_ENV = 'production';
  if (command !== 'build') return config;
  return {
    ...config,
    resolve: { alias: [{ find: /^react-router$/, replacement: reactRouterProduction() }] },
  };
});
