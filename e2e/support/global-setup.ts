import { type ChildProcess, spawn } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import type { TestProject } from 'vitest/node';
// @ts-expect-error: a plain ES module shared with `npm start`.
import { ensureWebBuilt, root } from '../../scripts/build-web.mjs';

export const E2E_ADMIN_PASSWORD = 'E2eAdmin#2026';

declare module 'vitest' {
  export interface ProvidedContext {
    baseURL: string;
    adminPassword: string;
  }
}

/** Starts the built portal and server once, on a fresh temporary embedded database. */
export default async function setup(project: TestProject) {
  (ensureWebBuilt as () => void)();
  const dataDir = mkdtempSync(path.join(tmpdir(), 'awards-e2e-'));
  const server: ChildProcess = spawn(process.execPath, ['--import', 'tsx', 'src/main.ts'], {
    cwd: path.join(root as string, 'apps/server'),
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
    },
    stdio: ['ignore', 'pipe', 'inherit'],
  });
  const baseURL = await new Promise<string>((resolve, reject) => {
    let output = '';
    const timer = setTimeout(() => reject(new Error(`server did not start:\n${output}`)), 60_000);
    server.stdout?.on('data', (chunk: Buffer) => {
      output += chunk.toString();
      const match = output.match(/running at (http:\/\/localhost:\d+)/);
      if (match?.[1]) {
        clearTimeout(timer);
        resolve(match[1]);
      }
    });
    server.on('exit', (code) => reject(new Error(`server exited with ${code}:\n${output}`)));
  });
  project.provide('baseURL', baseURL);
  project.provide('adminPassword', E2E_ADMIN_PASSWORD);

  return async () => {
    server.kill('SIGTERM');
    await new Promise((resolve) => server.once('exit', resolve));
    rmSync(dataDir, { recursive: true, force: true });
  };
}
