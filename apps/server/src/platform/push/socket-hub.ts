import type { PushBroker, PushEnvelope } from './broker';
import type { PushHub, PushMessage } from './hub';
import { ConnectionRegistry, type PushSocket } from './registry';

/** Spec 000 §4 leaves the period open; 30 s keeps idle proxies from cutting the socket. */
export const HEARTBEAT_MS = 30_000;

export interface HubLog {
  warn(object: object, message: string): void;
}

/**
 * The hub the application runs: services' pushes go to the broker once; what the
 * broker hands back (from this instance or another) goes to the local sockets.
 * A push that cannot reach the broker is logged, not thrown: the change that
 * caused it is already committed, and the portal's unread poll catches up.
 */
export class SocketPushHub implements PushHub {
  readonly registry = new ConnectionRegistry();
  private readonly heartbeat: ReturnType<typeof setInterval>;

  constructor(
    private readonly broker: PushBroker,
    private readonly log: HubLog,
    heartbeatMs = HEARTBEAT_MS,
  ) {
    broker.onEnvelope((envelope) => this.deliver(envelope));
    this.heartbeat = setInterval(() => this.registry.sweep(), heartbeatMs);
    // The heartbeat alone must not keep a process alive.
    this.heartbeat.unref();
  }

  get brokerKind(): PushBroker['kind'] {
    return this.broker.kind;
  }

  toAll(message: PushMessage): Promise<void> {
    return this.publish({ kind: 'all', message });
  }

  toUsers(userIds: readonly number[], message: PushMessage): Promise<void> {
    if (userIds.length === 0) return Promise.resolve();
    return this.publish({ kind: 'users', userIds: [...new Set(userIds)], message });
  }

  disconnectUser(userId: number): Promise<void> {
    return this.publish({ kind: 'disconnect', userId });
  }

  disconnectSession(sessionId: number): Promise<void> {
    return this.publish({ kind: 'disconnectSession', sessionId });
  }

  attach(userId: number, sessionId: number, socket: PushSocket): () => void {
    this.registry.add(userId, sessionId, socket);
    return () => this.registry.remove(socket);
  }

  alive(socket: PushSocket): void {
    this.registry.markAlive(socket);
  }

  connectionCount(): number {
    return this.registry.size;
  }

  async close(): Promise<void> {
    clearInterval(this.heartbeat);
    this.registry.terminateAll();
    await this.broker.close();
  }

  private async publish(envelope: PushEnvelope): Promise<void> {
    try {
      await this.broker.publish(envelope);
    } catch (error) {
      this.log.warn({ err: error, kind: envelope.kind }, 'push not published');
    }
  }

  private deliver(envelope: PushEnvelope): void {
    if (envelope.kind === 'disconnect') {
      this.registry.closeUser(envelope.userId);
      return;
    }
    if (envelope.kind === 'disconnectSession') {
      this.registry.closeSession(envelope.sessionId);
      return;
    }
    const text = JSON.stringify(envelope.message);
    if (envelope.kind === 'all') this.registry.sendToAll(text);
    else this.registry.sendToUsers(envelope.userIds, text);
  }
}
