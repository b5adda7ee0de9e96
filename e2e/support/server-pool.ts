import { type ChildProcess, spawn } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';

// One portal server per test worker (global-setup.ts), each on its own fresh embedded
// database with the demo data, so two files running side by side never see each other's
// changes. A server starts when the first file of its worker asks for it: a run of one file
// starts one server.

export const E2E_ADMIN_PASSWORD = 'E2eAdmin#2026';

interface Running {
  process: ChildProcess;
  dataDir: string;
}

/** Starts `apps/server` on a random port and a fresh data directory; resolves its address. */
function startServer(
  serverDir: string,
  running: Running[],
  extraEnv: Record<string, string> = {},
): Promise<string> {
  const dataDir = mkdtempSync(path.join(tmpdir(), 'awards-e2e-'));
  const server = spawn(process.execPath, ['--import', 'tsx', 'src/main.ts'], {
    cwd: serverDir,
    env: {
      ...process.env,
      PORT: '0',
      HOST: '127.0.0.1',
      DATA_DIR: dataDir,
      DATABASE_URL: '',
      ADMIN_PASSWORD: E2E_ADMIN_PASSWORD,
      DEMO_DATA: 'true',
      LOG_LEVEL: 'warn',
      LOGIN_RATE_LIMIT: '1000',
      ...extraEnv,
    },
    stdio: ['ignore', 'pipe', 'inherit'],
  });
  running.push({ process: server, dataDir });
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

export interface ServerPool {
  /**
   * Where a worker asks for its server: GET {address}/server/{VITEST_POOL_ID} → { baseURL };
   * GET {address}/server/own/{name} → a server of that name's own, which no other file uses
   * (with ?DEMO_ACCESS_LOG_ROWS=n, more demo data: see OWN_SERVER_SETTINGS).
   */
  address: string;
  close(): Promise<void>;
}

/** The pool's HTTP endpoint, on a random local port; each slot's server is started once. */
export async function openServerPool(serverDir: string): Promise<ServerPool> {
  const running: Running[] = [];
  const bySlot = new Map<string, Promise<string>>();
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
    let server = bySlot.get(slot);
    if (!server) {
      server = startServer(serverDir, running, settings);
      bySlot.set(slot, server);
    }
    server.then(
      (baseURL) =>
        response.writeHead(200, { 'Content-Type': 'application/json' }).end(JSON.stringify({ baseURL })),
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
        running.map(async ({ process: server, dataDir }) => {
          if (server.exitCode === null) {
            const exited = new Promise((resolve) => server.once('exit', resolve));
            server.kill('SIGTERM');
            await exited;
          }
          rmSync(dataDir, { recursive: true, force: true });
        }),
      );
    },
  };
}
