import { vi } from 'vitest';

// The suite runs without per-file isolation (vite.config.ts): react, antd and jsdom load
// once per worker instead of once per file. The portal's own modules are evaluated afresh
// for every file all the same, so a store, a cache or a vi.mock of one file never reaches
// another. Listed first among the setup files, before anything imports them.
vi.resetModules();
