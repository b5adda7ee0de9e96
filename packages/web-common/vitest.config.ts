import { defineConfig } from 'vitest/config';

// The shared browser code's own tests, under jsdom as the front ends' are.
export default defineConfig({
  test: {
    environment: 'jsdom',
    include: ['src/**/*.test.ts'],
    setupFiles: ['src/testSetup.ts'],
    testTimeout: 120_000,
  },
});
