import { existsSync } from 'node:fs';
import { defineConfig } from 'vitest/config';
import OwnServersFirst from './support/sequencer';

const CHROMIUM = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';
const WORKERS = Number(process.env.E2E_WORKERS ?? 2);

/**
 * Browser tests drive Debian's Chromium through playwright-core. Without it they
 * are skipped with the reason printed, unless REQUIRE_SERVICES=1.
 */
const missing = existsSync(CHROMIUM) ? null : `Chromium not found at ${CHROMIUM} (apt-get install chromium)`;
if (missing && process.env.REQUIRE_SERVICES === '1') throw new Error(`REQUIRE_SERVICES=1 but ${missing}`);
if (missing) console.log(`\n[e2e] skipping the browser tests: ${missing}\n`);

export default defineConfig({
  test: {
    root: import.meta.dirname,
    include: missing ? [] : ['**/*.e2e.ts'],
    passWithNoTests: Boolean(missing),
    globalSetup: missing ? [] : ['./support/global-setup.ts'],
    setupFiles: ['./support/failure-pictures.ts'],
    // Two files at a time, each worker with its own server and database (support/server-pool.ts)
    // and its own browser: a browser test mostly waits on the page and the server, so two
    // side by side use the 2-core machine that one alone leaves half idle (three, beside the
    // other steps, made the run no shorter: bench/README.md "Test suite time"). E2E_WORKERS=1
    // runs them one after another on one server.
    maxWorkers: WORKERS,
    sequence: { sequencer: OwnServersFirst },
    // A worker's files run one after another in one process (isolate: false) instead of a
    // process each: the runtime, playwright-core and the support modules load once, and the
    // files share the worker's browser (support/browser.ts) and server. No support module
    // keeps state a file could leave to the next (pages and contexts are per file).
    isolate: false,
    // A test's backstop, not its expected length: a walk through a page takes 15-20 s alone
    // (list-address: 18 s) and up to four times that beside the server tests on two cores
    // (CI, 2026-11-30: list-address stopped at a 60 s limit with nothing hung). Tests wait for
    // states; the limit only ends one that hangs.
    testTimeout: 120_000,
    // expect.poll waits for a state up to this long (vitest's 1 s is short for a page on the
    // shared machine); it returns as soon as the state shows.
    expect: { poll: { timeout: 30_000 } },
    hookTimeout: 120_000,
  },
});
