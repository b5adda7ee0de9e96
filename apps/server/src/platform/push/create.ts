import { LocalPushBroker, type PushBroker } from './broker';
import { RedisPushBroker } from './redis-broker';
import { type HubLog, type HubOptions, SocketPushHub } from './socket-hub';

/** In-process fan-out when REDIS_URL is unset; Redis pub/sub across instances when it is set. */
export function createPushHub(
  redisUrl: string | undefined,
  log: HubLog,
  options: HubOptions = {},
): SocketPushHub {
  const broker: PushBroker = redisUrl ? new RedisPushBroker(redisUrl, log) : new LocalPushBroker();
  return new SocketPushHub(broker, log, options);
}
