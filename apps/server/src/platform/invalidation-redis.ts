import { randomUUID } from 'node:crypto';
import type { Redis } from 'ioredis';
import { type InvalidationBus, LocalInvalidationBus } from './invalidation';
import { closeRedis, openRedis, type RedisLog } from './push/redis-connection';

const PREFIX = 'invalidate:';
const PUBLISHER_START_WAIT_MS = 5_000;

/** Resolves once the connection is ready, or after `timeoutMs` whatever its state. */
function connected(redis: Redis, timeoutMs: number): Promise<void> {
  if (redis.status === 'ready') return Promise.resolve();
  return new Promise((resolve) => {
    const done = () => {
      clearTimeout(timer);
      redis.off('ready', done);
      resolve();
    };
    const timer = setTimeout(done, timeoutMs);
    redis.once('ready', done);
  });
}

export interface InvalidationLog extends RedisLog {
  info(object: object, message: string): void;
}

/**
 * Several instances: a publish reaches this instance's listeners at once (as the
 * local bus does, so the caller's next read is fresh) and every other instance
 * through the Redis channel `invalidate:<topic>`. The message carries the
 * publishing instance's id, so its own echo is skipped.
 *
 * Pub/sub is not stored: an instance whose subscriber was disconnected may have
 * missed invalidations, so when it comes back it drops every cached topic.
 *
 * A publish that cannot reach Redis is logged once per outage (a warning), and the
 * first one that gets through again says so (an info line), as the push hub does.
 */
export class RedisInvalidationBus implements InvalidationBus {
  private readonly local = new LocalInvalidationBus();
  private readonly topics = new Set<string>();
  private readonly instanceId = randomUUID();
  private readonly publisher: Redis;
  private readonly subscriber: Redis;
  private subscribedOnce = false;
  /** Publishing fails (Redis is down): warned once, until a publish succeeds again. */
  private publishFailing = false;
  /** The subscriber's CLIENT LIST name. */
  readonly subscriberName = `awards-invalidation-sub-${this.instanceId}`;

  constructor(
    url: string,
    private readonly log: InvalidationLog,
  ) {
    this.publisher = openRedis(url, 'publisher', log, `awards-invalidation-pub-${this.instanceId}`);
    this.subscriber = openRedis(url, 'subscriber', log, this.subscriberName);
    this.subscriber.on('message', (channel: string, sender: string) => {
      if (!channel.startsWith(PREFIX) || sender === this.instanceId) return;
      void this.local.publish(channel.slice(PREFIX.length));
    });
    this.subscriber.on('ready', () => {
      // The first 'ready' is the start; a later one follows an outage.
      if (this.subscribedOnce) for (const topic of this.topics) void this.local.publish(topic);
      this.subscribedOnce = true;
    });
  }

  async publish(topic: string): Promise<void> {
    await this.local.publish(topic);
    try {
      await this.publisher.publish(PREFIX + topic, this.instanceId);
      if (this.publishFailing) {
        this.publishFailing = false;
        this.log.info({ topic }, 'invalidation publishing recovered');
      }
    } catch (error) {
      // The change is committed; failing its request now would not undo it. The other
      // instances were cut off from Redis too and drop everything when it returns.
      if (this.publishFailing) return;
      this.publishFailing = true;
      this.log.warn({ err: error, topic }, 'invalidation not published');
    }
  }

  subscribe(topic: string, listener: () => void): () => void {
    if (!this.topics.has(topic)) {
      this.topics.add(topic);
      // ioredis queues it until connected, and subscribes again after a reconnection.
      this.subscriber.subscribe(PREFIX + topic).catch(() => {});
    }
    return this.local.subscribe(topic, listener);
  }

  /** Resolves once every topic subscribed so far is live on Redis (tests, start-up). */
  /**
   * Subscribed, and the publisher connected (or given up on after a few seconds: with Redis
   * down at start the instance runs on, publishing locally). The publisher queues nothing
   * while disconnected, so without this wait the first invalidations after a start could
   * fail while its connection is still being made.
   */
  async ready(): Promise<void> {
    await Promise.all([
      this.topics.size > 0 ? this.subscriber.subscribe(...[...this.topics].map((t) => PREFIX + t)) : null,
      connected(this.publisher, PUBLISHER_START_WAIT_MS),
    ]);
  }

  async close(): Promise<void> {
    await Promise.all([closeRedis(this.publisher), closeRedis(this.subscriber)]);
  }
}

/** The bus for this configuration: in-process without REDIS_URL. */
export function createInvalidationBus(redisUrl: string | undefined, log: InvalidationLog): InvalidationBus {
  return redisUrl ? new RedisInvalidationBus(redisUrl, log) : new LocalInvalidationBus();
}
