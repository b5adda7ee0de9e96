import pg from 'pg';
import { askPool } from './server-ask';

/**
 * Why a file that needs a server on PostgreSQL cannot run here (null: it can): the cluster is the
 * server tests' (`TEST_DATABASE_URL`). Without it the file is skipped with the reason printed,
 * unless REQUIRE_SERVICES=1 (CI), where it fails.
 */
export const postgresMissing = process.env.TEST_DATABASE_URL
  ? null
  : 'TEST_DATABASE_URL is not set (PostgreSQL, as the server tests use it)';
if (postgresMissing && process.env.REQUIRE_SERVICES === '1')
  throw new Error(`REQUIRE_SERVICES=1 but ${postgresMissing}`);

/**
 * A server of the file's own on a fresh PostgreSQL database with the demo data (server-pool.ts):
 * for a test that must write the database itself, which the embedded one (held by the server's
 * process) does not allow. It costs a server start; the database is dropped after the run.
 */
export async function ownServerOnPostgres(name: string): Promise<{ baseURL: string; databaseUrl: string }> {
  return askPool<{ baseURL: string; databaseUrl: string }>(`/server/own/${name}?postgres=1`);
}

/** One statement on the server's database, answering its rows. */
export async function sql<T extends Record<string, unknown>>(
  databaseUrl: string,
  statement: string,
  params: unknown[] = [],
): Promise<T[]> {
  const client = new pg.Client({ connectionString: databaseUrl });
  await client.connect();
  try {
    return (await client.query<T>(statement, params)).rows;
  } finally {
    await client.end();
  }
}
