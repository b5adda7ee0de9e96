import { type ChildProcess, spawn } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';
import pg from 'pg';

// One portal server per test worker (global-setup.ts), each on its own fresh embedded
// database with the demo data, so two files running side by side never see each other's
// changes. A server starts when the first file of its worker asks for it: a run of one file
// starts one server.

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

/** Starts `apps/server` on a random port and a fresh data directory; resolves its address. */
function startServer(
  serverDir: string,
  running: Running[],
  extraEnv: Record<string, string> = {},
  database?: Running['database'],
): Promise<string> {
  const dataDir = mkdtempSync(path.join(tmpdir(), 'awards-e2e-'));
  const server = spawn(process.execPath, ['--import', 'tsx', 'src/main.ts'], {
    cwd: serverDir,
    env: {
      ...process.env,
      PORT: '0',
      HOST: '127.0.0.1',
      DATA_DIR: dataDir,
      DATABASE_URL: database ? onDatabase(database.cluster, database.name) : '',
      ADMIN_PASSWORD: E2E_ADMIN_PASSWORD,
      DEMO_DATA: 'true',
      LOG_LEVEL: 'warn',
      LOGIN_RATE_LIMIT: '1000',
      ...extraEnv,
    },
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

/** The pool's HTTP endpoint, on a random local port; each slot's server is started once. */
export async function openServerPool(serverDir: string): Promise<ServerPool> {
  const running: Running[] = [];
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
        : startServer(serverDir, running, settings).then((baseURL) => ({ baseURL }));
      bySlot.set(slot, server);
    }
    server.then(
      (answer) => response.writeHead(200, { 'Content-Type': 'application/json' }).end(JSON.stringify(answer)),
      (error: Error) => response.writeHead(500).end(error.message),
    );
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
    },
  };
}
