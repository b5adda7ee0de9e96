import { type ChildProcess, spawn } from 'node:child_process';
import { cpSync, mkdtempSync, rmSync, statfsSync } from 'node:fs';
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';
import pg from 'pg';

// One portal server per test worker (global-setup.ts), each on its own fresh embedded
// database with the demo data, so two files running side by side never see each other's
// changes. A server starts when the first file of its worker asks for it: a run of one file
// starts one server. The demo data is made once per run (demoTemplate below) and each server
// on the embedded database starts on a copy of it, instead of each seeding its own.

export const E2E_ADMIN_PASSWORD = 'E2eAdmin#2026';

interface Running {
  process: ChildProcess;
  dataDir: string;
  /** The PostgreSQL database made for it (dropped after it stops), for a server on PostgreSQL. */
  database?: { cluster: string; name: string };
}

/** A database URL with another database name on the same cluster. */
const onDatabase = (url: string, name: string) => {
  const u = new URL(url);
  u.pathname = `/${name}`;
  return u.toString();
};

async function onCluster(cluster: string, statement: string): Promise<void> {
  const client = new pg.Client({ connectionString: cluster });
  await client.connect();
  try {
    await client.query(statement);
  } finally {
    await client.end();
  }
}

/**
 * Where data folders go: a RAM file system with room (each is ~65 MB, which a busy disk takes
 * seconds to write), else the temporary folder (as apps/server/src/test/pglite-template.ts).
 */
function scratchRoot(): string {
  try {
    const shm = statfsSync('/dev/shm');
    if (shm.bavail * shm.bsize > 2 * 1024 ** 3) return '/dev/shm';
  } catch {
    // No /dev/shm (not Linux).
  }
  return tmpdir();
}

/** The environment of a server process of the pool (and of the run that makes the template). */
function serverEnv(dataDir: string, databaseUrl = '', extraEnv: Record<string, string> = {}) {
  return {
    ...process.env,
    PORT: '0',
    HOST: '127.0.0.1',
    DATA_DIR: dataDir,
    DATABASE_URL: databaseUrl,
    ADMIN_PASSWORD: E2E_ADMIN_PASSWORD,
    DEMO_DATA: 'true',
    LOG_LEVEL: 'warn',
    LOGIN_RATE_LIMIT: '1000',
    ...extraEnv,
  };
}

/**
 * What the server does on its first start before it listens (src/bootstrap.ts: migrating, the
 * reference seed and the demo data), run on its own and then closed, so the data folder is
 * whole and can be copied.
 */
const BOOTSTRAP_ONLY = `
const { parseConfig } = await import('./src/config.ts');
const { bootstrapDatabase } = await import('./src/bootstrap.ts');
const { database } = await bootstrapDatabase(parseConfig());
await database.close();
`;

/**
 * The demo data on the embedded database, made once per run in a data folder of its own: a
 * server started on a copy finds it there (migrations applied, demo seeded) and only opens it,
 * which saves each server the seeding, about two thirds of a start (measured at load 25:
 * 271 s on an empty folder, 88 s on a seeded one). Made per run, not kept between runs: the
 * demo's dates are relative to the day it is made.
 */
export function demoTemplate(serverDir: string, scratch: string): Promise<string> {
  const dataDir = path.join(scratch, 'template');
  const maker = spawn(
    process.execPath,
    ['--import', 'tsx', '--input-type=module', '--eval', BOOTSTRAP_ONLY],
    {
      cwd: serverDir,
      env: serverEnv(dataDir),
      stdio: ['ignore', 'pipe', 'pipe'],
    },
  );
  let output = '';
  maker.stdout?.on('data', (chunk: Buffer) => (output += chunk.toString()));
  maker.stderr?.on('data', (chunk: Buffer) => (output += chunk.toString()));
  return new Promise<string>((resolve, reject) => {
    maker.on('error', reject);
    maker.on('exit', (code) =>
      code === 0
        ? resolve(dataDir)
        : reject(new Error(`the demo data was not made (exit ${code}):\n${output}`)),
    );
  });
}

/**
 * Starts `apps/server` on a random port and a fresh data directory (a copy of `template` when
 * given); resolves its address.
 */
function startServer(
  serverDir: string,
  running: Running[],
  extraEnv: Record<string, string> = {},
  database?: Running['database'],
  template?: string,
): Promise<string> {
  const dataDir = mkdtempSync(path.join(template ? path.dirname(template) : tmpdir(), 'awards-e2e-'));
  if (template) cpSync(template, dataDir, { recursive: true });
  const server = spawn(process.execPath, ['--import', 'tsx', 'src/main.ts'], {
    cwd: serverDir,
    env: serverEnv(dataDir, database ? onDatabase(database.cluster, database.name) : '', extraEnv),
    stdio: ['ignore', 'pipe', 'inherit'],
  });
  running.push({ process: server, dataDir, ...(database ? { database } : {}) });
  return new Promise<string>((resolve, reject) => {
    let output = '';
    // A hang guard: a demo with 200,000 more log rows (exports.e2e) took 86 s to start at load 13.
    const timer = setTimeout(() => reject(new Error(`server did not start:\n${output}`)), 300_000);
    server.stdout?.on('data', (chunk: Buffer) => {
      output += chunk.toString();
      const match = output.match(/running at (http:\/\/localhost:\d+)/);
      if (match?.[1]) {
        clearTimeout(timer);
        resolve(match[1]);
      }
    });
    server.on('exit', (code) => {
      clearTimeout(timer);
      reject(new Error(`server exited with ${code}:\n${output}`));
    });
  });
}

