import { randomUUID } from 'node:crypto';
import type { PushBroker, PushEnvelope } from './broker';
import type { PushHub, PushMessage } from './hub';
import { ConnectionRegistry, type PushSocket } from './registry';

/** Spec 000 §4 leaves the period open; 30 s keeps idle proxies from cutting the socket. */
export const HEARTBEAT_MS = 30_000;

/** After an outage, pushes wait at most this long for the re-check of the sockets' sessions. */
const HOLD_LIMIT_MS = 5_000;

export interface HubLog {
  warn(object: object, message: string): void;
  info(object: object, message: string): void;
}

/** Which of these session ids are still live (SessionStore.liveSessionIds); one query. */
export type LiveSessions = (sessionIds: readonly number[]) => Promise<ReadonlySet<number>>;

export interface HubOptions {
  /** The heartbeat period (config PUSH_HEARTBEAT_MS). */
  heartbeatMs?: number;
  /** The session check of each heartbeat; without it (unit tests) sockets are not re-checked. */
  liveSessions?: LiveSessions;
}

/**
 * The hub the application runs. A push or a control order acts on this instance's
 * own sockets at once, then goes to the broker, tagged with this instance's id, for
 * the other instances; what the broker hands back from another instance goes to the
 * local sockets, this instance's own echo is skipped. So each client gets one copy,
 * and this instance's sockets do not depend on the broker at all.
 *
 * Whatever the broker did, every heartbeat re-checks the sessions of the open
 * sockets against the session store (one query) and closes those that ended, and so
 * does the broker's return after an outage, before anything is delivered again.
 *
 * A push that cannot reach the broker is logged (once per outage), not thrown: the
 * change that caused it is already committed, and the portal's unread poll catches up.
 */
export class SocketPushHub implements PushHub {
  readonly registry = new ConnectionRegistry();
  /** Tags the envelopes this instance publishes, so that it skips their echo. */
  readonly instanceId = randomUUID();
  private readonly heartbeat: ReturnType<typeof setInterval>;
  private readonly liveSessions: LiveSessions | undefined;
  /** Publishing fails (the broker is down): warned once, until a publish succeeds again. */
  private publishFailing = false;
  /** The session check fails (the database is down): warned once, until one succeeds. */
  private checkFailing = false;
  /** The heartbeat's check in progress: a slow database does not stack them. */
  private checking: Promise<void> | null = null;
  /** Re-checks after an outage in progress; while any runs, pushes wait in `held`. */
  private holding = 0;
  private held: PushEnvelope[] = [];

  constructor(
    private readonly broker: PushBroker,
    private readonly log: HubLog,
    { heartbeatMs = HEARTBEAT_MS, liveSessions }: HubOptions = {},
  ) {
    this.liveSessions = liveSessions;
    broker.onEnvelope((envelope) => {
      if (envelope.origin !== this.instanceId) this.deliver(envelope);
    });
    broker.onResume(() => {
      this.recheckBeforeDelivering().catch((error: unknown) =>
        this.log.warn({ err: error }, 'push sockets not re-checked'),
      );
    });
    this.heartbeat = setInterval(() => {
      this.beat().catch((error: unknown) => this.log.warn({ err: error }, 'push heartbeat failed'));
    }, heartbeatMs);
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
    this.held = [];
    this.registry.terminateAll();
    await this.broker.close();
  }

  /** One heartbeat: ping and drop silent sockets, then re-check the sessions of the rest. */
  beat(): Promise<void> {
    this.registry.sweep();
    this.checking ??= this.recheck().finally(() => {
      this.checking = null;
    });
    return this.checking;
  }

  /** Local sockets first, then the other instances through the broker. */
  private async publish(envelope: PushEnvelope): Promise<void> {
    this.deliver(envelope);
    try {
      await this.broker.publish({ ...envelope, origin: this.instanceId });
      if (this.publishFailing) {
        this.publishFailing = false;
        this.log.info({}, 'push publishing recovered');
      }
    } catch (error) {
      if (this.publishFailing) return;
      this.publishFailing = true;
      // Until a publish succeeds again, the other instances miss this one's pushes.
      this.log.warn({ err: error, kind: envelope.kind }, 'push not published');
    }
  }

  private deliver(envelope: PushEnvelope): void {
    // Control orders act at once, held pushes or not.
    if (envelope.kind === 'disconnect') {
      this.registry.closeUser(envelope.userId);
      return;
    }
    if (envelope.kind === 'disconnectSession') {
      this.registry.closeSession(envelope.sessionId);
      return;
    }
    if (this.holding > 0) {
      this.held.push(envelope);
      return;
    }
    const text = JSON.stringify(envelope.message);
    if (envelope.kind === 'all') this.registry.sendToAll(text);
    else this.registry.sendToUsers(envelope.userIds, text);
  }

  /** Closes (1008) the sockets whose session is no longer live; one query for all. */
  private async recheck(): Promise<void> {
    const sessionIds = this.registry.sessionIds();
    if (!this.liveSessions || sessionIds.length === 0) return;
    let live: ReadonlySet<number>;
    try {
      live = await this.liveSessions(sessionIds);
    } catch (error) {
      // Keep the sockets: with the database down nothing new is pushed, and a
      // reconnection could not be accepted anyway. The next heartbeat tries again.
      if (!this.checkFailing) this.log.warn({ err: error }, 'push sockets not re-checked');
      this.checkFailing = true;
      return;
    }
    if (this.checkFailing) this.log.info({}, 'push sockets re-checked again');
    this.checkFailing = false;
    for (const sessionId of sessionIds) if (!live.has(sessionId)) this.registry.closeSession(sessionId);
  }

  /**
   * The broker is back after an outage, during which revocations on other instances
   * may have gone unannounced: pushes wait until the sockets are re-checked (or, with a
   * database that does not answer, HOLD_LIMIT_MS), so none reaches a session that ended.
   */
  private async recheckBeforeDelivering(): Promise<void> {
    this.holding += 1;
    let timer: ReturnType<typeof setTimeout> | undefined;
    try {
      await Promise.race([
        this.recheck(),
        new Promise((resolve) => {
          timer = setTimeout(resolve, HOLD_LIMIT_MS);
        }),
      ]);
    } finally {
      clearTimeout(timer);
      this.holding -= 1;
      if (this.holding === 0) {
        const held = this.held;
        this.held = [];
        for (const envelope of held) this.deliver(envelope);
      }
    }
  }
}
