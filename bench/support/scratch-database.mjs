// What the server benchmarks share: a PostgreSQL database of their own, migrated and seeded
// with the reference data, and the project's app on it as `npm start` builds it. Scripts call
// tsx's register() before using these (the server's sources are TypeScript).
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import pg from 'pg';

/** The server a benchmark makes its database on (it needs the right to create databases). */
export const BENCH_DATABASE_URL = process.env.BENCH_DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/test';
/** The administrator's password in every benchmark's data. */
export const BENCH_PASSWORD = 'Bench#Admin1';
/** This checkout's server sources; a script comparing two checkouts passes the other's instead. */
export const SERVER_SRC = new URL('../../apps/server/src/', import.meta.url).href;

/** The server sources in folder `dir` (another checkout's apps/server/src), or this checkout's. */
export const serverSources = (dir) => (dir ? `${pathToFileURL(path.resolve(dir)).href}/` : SERVER_SRC);

/** The address of one of the server's modules, for a dynamic import. */
export const serverModule = (file, src = SERVER_SRC) => new URL(file, src).href;

/**
 * Creates database `name` on BENCH_DATABASE_URL, dropping one a run left behind. With `reuse`
 * an existing database of that name is kept as it is (`created` says which). `drop()` removes
 * it, unless `keep` (a script's BENCH_KEEP=1, to time it again without seeding).
 */
export async function scratchDatabase(name, { reuse = false, keep = false } = {}) {
  const admin = new pg.Client({ connectionString: BENCH_DATABASE_URL });
  await admin.connect();
  const exists =
    reuse && (await admin.query('select 1 from pg_database where datname = $1', [name])).rowCount > 0;
  if (!exists) {
    await admin.query(`drop database if exists "${name}" with (force)`);
    await admin.query(`create database "${name}"`);
  }
  const url = new URL(BENCH_DATABASE_URL);
  url.pathname = `/${name}`;
  return {
    url: url.toString(),
    /** A connection to the server's first database, for what a script asks of the server. */
    admin,
    created: !exists,
    async drop() {
      if (!keep) await admin.query(`drop database if exists "${name}" with (force)`);
      await admin.end();
    },
  };
}

/**
 * Migrates the database at `url` and seeds the reference data (the administrator signs in with
 * BENCH_PASSWORD; `seed: false` for a kept database that has it). Returns the open database when
 * `keepOpen`, for a script that goes on seeding or builds the app on it.
 */
export async function migrateAndSeed(
  url,
  { src = SERVER_SRC, poolSize = 2, keepOpen = false, seed = true } = {},
) {
  const { openDatabase, migrateDatabase } = await import(serverModule('db/client.ts', src));
  const { seedReference } = await import(serverModule('db/seed/reference.ts', src));
  const database = await openDatabase({ url, poolSize });
  await migrateDatabase(database);
  if (seed) await seedReference(database.db, { adminPassword: BENCH_PASSWORD });
  if (keepOpen) return database;
  await database.close();
  return null;
}

/**
 * The project's app on the database at `url`, built as `npm start` builds it (main.ts), with the
 * test configuration and `config`'s overrides (sign-in limits raised: a benchmark signs in often).
 * `database` may be given instead of `url` when the script holds one already.
 */
export async function buildProjectApp(url, { src = SERVER_SRC, poolSize = 10, config = {}, database } = {}) {
  const { openDatabase } = await import(serverModule('db/client.ts', src));
  const { buildApp } = await import(serverModule('app.ts', src));
  const { testConfig } = await import(serverModule('config.ts', src));
  const { SessionStore } = await import(serverModule('platform/auth/sessions.ts', src));
  const db = database ?? (await openDatabase({ url, poolSize }));
  const appConfig = testConfig({ LOGIN_RATE_LIMIT: 100_000, ...config });
  const sessions = SessionStore.fromConfig(db.db, appConfig);
  const app = await buildApp({ config: appConfig, database: db, sessions });
  return { app, database: db, config: appConfig, sessions };
}

/**
 * In a forked child: listens on a free port, sends `{ port }` to the parent, and closes the app
 * and its database on the message 'stop'. `onMessage` sees every other message.
 */
export async function serveToParent({ app, database }, onMessage = () => {}) {
  await app.listen({ port: 0, host: '127.0.0.1' });
  process.send({ port: app.server.address().port });
  process.on('message', async (message) => {
    if (message !== 'stop') return onMessage(message);
    await app.close();
    await database.close();
    process.exit(0);
  });
}

/**
 * Runs `fn(env, label)` with the environment of a server (`npm start`'s variables) on a scratch
 * database: PostgreSQL when BENCH_DATABASE_URL is set, else an embedded PGlite in a temporary
 * folder. For scripts that start the server as `npm start` does, in a child process.
 */
export async function withScratchServerEnv(fn) {
  if (!process.env.BENCH_DATABASE_URL) {
    const dir = mkdtempSync(path.join(tmpdir(), 'awards-bench-'));
    try {
      return await fn({ DATA_DIR: dir, DATABASE_URL: '' }, 'PGlite');
    } finally {
      rmSync(dir, { recursive: true, force: true });
    }
  }
  const scratch = await scratchDatabase(`awards_bench_${process.pid}`);
  try {
    return await fn({ DATABASE_URL: scratch.url }, 'PostgreSQL');
  } finally {
    await scratch.drop();
  }
}
