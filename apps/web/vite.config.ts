import react from '@vitejs/plugin-react';
import { defineConfig } from 'vitest/config';

/** The Fastify server of apps/server; the dev server forwards every server path to it. */
const API_TARGET = 'http://127.0.0.1:8080';
const SERVER_PATHS = ['/rest', '/callback', '/logout', '/api', '/sys'];

export default defineConfig({
  plugins: [react()],
  server: {
    proxy: {
      ...Object.fromEntries(SERVER_PATHS.map((path) => [path, { target: API_TARGET, changeOrigin: true }])),
      '/websocket': { target: API_TARGET, ws: true, changeOrigin: true },
    },
  },
  build: {
    outDir: 'dist',
    rolldownOptions: {
      output: {
        // Libraries change far less often than the app: keeping them in their own chunks
        // lets browsers keep them cached across portal releases.
        codeSplitting: {
          groups: [
            {
              name: 'react',
              test: /node_modules[\\/](react|react-dom|react-router|scheduler)[\\/]/,
              priority: 4,
            },
            // antd's building blocks (rc-component widgets, icons, css-in-js) go first, else the antd
            // group would pull them in as its dependencies and pass vite's 500 kB chunk warning.
            {
              name: 'antd-deps',
              test: /node_modules[\\/](@ant-design|@rc-component|@emotion|stylis|@babel[\\/]runtime)[\\/]/,
              priority: 3,
            },
            { name: 'antd', test: /node_modules[\\/]antd[\\/]/, priority: 2 },
            { name: 'vendor', test: /node_modules[\\/]/, priority: 1 },
          ],
        },
      },
    },
  },
  test: {
    environment: 'jsdom',
    include: ['src/**/*.test.ts', 'src/**/*.test.tsx'],
    setupFiles: ['src/test/setup.ts'],
  },
});
