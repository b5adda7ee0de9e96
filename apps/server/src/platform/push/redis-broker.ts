import type { Redis } from 'ioredis';
import { type PushBroker, type PushEnvelope, parseEnvelope } from './broker';
import { closeRedis, openRedis, type RedisLog } from './redis-connection';

export const PUSH_CHANNEL = 'push';

/**
 * Several instances: every envelope is published once on the `push` channel and
 * each instance's subscriber (this one's too) hands it to the local receiver.
 * One publisher and one subscriber connection per instance. Each time the
 * subscriber connects (after an outage: ioredis resubscribes), the resume listener is told.
 */
export class RedisPushBroker implements PushBroker {
  readonly kind = 'redis' as const;
  private receiver: (envelope: PushEnvelope) => void = () => {};
  private resume: () => void = () => {};
  private readonly publisher: Redis;
  private readonly subscriber: Redis;
  /**
   * Resolves once the subscription is in place and the publishing connection is up, so a test
   * (or start-up) can wait for both: the publisher queues nothing while disconnected, so a
   * publish made before it is up fails (pushes are best effort).
   */
  readonly ready: Promise<void>;

  constructor(
    url: string,
    private readonly log: RedisLog,
    private readonly channel = PUSH_CHANNEL,
  ) {
    this.publisher = openRedis(url, 'publisher', log);
    this.subscriber = openRedis(url, 'subscriber', log);
    this.subscriber.on('message', (channel: string, text: string) => {
      if (channel !== this.channel) return;
      const envelope = parseEnvelope(text);
      if (envelope) this.receiver(envelope);
      else this.log.warn({ channel }, 'ignored a malformed push envelope');
    });
    // Each 'ready' may follow an outage (or a start with Redis down while sockets
    // opened). ioredis emits it before the resubscription's replies can arrive, so
    // the listener runs before any envelope is delivered again.
    this.subscriber.on('ready', () => this.resume());
    const subscribed = this.subscriber.subscribe(this.channel).then(
      () => {},
      (error: unknown) => this.log.warn({ err: error }, 'push subscription failed; ioredis retries it'),
    );
    const publisher = this.publisher;
    const publishing = new Promise<void>((resolve) => {
      if (publisher.status === 'ready') resolve();
      else publisher.once('ready', () => resolve());
    });
    this.ready = Promise.all([subscribed, publishing]).then(() => {});
  }

  async publish(envelope: PushEnvelope): Promise<void> {
    await this.publisher.publish(this.channel, JSON.stringify(envelope));
  }

  onEnvelope(receiver: (envelope: PushEnvelope) => void): void {
    this.receiver = receiver;
  }

  onResume(listener: () => void): void {
    this.resume = listener;
  }

  async close(): Promise<void> {
    await Promise.all([closeRedis(this.publisher), closeRedis(this.subscriber)]);
  }
}
