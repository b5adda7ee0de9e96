import { existsSync } from 'node:fs';
import { defineConfig } from 'vitest/config';

const CHROMIUM = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';

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
    // One server and one browser for the whole run: files share them in turn.
    fileParallelism: false,
    testTimeout: 60_000,
    hookTimeout: 120_000,
  },
});
