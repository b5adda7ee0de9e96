import { randomBytes } from 'node:crypto';
import pg from 'pg';
import { migrateDatabase, openDatabase } from '../db/client';
import { seedReference } from '../db/seed/reference';
import { ADMIN_PASSWORD } from './credentials';

/**
 * PostgreSQL template databases of one test run on the TEST_DATABASE_URL server: a
 * migrated one and a migrated and seeded one. Each test file gets `CREATE DATABASE
 * … TEMPLATE` of one, a file-level copy on the server. The names carry the process id
 * and a random part, as several runs (several worktrees) share the server; the run
 * drops its templates when it ends.
 */

export interface PostgresTemplates {
  bare: string;
  seeded: string;
  drop(): Promise<void>;
}

export async function createPostgresTemplates(adminUrl: string): Promise<PostgresTemplates> {
  const run = `${process.pid}_${randomBytes(4).toString('hex')}`;
  const bare = `awards_template_${run}_bare`;
  const seeded = `awards_template_${run}_seeded`;
  const drop = () =>
    withAdminClient(adminUrl, async (c) => {
      for (const name of [seeded, bare]) await c.query(`drop database if exists "${name}" with (force)`);
    });
  try {
    await createDatabase(adminUrl, bare);
    await inDatabase(adminUrl, bare, migrateDatabase);
    await createDatabase(adminUrl, seeded, bare);
    await inDatabase(adminUrl, seeded, (database) =>
      seedReference(database.db, { adminPassword: ADMIN_PASSWORD }).then(() => {}),
    );
  } catch (error) {
    await drop().catch(() => {});
    throw error;
  }
  return { bare, seeded, drop };
}

/**
 * A new database `name`, empty or a copy of `template` (which nobody may be connected to), whose
 * commits do not wait for the server's write-ahead log to reach the disk (`synchronous_commit =
 * off`, a setting of the database, so the machine's other databases keep theirs). A test database need not outlive a crash of the
 * machine, and each commit's flush is a wait on a disk the browser tests and builds share: the
 * state machine's 344 cases asked for 1,718 flushes with it, 138 without (bench/README.md,
 * "Commits that do not wait for the disk"). What the tests check is unchanged: statements and
 * transactions behave the same; only the flush comes a moment later.
 */
export async function createDatabase(adminUrl: string, name: string, template?: string): Promise<void> {
  await withAdminClient(adminUrl, async (c) => {
    await c.query(`create database "${name}"${template ? ` template "${template}"` : ''}`);
    await c.query(`alter database "${name}" set synchronous_commit to off`);
  });
}

/** The TEST_DATABASE_URL with another database name. */
export function databaseUrl(adminUrl: string, name: string): string {
  const url = new URL(adminUrl);
  url.pathname = `/${name}`;
  return url.toString();
}

async function inDatabase(
  adminUrl: string,
  name: string,
  fn: (database: Awaited<ReturnType<typeof openDatabase>>) => Promise<void>,
): Promise<void> {
  const database = await openDatabase({ url: databaseUrl(adminUrl, name), poolSize: 2 });
  try {
    await fn(database);
  } finally {
    await database.close();
  }
}

export async function withAdminClient<T>(url: string, fn: (client: pg.Client) => Promise<T>): Promise<T> {
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  try {
    return await fn(client);
  } finally {
    await client.end();
  }
}
