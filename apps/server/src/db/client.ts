import { mkdirSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { PGlite } from '@electric-sql/pglite';
import { type SQL, sql } from 'drizzle-orm';
import { drizzle as drizzlePg } from 'drizzle-orm/node-postgres';
import { migrate as migratePg } from 'drizzle-orm/node-postgres/migrator';
import { type PgDatabase, PgDialect, type PgQueryResultHKT } from 'drizzle-orm/pg-core';
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

/**
 * How many statement texts at most run as named (prepared) statements, per process.
 * PostgreSQL keeps each one's parse and plan per connection, and the driver keeps its
 * name per connection too, so the count must stay bounded: past it a text runs unnamed,
 * as `queryRows` runs everything. Names are never reused for another text (the driver
 * refuses a name already prepared with a different text on a connection).
 */
export const PREPARED_STATEMENTS_MAX = 200;

/** Names for statement texts: the first `max` texts seen get one each, for good; later ones none. */
export class StatementNames {
  private readonly names = new Map<string, string>();

  constructor(private readonly max: number) {}

  of(text: string): string | undefined {
    let name = this.names.get(text);
    if (name === undefined && this.names.size < this.max) {
      name = `awards_${this.names.size + 1}`;
      this.names.set(text, name);
    }
    return name;
  }
}

const preparedNames = new StatementNames(PREPARED_STATEMENTS_MAX);
const dialect = new PgDialect({ casing: CASING });

/**
 * queryRows for a statement sent on every visit of a page (fixedSelect's lists): on
 * PostgreSQL it runs as a named statement, so each connection parses and plans its text
 * once and then only binds the values (for the users page, planning cost PostgreSQL more
 * than running it: 0.6 against 0.5 ms, issue 18). PostgreSQL still plans afresh for
 * the first five runs of each connection and keeps a generic plan only if it is not
 * dearer than those (plan_cache_mode auto). PGlite ignores the name. The same rows as
 * queryRows, through the same driver wrappers (timings, the access log's write trace).
 */
export async function queryPreparedRows<T>(db: DbOrTx, query: SQL): Promise<T[]> {
  const { sql: text, params } = dialect.sqlToQuery(query);
  const prepared = db._.session.prepareQuery({ sql: text, params }, undefined, preparedNames.of(text), false);
  const result = (await prepared.execute()) as unknown as { rows: T[] };
  return result.rows;
}

export { sql };
