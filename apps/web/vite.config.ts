import { readFile, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { promisify } from 'node:util';
import { brotliCompress, constants, gzip } from 'node:zlib';
import react from '@vitejs/plugin-react';
import type { Plugin } from 'vite';
import { defineConfig, type ViteUserConfig } from 'vitest/config';

/** The Fastify server of apps/server; the dev server forwards every server path to it. */
const API_TARGET = 'http://127.0.0.1:8080';
const SERVER_PATHS = ['/rest', '/callback', '/logout', '/api', '/sys', '/auth'];

/** Text files worth compressing; images and fonts are compressed already. */
const COMPRESSIBLE = /\.(js|mjs|css|html|svg|json|txt)$/;

/**
 * Writes a brotli (`.br`, quality 11) and a gzip (`.gz`, level 9) copy beside every built
 * text file, when smaller: the server picks one by the request's Accept-Encoding
 * (@fastify/static `preCompressed`), so nothing is compressed per request (issue 18).
 */
function precompress(): Plugin {
  const br = promisify(brotliCompress);
  const gz = promisify(gzip);
  let outDir = 'dist';
  return {
    name: 'awards:precompress',
    apply: 'build',
    configResolved(resolved) {
      outDir = path.resolve(resolved.root, resolved.build.outDir);
    },
    async writeBundle(_options, bundle) {
      const files = Object.keys(bundle).filter(
        (file) => COMPRESSIBLE.test(file) && !file.startsWith('.vite/'),
      );
      await Promise.all(
        files.map(async (file) => {
          const full = path.join(outDir, file);
          const raw = await readFile(full);
          const [brotli, gzipped] = await Promise.all([
            br(raw, {
              params: {
                [constants.BROTLI_PARAM_QUALITY]: constants.BROTLI_MAX_QUALITY,
                [constants.BROTLI_PARAM_SIZE_HINT]: raw.length,
              },
            }),
            gz(raw, { level: 9 }),
          ]);
          if (brotli.length < raw.length) await writeFile(`${full}.br`, brotli);
          if (gzipped.length < raw.length) await writeFile(`${full}.gz`, gzipped);
        }),
      );
    },
  };
}

const config = {
  plugins: [react(), precompress()],
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
