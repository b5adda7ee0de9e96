import { Redis } from 'ioredis';

export interface RedisLog {
  warn(object: object, message: string): void;
}

/**
 * A Redis connection for pub/sub. It reconnects forever (backing off to 2 s) so
 * that an instance survives a Redis restart; the publishing side does not queue
 * commands while disconnected, so a publish fails at once instead of hanging the
 * request that made it (pushes are best effort: see docs/realtime.md).
 */
export function openRedis(
  url: string,
  role: 'publisher' | 'subscriber',
  log: RedisLog,
  /** Shown by CLIENT LIST, so that an operator (or a test) can tell the connections apart. */
  name = `awards-${role}`,
): Redis {
  const redis = new Redis(url, {
    connectionName: name,
    retryStrategy: (attempt) => Math.min(attempt * 100, 2_000),
    enableOfflineQueue: role === 'subscriber',
    maxRetriesPerRequest: role === 'publisher' ? 1 : null,
  });
  let reported = false;
  redis.on('error', (error: Error) => {
    // One line per outage, not one per reconnection attempt.
    if (reported) return;
    reported = true;
    log.warn({ err: error, role }, 'redis connection failed; retrying');
  });
  redis.on('ready', () => {
    reported = false;
  });
  return redis;
}

/** Closes a connection politely, or drops it if Redis does not answer. */
export async function closeRedis(redis: Redis): Promise<void> {
  if (redis.status === 'end') return;
  // Not connected (Redis down): nothing to say goodbye to, and quit would wait for a reconnection.
  if (redis.status !== 'ready') {
    redis.disconnect();
    return;
  }
  try {
    await Promise.race([
      redis.quit(),
      new Promise((_, reject) => setTimeout(() => reject(new Error('quit timeout')), 1_000)),
    ]);
  } catch {
    redis.disconnect();
  }
}
