import type { PushMessage } from './hub';

/**
 * What travels between server instances: a push for everyone, a push for named
 * users, or an order to close a user's sockets or one session's sockets. Each instance receives every
 * envelope exactly once (its own included) and acts on its local sockets only.
 */
export type PushEnvelope =
  | { kind: 'all'; message: PushMessage }
  | { kind: 'users'; userIds: number[]; message: PushMessage }
  | { kind: 'disconnect'; userId: number }
  | { kind: 'disconnectSession'; sessionId: number };

/**
 * Fan-out between instances. publish() hands an envelope to every instance's
 * receiver (this one included); the hub never delivers locally by itself, so a
 * client connected anywhere gets one copy, not one per path.
 */
export interface PushBroker {
  readonly kind: 'local' | 'redis';
  publish(envelope: PushEnvelope): Promise<void>;
  /** Sets the one receiver of this instance. */
  onEnvelope(receiver: (envelope: PushEnvelope) => void): void;
  close(): Promise<void>;
}

/** One instance (REDIS_URL unset): a publish reaches the receiver at once. */
export class LocalPushBroker implements PushBroker {
  readonly kind = 'local' as const;
  private receiver: (envelope: PushEnvelope) => void = () => {};

  async publish(envelope: PushEnvelope): Promise<void> {
    this.receiver(envelope);
  }

  onEnvelope(receiver: (envelope: PushEnvelope) => void): void {
    this.receiver = receiver;
  }

  async close(): Promise<void> {}
}

/** Reads an envelope off the wire; anything malformed is dropped, not delivered. */
export function parseEnvelope(text: string): PushEnvelope | null {
  let value: unknown;
  try {
    value = JSON.parse(text);
  } catch {
    return null;
  }
  if (!value || typeof value !== 'object') return null;
  const e = value as Record<string, unknown>;
  const isMessage = (m: unknown) =>
    !!m && typeof m === 'object' && typeof (m as { cmd?: unknown }).cmd === 'string';
  if (e.kind === 'all' && isMessage(e.message)) return value as PushEnvelope;
  if (
    e.kind === 'users' &&
    isMessage(e.message) &&
    Array.isArray(e.userIds) &&
    e.userIds.every((id) => Number.isInteger(id))
  ) {
    return value as PushEnvelope;
  }
  if (e.kind === 'disconnect' && Number.isInteger(e.userId)) return value as PushEnvelope;
  if (e.kind === 'disconnectSession' && Number.isInteger(e.sessionId)) return value as PushEnvelope;
  return null;
}
