import { availableParallelism } from 'node:os';
import pg from 'pg';
import { defineConfig } from 'vitest/config';

/**
 * The server's tests run twice: on embedded PGlite, and on the PostgreSQL
 * server named by TEST_DATABASE_URL. Without one the second run is skipped with
 * the reason printed, unless REQUIRE_SERVICES=1, where that is a failure.
 */
async function postgresUnavailable(): Promise<string | null> {
  const url = process.env.TEST_DATABASE_URL;
  if (!url) return 'TEST_DATABASE_URL is not set';
  const client = new pg.Client({ connectionString: url, connectionTimeoutMillis: 3000 });
  try {
    await client.connect();
    await client.query('select 1');
    return null;
  } catch (error) {
    return `PostgreSQL at ${url} is unreachable (${(error as Error).message})`;
  } finally {
    await client.end().catch(() => {});
  }
}

export default defineConfig(async () => {
  const reason = await postgresUnavailable();
  if (reason && process.env.REQUIRE_SERVICES === '1') {
    throw new Error(`REQUIRE_SERVICES=1 but ${reason}`);
  }
  if (reason) console.log(`\n[server tests] skipping the PostgreSQL run: ${reason}\n`);
  const project = (name: 'pglite' | 'postgres') => ({
    extends: true as const,
    test: {
      name,
      env: { TEST_DB: name },
      // Migrates and seeds once per project and run; each file gets a copy (src/test/database.ts).
      globalSetup: ['src/test/global-setup.ts'],
    },
  });
  return {
    test: {
      include: ['src/**/*.test.ts'],
      // Backstops for a hang, not expected lengths: on the 2-core machine beside the browser
      // tests a file runs several times slower than alone, and a test or hook that only waits
      // on work (a seed, a second instance, Redis) must not fail for it (CI, 2026-11-30: a
      // browser test stopped at its 60 s with nothing hung). Tests wait for states, not time.
      testTimeout: 120_000,
      hookTimeout: 180_000,
      // Files share a worker's loaded modules instead of importing the app afresh each
      // (1-3 s a file). Each file still gets its own database and app; a file must leave
      // no state behind in modules (docs/conventions.md, "Tests").
      isolate: false,
      // A worker a core: files wait on the database and on argon2 part of the time, and the
      // main process has little to do with transforms cached (the default leaves a core idle).
      maxWorkers: Math.max(2, availableParallelism()),
      // Transformed sources are kept between runs (node_modules/.experimental-vitest-cache),
      // keyed by their content; `npx vitest --clearCache` empties it.
      experimental: { fsModuleCache: true },
      projects: reason ? [project('pglite')] : [project('pglite'), project('postgres')],
    },
  };
});
