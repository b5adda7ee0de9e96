import { mkdirSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { PGlite } from '@electric-sql/pglite';
import { type SQL, sql } from 'drizzle-orm';
import { drizzle as drizzlePg } from 'drizzle-orm/node-postgres';
import { migrate as migratePg } from 'drizzle-orm/node-postgres/migrator';
import type { PgDatabase, PgQueryResultHKT } from 'drizzle-orm/pg-core';
import { drizzle as drizzlePglite } from 'drizzle-orm/pglite';
import { migrate as migratePglite } from 'drizzle-orm/pglite/migrator';
import pg from 'pg';
import { traceWrites } from '../platform/request-writes';
import { SqlTimings, timeQueries } from '../platform/sql-timings';
import * as schema from './schema';

export type Schema = typeof schema;
/** The query builder, the same type over node-postgres and PGlite. */
export type Db = PgDatabase<PgQueryResultHKT, Schema>;
/** A transaction handle; services accept either. */
export type Tx = Parameters<Parameters<Db['transaction']>[0]>[0];
export type DbOrTx = Db | Tx;
/** How TypeScript's camelCase column names become SQL's snake_case, on both drivers. */
export const CASING = 'snake_case';

export interface Database {
  db: Db;
  kind: 'pglite' | 'postgres';
  /** Throws when the database does not answer. */
  ping(): Promise<void>;
  /** Runs fn while holding a cluster-wide lock, so two instances starting together migrate once. */
  withStartupLock<T>(fn: () => Promise<T>): Promise<T>;
  close(): Promise<void>;
  /** Every query's time, by normalised statement (the SQL monitor without pg_stat_statements). */
  sqlTimings: SqlTimings;
}

const MIGRATIONS = fileURLToPath(new URL('./migrations', import.meta.url));
const STARTUP_LOCK_KEY = 7_315_001;

export interface DatabaseOptions {
  /** postgres://... for PostgreSQL; absent for embedded PGlite. */
  url?: string | undefined;
  /** Folder for PGlite's files; absent means in memory. */
  dataDir?: string | undefined;
  poolSize?: number;
}

export async function openDatabase(options: DatabaseOptions): Promise<Database> {
  return options.url ? openPostgres(options.url, options.poolSize ?? 10) : openPglite(options.dataDir);
}

async function openPostgres(url: string, poolSize: number): Promise<Database> {
  const pool = new pg.Pool({ connectionString: url, max: poolSize });
  // An idle client that errors (server restart) must not crash the process.
  pool.on('error', () => {});
  const sqlTimings = new SqlTimings();
  // Every query, in a transaction or not, goes through a pooled client's query().
  pool.on('connect', (client) => {
    timeQueries(client, 'query', sqlTimings);
    // Transactions call a checked-out client (promise form); pool.query is seen below.
    traceWrites(client, 'query', { promiseFormOnly: true });
  });
  traceWrites(pool, 'query');
  const db = drizzlePg(pool, { schema, casing: CASING }) as unknown as Db;
  return {
    db,
    kind: 'postgres',
    ping: async () => {
      await pool.query('select 1');
    },
    withStartupLock: async (fn) => {
      const client = await pool.connect();
      try {
        await client.query('select pg_advisory_lock($1)', [STARTUP_LOCK_KEY]);
        return await fn();
      } finally {
        await client.query('select pg_advisory_unlock($1)', [STARTUP_LOCK_KEY]).catch(() => {});
        client.release();
      }
    },
    close: () => pool.end(),
    sqlTimings,
  };
}

async function openPglite(dataDir: string | undefined): Promise<Database> {
  if (dataDir) mkdirSync(dataDir, { recursive: true });
  const client = new PGlite(dataDir ? path.resolve(dataDir, 'pgdata') : undefined);
  await client.waitReady;
  const sqlTimings = new SqlTimings();
  timeQueries(client, 'query', sqlTimings);
  traceWrites(client, 'query');
  // A transaction's queries go through its own handle: time those too.
  const transaction = client.transaction.bind(client);
  client.transaction = ((fn: Parameters<PGlite['transaction']>[0]) =>
    transaction((tx) => {
      timeQueries(tx, 'query', sqlTimings);
      traceWrites(tx, 'query');
      return fn(tx);
    })) as PGlite['transaction'];
  const db = drizzlePglite(client, { schema, casing: CASING }) as unknown as Db;
  return {
    db,
    kind: 'pglite',
    ping: async () => {
      await client.query('select 1');
    },
    // PGlite is one process's private database: nobody to race with.
    withStartupLock: (fn) => fn(),
    close: () => client.close(),
    sqlTimings,
  };
}

/** Applies the committed migrations that have not run yet. */
export async function migrateDatabase(database: Database): Promise<void> {
  if (database.kind === 'postgres') {
    await migratePg(database.db as never, { migrationsFolder: MIGRATIONS });
  } else {
    await migratePglite(database.db as never, { migrationsFolder: MIGRATIONS });
  }
}

/** Raw SQL returning rows, identical on both drivers. */
export async function queryRows<T>(db: DbOrTx, query: SQL): Promise<T[]> {
  const result = (await db.execute(query)) as unknown as { rows: T[] };
  return result.rows;
}

export { sql };
