import type { PushMessage } from './hub';

/**
 * What travels between server instances: a push for everyone, a push for named
 * users, or an order to close a user's sockets or one session's sockets. The
 * publishing hub has already acted on its own sockets and tags the envelope with
 * its instance id (`origin`), so that it skips its own echo; every other instance
 * acts on its local sockets.
 */
export type PushEnvelope = (
  | { kind: 'all'; message: PushMessage }
  | { kind: 'users'; userIds: number[]; message: PushMessage }
  | { kind: 'disconnect'; userId: number }
  | { kind: 'disconnectSession'; sessionId: number }
) & { origin?: string };

/**
 * Fan-out between instances. publish() hands an envelope to every instance's
 * receiver (the publishing one's too, which skips it by its origin).
 */
export interface PushBroker {
  readonly kind: 'local' | 'redis';
  publish(envelope: PushEnvelope): Promise<void>;
  /** Sets the one receiver of this instance. */
  onEnvelope(receiver: (envelope: PushEnvelope) => void): void;
  /**
   * Sets what to do when the broker's connection comes back after an outage: this
   * instance may have missed envelopes meanwhile (control ones included).
   */
  onResume(listener: () => void): void;
  close(): Promise<void>;
}

/** One instance (REDIS_URL unset): a publish reaches the receiver at once, and nothing drops. */
export class LocalPushBroker implements PushBroker {
  readonly kind = 'local' as const;
  private receiver: (envelope: PushEnvelope) => void = () => {};

  async publish(envelope: PushEnvelope): Promise<void> {
    this.receiver(envelope);
  }

  onEnvelope(receiver: (envelope: PushEnvelope) => void): void {
    this.receiver = receiver;
  }

  onResume(_listener: () => void): void {}

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
  if (e.origin !== undefined && typeof e.origin !== 'string') return null;
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
