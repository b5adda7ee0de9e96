/**
 * Real-time pushes to signed-in users (spec 000 §3, §4). Services call a PushHub
 * after their transaction commits; they never touch sockets. The hub delivers to
 * this instance's sockets itself and hands every push to a broker so that, with
 * several server instances, the instance holding a user's socket delivers it too:
 * nothing more when REDIS_URL is unset, Redis pub/sub when set (platform/push/*).
 * Delivery is at most once per connected socket; a broker outage stops only the
 * cross-instance part (docs/realtime.md).
 */

import type { ExportProgress, ImportProgress } from '@awards/shared/exports';
import type { PushSocket } from './registry';

/** The push shapes of spec 000 §3, as the portal's socket client reads them. */
export interface PushMessage {
  /**
   * topic: to everyone; user: to named users; num: fresh unread counts for one user;
   * export: how far one of the user's background exports is; import: how far the user's
   * upload is worked through (issue 14 §5).
   */
  cmd: 'topic' | 'user' | 'num' | 'export' | 'import';
  dataType?: 'release' | 'revoke';
  msgTxt?: string;
  msgId?: string;
  /** For `num`: [unread notice count, notice list, unread system-message count, system-message list]. */
  noticeList?: unknown[];
  /** For `export`: the export's progress or end. */
  export?: ExportProgress;
  /** For `import`: the upload's progress. */
  import?: ImportProgress;
}

export interface PushHub {
  /** Delivers to every socket of every signed-in user, on every instance. */
  toAll(message: PushMessage): Promise<void>;
  /** Delivers to every socket of the given users, on every instance. */
  toUsers(userIds: readonly number[], message: PushMessage): Promise<void>;
  /** Closes every socket of the user on every instance (forced sign-out, freeze): here at once. */
  disconnectUser(userId: number): Promise<void>;
  /**
   * Closes the sockets opened with one session (its `sessions` row id) on every
   * instance (1008): logout, a forced sign-out of that session, a password change
   * ending the other sessions. The user's other sessions keep theirs.
   */
  disconnectSession(sessionId: number): Promise<void>;
  /**
   * Registers a signed-in user's socket on this instance (the websocket route),
   * under its user and its session id (never the token); returns its removal.
   */
  attach(userId: number, sessionId: number, socket: PushSocket): () => void;
  /** The socket answered a ping (or sent a heartbeat): it stays. */
  alive(socket: PushSocket): void;
  /** Sockets open on this instance (for /metrics). */
  connectionCount(): number;
  /** Stops the heartbeat, cuts the sockets and closes the broker's connections. */
  close(): Promise<void>;
}

/** The part of the hub a service uses: sending, never sockets. */
export type Pusher = Pick<PushHub, 'toAll' | 'toUsers'>;

declare module 'fastify' {
  interface FastifyInstance {
    /** The application's hub: tests push through it; /metrics reads connectionCount(). */
    push: PushHub;
  }
}

/** For services built without a socket server (some unit tests): pushes go nowhere. */
export const silentPushHub: PushHub = {
  async toAll() {},
  async toUsers() {},
  async disconnectUser() {},
  async disconnectSession() {},
  attach(_userId, _sessionId, socket) {
    // No socket server behind this hub: the client retries later (1013, try again later).
    socket.close(1013);
    return () => {};
  },
  alive() {},
  connectionCount: () => 0,
  async close() {},
};
