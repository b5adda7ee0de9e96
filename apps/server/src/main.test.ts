import { type ChildProcess, spawn } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
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
      LOG_LEVEL: 'warn',
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
}, 60_000);

afterAll(() => {
  if (server.exitCode === null) server.kill('SIGKILL');
  rmSync(dataDir, { recursive: true, force: true });
});

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
    // Sign-ins take tens of milliseconds (argon2): several are still running at SIGTERM.
    const inFlight = Array.from({ length: 6 }, () => signIn());
    await new Promise((r) => setTimeout(r, 15));
    const exited = new Promise<number | null>((resolve) => server.on('exit', (code) => resolve(code)));
    server.kill('SIGTERM');
    // A request already being handled completes (200); one whose connection was not yet read
    // is refused (503) or its idle connection closed ('reset'): the client may retry elsewhere.
    const statuses = await Promise.all(
      inFlight.map((p) =>
        p.then(
          (r) => r.status,
          () => 'reset',
        ),
      ),
    );
    expect(statuses.every((s) => s === 200 || s === 503 || s === 'reset')).toBe(true);
    expect(statuses).toContain(200);
    expect(await exited).toBe(0);
  });
});