/** What a file's own server may be started with besides the pool's settings. */
const OWN_SERVER_SETTINGS = new Set(['DEMO_ACCESS_LOG_ROWS']);

/**
 * The PostgreSQL cluster a file's own server may run on (`?postgres=1`): the one the server
 * tests use. On it the test can also write the database itself, which the embedded one, held
 * by the server's process, does not allow.
 */
export const E2E_POSTGRES = process.env.TEST_DATABASE_URL || undefined;

/** A fresh database on the cluster for one own server, with the demo data seeded by the server. */
async function freshDatabase(name: string): Promise<Running['database']> {
  if (!E2E_POSTGRES) throw new Error('no PostgreSQL: TEST_DATABASE_URL is not set');
  const database = `awards_e2e_${name.replace(/\W/g, '_')}_${process.pid}_${Date.now().toString(36)}`;
  await onCluster(E2E_POSTGRES, `create database ${database}`);
  // As the server tests' databases (apps/server/src/test/postgres-template.ts): commits do not
  // wait for the disk, which a test database, gone after the run, does not need.
  await onCluster(E2E_POSTGRES, `alter database ${database} set synchronous_commit to off`);
  return { cluster: E2E_POSTGRES, name: database };
}

export interface ServerPool {
  /**
   * Where a worker asks for its server: GET {address}/server/{VITEST_POOL_ID} → { baseURL };
   * GET {address}/server/own/{name} → a server of that name's own, which no other file uses
   * (with ?DEMO_ACCESS_LOG_ROWS=n, more demo data: see OWN_SERVER_SETTINGS; with ?postgres=1,
   * on a fresh PostgreSQL database of its own, answered as { baseURL, databaseUrl }).
   */
  address: string;
  close(): Promise<void>;
}

/**
 * A demo-data folder made for this run before the browser tests started (`npm test` makes it
 * while the earlier steps run: e2e/support/prepare.ts), which its maker removes; else the pool
 * makes its own.
 */
export const PREPARED_TEMPLATE = 'E2E_DEMO_TEMPLATE';

/** The pool's HTTP endpoint, on a random local port; each slot's server is started once. */
export async function openServerPool(serverDir: string): Promise<ServerPool> {
  const running: Running[] = [];
  const prepared = process.env[PREPARED_TEMPLATE];
  const scratch = mkdtempSync(
    path.join(prepared ? path.dirname(prepared) : scratchRoot(), 'awards-e2e-run-'),
  );
  // Begun at once, while vitest starts its workers; a server asked for waits for it.
  const template = prepared ? Promise.resolve(prepared) : demoTemplate(serverDir, scratch);
  // Not awaited by anyone until a server is asked for: a failure is reported there, not here.
  template.catch(() => undefined);
  const bySlot = new Map<string, Promise<{ baseURL: string; databaseUrl?: string }>>();
  const endpoint: Server = createServer((request, response) => {
    const url = new URL(request.url ?? '/', 'http://pool');
    const slot = url.pathname.match(/^\/server\/(\d+|own\/[\w-]+)$/)?.[1];
    if (!slot) {
      response.writeHead(404).end();
      return;
    }
    const settings = Object.fromEntries(
      [...url.searchParams].filter(([name]) => slot.startsWith('own/') && OWN_SERVER_SETTINGS.has(name)),
    );
    const postgres = slot.startsWith('own/') && url.searchParams.get('postgres') === '1';
    let server = bySlot.get(slot);
    if (!server) {
      server = postgres
        ? freshDatabase(slot.slice('own/'.length)).then(async (database) => ({
            baseURL: await startServer(serverDir, running, settings, database),
            databaseUrl: onDatabase(database!.cluster, database!.name),
          }))
        : // Settings add to the demo data (more log rows, which a start tops up): a copy too.
          template
            .then((folder) => startServer(serverDir, running, settings, undefined, folder))
            .then((baseURL) => ({ baseURL }));
      bySlot.set(slot, server);
    }
    // A start can outlast fetch's 300 s wait for an answer's headers, and then for its next
    // bytes, on a loaded machine: the headers go at once, a space every 20 s (JSON allows
    // them), and the answer, or { error }, when the server is up or has failed.
    response.writeHead(200, { 'Content-Type': 'application/json' });
    response.flushHeaders();
    const keepAlive = setInterval(() => response.write(' '), 20_000);
    server
      .then(
        (answer) => JSON.stringify(answer),
        (error: Error) => JSON.stringify({ error: error.message }),
      )
      .then((body) => {
        clearInterval(keepAlive);
        response.end(body);
      });
  });
  await new Promise<void>((resolve) => endpoint.listen(0, '127.0.0.1', resolve));
  const { port } = endpoint.address() as AddressInfo;
  return {
    address: `http://127.0.0.1:${port}`,
    async close() {
      endpoint.close();
      await Promise.all(
        running.map(async ({ process: server, dataDir, database }) => {
          if (server.exitCode === null) {
            const exited = new Promise((resolve) => server.once('exit', resolve));
            server.kill('SIGTERM');
            await exited;
          }
          rmSync(dataDir, { recursive: true, force: true });
          if (database) await onCluster(database.cluster, `drop database if exists ${database.name}`);
        }),
      );
      // The template may still be in the making (a run stopped early): let it end first.
      await template.catch(() => undefined);
      rmSync(scratch, { recursive: true, force: true });
    },
  };
}
