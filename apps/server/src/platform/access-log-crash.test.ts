import { type ChildProcess, spawn } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import path from 'node:path';
import { TASK_PATHS } from '@awards/shared/jobs';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';

// The server as a process on PostgreSQL, killed with SIGKILL right after its last
// answer: every write it acknowledged must have its access-log row. PostgreSQL only:
// an embedded PGlite dies with the process, so what it kept is PGlite's durability,
// not the access log's. (vitest.config.ts skips the PostgreSQL run, with its reason,
// when no server is reachable, and fails instead when REQUIRE_SERVICES=1.)
const onPostgres = process.env.TEST_DB === 'postgres';
const PASSWORD = 'Crash#Test2026';
const WRITES = 80;
const name = `awards_crash_${process.pid}_${randomBytes(4).toString('hex')}`;
let adminUrl: string;
let databaseUrl: string;
let server: ChildProcess | undefined;

async function admin<T>(url: string, fn: (c: pg.Client) => Promise<T>): Promise<T> {
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  try {
    return await fn(client);
  } finally {
    await client.end();
  }
}

beforeAll(async () => {
  if (!onPostgres) return;
  adminUrl = process.env.TEST_DATABASE_URL ?? '';
  await admin(adminUrl, (c) => c.query(`create database "${name}"`));
  const url = new URL(adminUrl);
  url.pathname = `/${name}`;
  databaseUrl = url.toString();
});

afterAll(async () => {
  if (!onPostgres) return;
  if (server && server.exitCode === null && server.signalCode === null) server.kill('SIGKILL');
  await admin(adminUrl, (c) => c.query(`drop database if exists "${name}" with (force)`));
});

function start(): Promise<string> {
  server = spawn(process.execPath, ['--import', 'tsx', 'src/main.ts'], {
    cwd: path.resolve(import.meta.dirname, '../..'),
    env: {
      ...process.env,
      PORT: '0',
      HOST: '127.0.0.1',
      DATABASE_URL: databaseUrl,
      ADMIN_PASSWORD: PASSWORD,
      LOG_LEVEL: 'warn',
      LOGIN_RATE_LIMIT: '1000',
      SCHEDULER_ENABLED: 'false',
    },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let output = '';
  server.stderr?.on('data', (chunk) => {
    output += chunk;
  });
  return new Promise<string>((resolve, reject) => {
    server?.stdout?.on('data', (chunk) => {
      output += chunk;
      const match = output.match(/running at (http:\/\/localhost:\d+)/);
      if (match?.[1]) resolve(match[1].replace('localhost', '127.0.0.1'));
    });
    server?.on('exit', (code) => reject(new Error(`exited ${code}: ${output}`)));
  });
}

describe.skipIf(!onPostgres)('the access log of a server killed with SIGKILL (PostgreSQL run only)', () => {
  it('has a row for every write the server acknowledged before it died', async () => {
    const base = await start();
    const signIn = await fetch(`${base}/callback?client_name=myform_client`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ username: 'admin', password: PASSWORD }),
    });
    const token = ((await signIn.json()) as { dataSet: { token: string } }).dataSet.token;
    const post = (route: string, body: unknown) =>
      fetch(`${base}${route}`, {
        method: 'POST',
        headers: { authorization: token, 'content-type': 'application/json' },
        body: JSON.stringify(body),
      });

    // Four clients writing (and reading between writes), as fast as the server answers.
    const acknowledged: string[] = [];
    await Promise.all(
      [0, 1, 2, 3].map(async (client) => {
        for (let i = client; i < WRITES; i += 4) {
          const taskName = `崩溃测试-${i}`;
          const res = await post(TASK_PATHS.add, {
            taskName,
            className: 'purgeLogs',
            cronExpression: '0 0 3 * * ?',
          });
          if (res.status === 200 && ((await res.json()) as { rtnCode: string }).rtnCode === '0000')
            acknowledged.push(taskName);
          await (await post(TASK_PATHS.handlers, {})).arrayBuffer();
        }
      }),
    );
    // At once, with the last reads' rows still in the batch buffer.
    const died = new Promise((resolve) => server?.once('exit', resolve));
    server?.kill('SIGKILL');
    await died;
    expect(acknowledged).toHaveLength(WRITES);

    const logged = await admin(databaseUrl, async (c) => {
      const { rows } = await c.query<{ request_data: string }>(
        'select request_data from access_logs where request_uri = $1 and response_status = 200',
        [TASK_PATHS.add],
      );
      return new Set(rows.map((r) => JSON.parse(r.request_data).body.taskName as string));
    });
    const missing = acknowledged.filter((taskName) => !logged.has(taskName));
    expect(missing).toEqual([]);
  }, 90_000);
});
