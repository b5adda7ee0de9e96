import { randomBytes } from 'node:crypto';
import { rmSync } from 'node:fs';
import { inject } from 'vitest';
import { type Database, openDatabase } from '../db/client';
import { copyTemplate } from './pglite-template';
import { createDatabase, databaseUrl, withAdminClient } from './postgres-template';

export interface TestDatabaseOptions {
  /** With the reference data (menus, roles, dictionaries, the administrator with ADMIN_PASSWORD). */
  seeded?: boolean;
}

export interface TestDatabase {
  database: Database;
  /** In the postgres run, the database's URL, for a second connection pool (a second instance). */
  url?: string;
  drop: () => Promise<void>;
}

/**
 * A database of one test file, migrated (and seeded when asked): a copy of the run's
 * template (src/test/global-setup.ts), on PGlite a data folder, in the postgres run a
 * new database on the TEST_DATABASE_URL server. `drop` closes and removes it.
 */
export async function openTestDatabase(options: TestDatabaseOptions = {}): Promise<TestDatabase> {
  const templates = inject('testDatabaseTemplates');
  if (!templates) throw new Error('no template databases: run the tests with apps/server/vitest.config.ts');
  const template = options.seeded ? templates.seeded : templates.bare;
  if (templates.kind === 'pglite') {
    const dataDir = copyTemplate(template, templates.workDir);
    const database = await openDatabase({ dataDir });
    return {
      database,
      drop: async () => {
        await database.close();
        rmSync(dataDir, { recursive: true, force: true });
      },
    };
  }
  const adminUrl = postgresUrl();
  const name = `awards_test_${process.pid}_${randomBytes(4).toString('hex')}`;
  await createDatabase(adminUrl, name, template);
  return onPostgres(adminUrl, name);
}

async function onPostgres(adminUrl: string, name: string): Promise<TestDatabase> {
  const url = databaseUrl(adminUrl, name);
  const database = await openDatabase({ url, poolSize: 5 });
  return {
    database,
    url,
    drop: async () => {
      await database.close();
      await withAdminClient(adminUrl, (c) => c.query(`drop database if exists "${name}" with (force)`));
    },
  };
}

function postgresUrl(): string {
  const url = process.env.TEST_DATABASE_URL;
  if (!url) throw new Error('TEST_DB=postgres needs TEST_DATABASE_URL');
  return url;
}
