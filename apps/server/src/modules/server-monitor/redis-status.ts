import type { ServerInfo } from '@awards/shared/monitor';
import { Redis } from 'ioredis';

const PING_TIMEOUT_MS = 1000;

/**
 * Pings the configured Redis on its own connection (the push broker's are busy
 * with pub/sub), opened on first use and closed with the app.
 */
export class RedisStatus {
  private redis: Redis | undefined;

  constructor(private readonly url: string | undefined) {}

  async check(): Promise<ServerInfo['redis']> {
    if (!this.url) return { status: 'not-configured', latencyMs: null, error: null };
    this.redis ??= new Redis(this.url, {
      connectionName: 'awards-monitor',
      lazyConnect: true,
      enableOfflineQueue: false,
      maxRetriesPerRequest: 0,
      connectTimeout: PING_TIMEOUT_MS,
      retryStrategy: (attempt) => Math.min(attempt * 200, 2_000),
    });
    this.redis.on('error', () => {}); // reported through check(), not as an unhandled event
    const started = performance.now();
    try {
      if (this.redis.status === 'wait') await this.redis.connect();
      await withTimeout(this.redis.ping(), PING_TIMEOUT_MS);
      return { status: 'ok', latencyMs: Math.round((performance.now() - started) * 100) / 100, error: null };
    } catch (error) {
      return { status: 'error', latencyMs: null, error: (error as Error).message };
    }
  }

  close(): void {
    this.redis?.disconnect();
    this.redis = undefined;
  }
}

function withTimeout<T>(work: Promise<T>, ms: number): Promise<T> {
  let timer: NodeJS.Timeout | undefined;
  const timeout = new Promise<never>((_, reject) => {
    timer = setTimeout(() => reject(new Error(`no answer in ${ms} ms`)), ms);
  });
  return Promise.race([work, timeout]).finally(() => clearTimeout(timer));
}
