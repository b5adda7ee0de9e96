// Measures the server's start time on an empty and on a seeded database, and the
// latency of a password sign-in (median of 100, one at a time), on embedded PGlite
// or, with BENCH_DATABASE_URL=postgres://..., on PostgreSQL (a scratch database is
// created and dropped). Run: node bench/login-and-startup.mjs
import { spawn } from 'node:child_process';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { BENCH_PASSWORD as PASSWORD, withScratchServerEnv } from './support/scratch-database.mjs';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const SIGN_INS = 100;

function startServer(env) {
  const started = performance.now();
  const child = spawn(process.execPath, ['--import', 'tsx', 'src/main.ts'], {
    cwd: path.join(root, 'apps/server'),
    env: {
      ...process.env,
      ...env,
      PORT: '0',
      HOST: '127.0.0.1',
      ADMIN_PASSWORD: PASSWORD,
      LOG_LEVEL: 'warn',
      LOGIN_RATE_LIMIT: '100000',
    },
    stdio: ['ignore', 'pipe', 'inherit'],
  });
  return new Promise((resolve, reject) => {
    let out = '';
    child.stdout.on('data', (chunk) => {
      out += chunk;
      const m = out.match(/running at (http:\/\/localhost:\d+)\s+\(started in (\d+) ms\)/);
      if (m)
        resolve({
          child,
          url: m[1],
          reportedMs: Number(m[2]),
          wallMs: Math.round(performance.now() - started),
        });
    });
    child.on('exit', (code) => reject(new Error(`server exited ${code}: ${out}`)));
  });
}

const stop = (child) =>
  new Promise((resolve) => {
    child.once('exit', resolve);
    child.kill('SIGTERM');
  });

async function signInLatencies(url) {
  const times = [];
  for (let i = 0; i < SIGN_INS; i++) {
    const t0 = performance.now();
    const res = await fetch(`${url}/callback?client_name=myform_client`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ username: 'admin', password: PASSWORD }),
    });
    if (res.status !== 200) throw new Error(`sign-in failed: ${res.status} ${await res.text()}`);
    await res.json();
    times.push(performance.now() - t0);
  }
  return times.sort((a, b) => a - b);
}

const pct = (sorted, p) => sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))];

await withScratchServerEnv(async (env, kind) => {
  const first = await startServer(env);
  await stop(first.child);
  const second = await startServer(env);
  const times = await signInLatencies(second.url);
  await stop(second.child);
  console.log(`database: ${kind}`);
  console.log(
    `start, empty database:  ${first.reportedMs} ms to listening (${first.wallMs} ms wall, incl. node + tsx)`,
  );
  console.log(`start, seeded database: ${second.reportedMs} ms to listening (${second.wallMs} ms wall)`);
  console.log(
    `sign-in x${SIGN_INS}: median ${pct(times, 50).toFixed(1)} ms, p95 ${pct(times, 95).toFixed(1)} ms, ` +
      `min ${times[0].toFixed(1)} ms, max ${times.at(-1).toFixed(1)} ms`,
  );
});
