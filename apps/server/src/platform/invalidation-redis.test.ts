import { randomUUID } from 'node:crypto';
import { Redis } from 'ioredis';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  eventually,
  privateRedisUnavailable,
  redisUnavailable,
  startPrivateRedis,
  TEST_REDIS_URL,
} from '../test/redis';
import { RedisInvalidationBus } from './invalidation-redis';

const quiet = { warn: () => {}, info: () => {} };
const unavailable = await redisUnavailable();
const noRedisServer = privateRedisUnavailable();

describe.skipIf(unavailable !== null)('the Redis invalidation bus', () => {
  let first: RedisInvalidationBus;
  let second: RedisInvalidationBus;
  let admin: Redis;
  // A topic of this run only: other test files may use the same Redis at the same time.
  const topic = `dict-test-${randomUUID()}`;

  beforeAll(async () => {
    first = new RedisInvalidationBus(TEST_REDIS_URL, quiet);
    second = new RedisInvalidationBus(TEST_REDIS_URL, quiet);
    admin = new Redis(TEST_REDIS_URL);
  });
  afterAll(async () => {
    await Promise.all([first.close(), second.close()]);
    admin.disconnect();
  });

  it('two buses on separate connections see each other, and the publisher itself at once', async () => {
    let onFirst = 0;
    let onSecond = 0;
    first.subscribe(topic, () => {
      onFirst += 1;
    });
    second.subscribe(topic, () => {
      onSecond += 1;
    });
    await Promise.all([first.ready(), second.ready()]);

    await first.publish(topic);
    // Local listeners have run before publish resolves, as with the in-process bus.
    expect(onFirst).toBe(1);
    await eventually(() => onSecond === 1, 'the other bus to hear it');

    await second.publish(topic);
    expect(onSecond).toBe(2);
    await eventually(() => onFirst === 2, 'the first bus to hear it');
    // No echo of one's own publish comes back through Redis.
    await new Promise((r) => setTimeout(r, 100));
    expect([onFirst, onSecond]).toEqual([2, 2]);
  });

  it('another topic is not heard; unsubscribing stops delivery', async () => {
    let heard = 0;
    const stop = second.subscribe(`${topic}-b`, () => {
      heard += 1;
    });
    await second.ready();
    await first.publish(`${topic}-c`);
    await first.publish(`${topic}-b`);
    await eventually(() => heard === 1, 'the subscribed topic');
    stop();
    await first.publish(`${topic}-b`);
    await new Promise((r) => setTimeout(r, 100));
    expect(heard).toBe(1);
  });

  it('after its subscriber connection drops, a bus forgets every topic (it may have missed some)', async () => {
    let dropped = 0;
    second.subscribe(`${topic}-d`, () => {
      dropped += 1;
    });
    await second.ready();
    const list = String(await admin.client('LIST'));
    const id = list
      .split('\n')
      .find((line) => line.includes(`name=${second.subscriberName} `))
      ?.match(/^id=(\d+)/)?.[1];
    expect(id).toBeDefined();
    await admin.client('KILL', 'ID', String(id));
    await eventually(() => dropped === 1, 'the flush after reconnecting');
    // And it hears publishes again once resubscribed.
    await second.ready();
    await first.publish(`${topic}-d`);
    await eventually(() => dropped === 2, 'a publish after the reconnection');
  });
});

describe('without Redis', () => {
  it('a publish does not hang or throw: local listeners still run', async () => {
    const bus = new RedisInvalidationBus('redis://127.0.0.1:1', quiet);
    let heard = 0;
    bus.subscribe('x', () => {
      heard += 1;
    });
    const started = Date.now();
    await bus.publish('x');
    expect(heard).toBe(1);
    expect(Date.now() - started).toBeLessThan(2_000);
    await bus.close();
  });
});

describe.skipIf(noRedisServer !== null)('a Redis outage, as the publishing bus logs it', () => {
  it('warns once per outage however many publishes fail, and says once when publishing works again', async () => {
    const redis = await startPrivateRedis();
    const warnings: string[] = [];
    const infos: string[] = [];
    const bus = new RedisInvalidationBus(redis.url, {
      warn: (_o, message) => warnings.push(message),
      info: (_o, message) => infos.push(message),
    });
    const notPublished = () => warnings.filter((m) => m === 'invalidation not published');
    try {
      let heard = 0;
      bus.subscribe('outage', () => {
        heard += 1;
      });
      await bus.ready();
      await bus.publish('outage');
      expect([notPublished(), infos]).toEqual([[], []]);

      await redis.stop();
      for (let i = 0; i < 5; i += 1) await bus.publish('outage');
      // The local listeners still ran each time.
      expect(heard).toBe(6);
      expect(notPublished()).toHaveLength(1);
      expect(infos).toEqual([]);

      await redis.start();
      // The publisher reconnects on its own (backing off to 2 s); publish until one gets through.
      const until = Date.now() + 10_000;
      while (infos.length === 0 && Date.now() < until) {
        await bus.publish('outage');
        await new Promise((r) => setTimeout(r, 50));
      }
      expect(infos).toEqual(['invalidation publishing recovered']);
      await bus.publish('outage');
      expect(infos).toHaveLength(1);
      expect(notPublished()).toHaveLength(1);

      // A second outage is a second warning.
      await redis.stop();
      await bus.publish('outage');
      await bus.publish('outage');
      expect(notPublished()).toHaveLength(2);
    } finally {
      await bus.close();
      await redis.stop();
    }
  });
});
