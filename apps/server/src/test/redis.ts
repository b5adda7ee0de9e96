import { type ChildProcess, spawn, spawnSync } from 'node:child_process';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import { Redis } from 'ioredis';

export const TEST_REDIS_URL = process.env.TEST_REDIS_URL ?? process.env.REDIS_URL ?? 'redis://127.0.0.1:6379';

/**
 * Why the Redis tests cannot run here, or null when Redis answers. With
 * REQUIRE_SERVICES=1 an unreachable Redis is a failure, not a skip (as for PostgreSQL).
 */
export async function redisUnavailable(): Promise<string | null> {
  const redis = new Redis(TEST_REDIS_URL, {
    lazyConnect: true,
    connectTimeout: 2_000,
    maxRetriesPerRequest: 0,
    retryStrategy: () => null,
  });
  redis.on('error', () => {});
  let reason: string | null = null;
  try {
    await redis.connect();
    await redis.ping();
  } catch (error) {
    reason = `Redis at ${TEST_REDIS_URL} is unreachable (${(error as Error).message})`;
  } finally {
    redis.disconnect();
  }
  if (reason && process.env.REQUIRE_SERVICES === '1') throw new Error(`REQUIRE_SERVICES=1 but ${reason}`);
  if (reason) console.log(`[server tests] skipping the Redis tests: ${reason}`);
  return reason;
}

/**
 * Waits until `check` holds, polling; fails with `what` after `ms`: a backstop for a hang, not
 * an expected length (CI, 2026-11-30: five sockets took longer than the 5 s it was, on a slow
 * host at load 17, where each socket's session is read from the database before it counts).
 */
export async function eventually(check: () => boolean, what: string, ms = 30_000): Promise<void> {
  const until = Date.now() + ms;
  while (!check()) {
    if (Date.now() > until) throw new Error(`timed out waiting for ${what}`);
    await new Promise((r) => setTimeout(r, 10));
  }
}

/**
 * A redis-server of one test file, on a free loopback port, that the test may stop
 * and start again (the shared Redis on 6379 is everyone's and must stay up).
 */
export interface PrivateRedis {
  readonly url: string;
  /** Stops the server (SIGTERM) and waits for the process to exit. */
  stop(): Promise<void>;
  /** Starts it again on the same port and waits until it answers (nothing if it runs). */
  start(): Promise<void>;
}

/**
 * Why a private redis-server cannot be started here, or null when the binary is on
 * the PATH. With REQUIRE_SERVICES=1 its absence is a failure, not a skip.
 */
export function privateRedisUnavailable(): string | null {
  const probe = spawnSync('redis-server', ['--version'], { encoding: 'utf8' });
  const reason =
    probe.error || probe.status !== 0
      ? `redis-server is not runnable (${probe.error?.message ?? probe.stderr.trim()})`
      : null;
  if (reason && process.env.REQUIRE_SERVICES === '1') throw new Error(`REQUIRE_SERVICES=1 but ${reason}`);
  if (reason) console.log(`[server tests] skipping the Redis outage tests: ${reason}`);
  return reason;
}

export async function startPrivateRedis(): Promise<PrivateRedis> {
  const port = await freePort();
  let child: ChildProcess | null = null;
  const start = async () => {
    if (child && child.exitCode === null) return;
    const spawned = spawn(
      'redis-server',
      ['--port', String(port), '--bind', '127.0.0.1', '--save', '', '--appendonly', 'no', '--dir', tmpdir()],
      { stdio: 'ignore' },
    );
    child = spawned;
    const until = Date.now() + 10_000;
    for (;;) {
      if (spawned.exitCode !== null)
        throw new Error(`redis-server on port ${port} exited (${spawned.exitCode})`);
      if (await answers(port)) return;
      if (Date.now() > until) throw new Error(`redis-server on port ${port} did not answer`);
      await new Promise((r) => setTimeout(r, 50));
    }
  };
  const stop = async () => {
    const running = child;
    child = null;
    if (!running || running.exitCode !== null) return;
    const exited = new Promise((resolve) => running.once('exit', resolve));
    running.kill('SIGTERM');
    await exited;
  };
  await start();
  return { url: `redis://127.0.0.1:${port}`, start, stop };
}

function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = createServer();
    server.once('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const { port } = server.address() as { port: number };
      server.close(() => resolve(port));
    });
  });
}

async function answers(port: number): Promise<boolean> {
  const redis = new Redis(port, '127.0.0.1', {
    lazyConnect: true,
    connectTimeout: 500,
    maxRetriesPerRequest: 0,
    retryStrategy: () => null,
  });
  redis.on('error', () => {});
  try {
    await redis.connect();
    return (await redis.ping()) === 'PONG';
  } catch {
    return false;
  } finally {
    redis.disconnect();
  }
}
