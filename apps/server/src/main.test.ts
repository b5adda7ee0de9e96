import { type ChildProcess, spawn } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import http from 'node:http';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';

// The process as an operator runs it: real start-up, then SIGTERM. It does not depend
// on the database kind, so it runs once (in the PGlite project).
const PASSWORD = 'Main#Test2026';
let dataDir: string;
let server: ChildProcess;
let baseUrl: string;
let output = '';

beforeAll(async () => {
  dataDir = mkdtempSync(path.join(tmpdir(), 'awards-main-'));
  server = spawn(process.execPath, ['--import', 'tsx', 'src/main.ts'], {
    cwd: path.resolve(import.meta.dirname, '..'),
    env: {
      ...process.env,
      PORT: '0',
      HOST: '127.0.0.1',
      DATA_DIR: dataDir,
      DATABASE_URL: '',
      ADMIN_PASSWORD: PASSWORD,
      // Request lines tell the SIGTERM test when a request is in flight.
      LOG_LEVEL: 'info',
      LOGIN_RATE_LIMIT: '1000',
    },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  server.stderr?.on('data', (chunk) => {
    output += chunk;
  });
  baseUrl = await new Promise<string>((resolve, reject) => {
    server.stdout?.on('data', (chunk) => {
      output += chunk;
      const match = output.match(/running at (http:\/\/localhost:\d+)/);
      if (match?.[1]) resolve(match[1]);
    });
    server.on('exit', (code) => reject(new Error(`exited ${code}: ${output}`)));
  });
});

afterAll(() => {
  if (server.exitCode === null) server.kill('SIGKILL');
  rmSync(dataDir, { recursive: true, force: true });
});

const countOf = (text: string) => output.split(text).length - 1;

/** Waits for a state of the server process (seen in its output), polling. */
async function until(check: () => boolean, what: string, ms = 20_000): Promise<void> {
  const deadline = Date.now() + ms;
  while (!check()) {
    if (Date.now() > deadline) throw new Error(`timed out waiting for ${what}; output:\n${output}`);
    await new Promise((r) => setTimeout(r, 10));
  }
}

const signIn = () =>
  fetch(`${baseUrl}/callback?client_name=myform_client`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ username: 'admin', password: PASSWORD }),
  });

describe.skipIf(process.env.TEST_DB === 'postgres')('the server process', () => {
  it('prints where to open it and how to sign in', () => {
    expect(output).toContain('Sign in as: admin, with the password in ADMIN_PASSWORD');
    expect(output).toMatch(/started in \d+ ms/);
  });

  it('refuses to start on a bad configuration, naming the variable', async () => {
    const bad = spawn(process.execPath, ['--import', 'tsx', 'src/main.ts'], {
      cwd: path.resolve(import.meta.dirname, '..'),
      env: { ...process.env, PORT: 'eighty', DATABASE_URL: '' },
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    let text = '';
    bad.stderr?.on('data', (chunk) => {
      text += chunk;
    });
    const code = await new Promise((resolve) => bad.on('exit', resolve));
    expect(code).toBe(1);
    expect(text).toContain('Invalid configuration');
    expect(text).toContain('PORT');
  });

  it('on SIGTERM finishes the requests in flight, then exits 0', async () => {
    expect((await signIn()).status).toBe(200);
    // A sign-in whose body is still on its way is in flight for certain once the server
    // logged it: it has the headers and waits for the rest. SIGTERM comes then, and the
    // rest of the body only once the server says it is shutting down.
    const received = countOf('"msg":"incoming request"');
    const body = JSON.stringify({ username: 'admin', password: PASSWORD });
    const request = http.request(
      `${baseUrl.replace('localhost', '127.0.0.1')}/callback?client_name=myform_client`,
      {
        method: 'POST',
        headers: { 'content-type': 'application/json', 'content-length': Buffer.byteLength(body) },
      },
    );
    const answered = new Promise<number | undefined>((resolve, reject) => {
      request.on('response', (res) => {
        res.resume();
        res.on('end', () => resolve(res.statusCode));
      });
      request.on('error', reject);
    });
    answered.catch(() => {}); // awaited below; a reset while waiting is reported there
    request.write(body.slice(0, 10));
    await until(() => countOf('"msg":"incoming request"') > received, 'the server to receive the sign-in');
    const exited = new Promise<number | null>((resolve) => server.on('exit', (code) => resolve(code)));
    server.kill('SIGTERM');
    await until(
      () => output.includes('shutting down: finishing in-flight requests'),
      'the shutdown to begin',
    );
    request.end(body.slice(10));
    expect(await answered).toBe(200);
    expect(await exited).toBe(0);
  });
});
