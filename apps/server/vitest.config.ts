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
    test: { name, env: { TEST_DB: name } },
  });
  return {
    test: {
      include: ['src/**/*.test.ts'],
      testTimeout: 30_000,
      hookTimeout: 60_000,
      projects: reason ? [project('pglite')] : [project('pglite'), project('postgres')],
    },
  };
});
