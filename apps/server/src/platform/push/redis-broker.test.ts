import { randomUUID } from 'node:crypto';
import { afterAll, describe, expect, it } from 'vitest';
import { eventually, redisUnavailable, TEST_REDIS_URL } from '../../test/redis';
import type { PushEnvelope } from './broker';
import { RedisPushBroker } from './redis-broker';
import { SocketPushHub } from './socket-hub';

const quiet = { warn: () => {}, info: () => {} };
const unavailable = await redisUnavailable();

describe.skipIf(unavailable !== null)('the Redis push broker', () => {
  // A channel of this run only: other test files may share the Redis server.
  const channel = `push-test-${randomUUID()}`;
  const brokers = [0, 1].map(() => new RedisPushBroker(TEST_REDIS_URL, quiet, channel));
  afterAll(() => Promise.all(brokers.map((b) => b.close())));

  it('every instance (the publishing one included) receives each publish exactly once', async () => {
    await Promise.all(brokers.map((b) => b.ready));
    const received: PushEnvelope[][] = [[], []];
    brokers.forEach((b, i) => {
      b.onEnvelope((e) => {
        received[i]?.push(e);
      });
    });

    await brokers[0]?.publish({ kind: 'all', message: { cmd: 'topic', dataType: 'release', msgTxt: '一' } });
    await brokers[1]?.publish({
      kind: 'users',
      userIds: [7],
      message: { cmd: 'num', noticeList: [1, [], 0, []] },
    });
    await eventually(() => received.every((r) => r.length === 2), 'both envelopes on both instances');
    await new Promise((r) => setTimeout(r, 100));
    for (const r of received) {
      expect(r).toEqual([
        { kind: 'all', message: { cmd: 'topic', dataType: 'release', msgTxt: '一' } },
        { kind: 'users', userIds: [7], message: { cmd: 'num', noticeList: [1, [], 0, []] } },
      ]);
    }
  });
});

describe('with Redis unreachable', () => {
  it('the hub logs the lost push at once instead of hanging the request', async () => {
    const warnings: string[] = [];
    const log = { warn: (_o: object, m: string) => warnings.push(m), info: () => {} };
    const hub = new SocketPushHub(new RedisPushBroker('redis://127.0.0.1:1', log), log);
    const started = Date.now();
    await hub.toAll({ cmd: 'topic', dataType: 'release' });
    expect(Date.now() - started).toBeLessThan(1_000);
    expect(warnings).toContain('push not published');
    await hub.close();
  });
});
