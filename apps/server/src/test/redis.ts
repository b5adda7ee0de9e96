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

/** Waits until `check` holds, polling; fails with `what` after `ms`. */
export async function eventually(check: () => boolean, what: string, ms = 5_000): Promise<void> {
  const until = Date.now() + ms;
  while (!check()) {
    if (Date.now() > until) throw new Error(`timed out waiting for ${what}`);
    await new Promise((r) => setTimeout(r, 10));
  }
}
