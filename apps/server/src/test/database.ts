import { randomBytes } from 'node:crypto';
import pg from 'pg';
import { type Database, migrateDatabase, openDatabase } from '../db/client';

/**
 * A fresh, migrated database for one test file: in-memory PGlite, or (in the
 * postgres run) a new database on the TEST_DATABASE_URL server, dropped after.
 */
export async function openTestDatabase(): Promise<{ database: Database; drop: () => Promise<void> }> {
  if (process.env.TEST_DB !== 'postgres') {
    const database = await openDatabase({});
    await migrateDatabase(database);
    return { database, drop: () => database.close() };
  }
  const adminUrl = process.env.TEST_DATABASE_URL;
  if (!adminUrl) throw new Error('TEST_DB=postgres needs TEST_DATABASE_URL');
  const name = `awards_test_${process.pid}_${randomBytes(4).toString('hex')}`;
  await withAdminClient(adminUrl, (c) => c.query(`create database "${name}"`));
  const url = new URL(adminUrl);
  url.pathname = `/${name}`;
  const database = await openDatabase({ url: url.toString(), poolSize: 5 });
  await migrateDatabase(database);
  return {
    database,
    drop: async () => {
      await database.close();
      await withAdminClient(adminUrl, (c) => c.query(`drop database if exists "${name}" with (force)`));
    },
  };
}

async function withAdminClient<T>(url: string, fn: (client: pg.Client) => Promise<T>): Promise<T> {
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  try {
    return await fn(client);
  } finally {
    await client.end();
  }
}
