/**
 * Real-time pushes to signed-in users (spec 000 §3, §4). Services call a PushHub
 * after their transaction commits; they never touch sockets. The hub hands every
 * push to a broker so that, with several server instances, the instance holding a
 * user's socket delivers it: in-process when REDIS_URL is unset, Redis pub/sub
 * when set (platform/push/*). Delivery is at most once per connected socket.
 */

/** The push shapes of spec 000 §3, as the portal's socket client reads them. */
export interface PushMessage {
  /** topic: to everyone; user: to named users; num: fresh unread counts for one user. */
  cmd: 'topic' | 'user' | 'num';
  dataType?: 'release' | 'revoke';
  msgTxt?: string;
  msgId?: string;
  /** For `num`: [unread notice count, notice list, unread system-message count, system-message list]. */
  noticeList?: unknown[];
}

export interface PushHub {
  /** Delivers to every socket of every signed-in user, on every instance. */
  toAll(message: PushMessage): Promise<void>;
  /** Delivers to every socket of the given users, on every instance. */
  toUsers(userIds: readonly number[], message: PushMessage): Promise<void>;
  /** Closes every socket of the user on every instance (forced sign-out, freeze). */
  disconnectUser(userId: number): Promise<void>;
}

/** For services built without a socket server (some unit tests): pushes go nowhere. */
export const silentPushHub: PushHub = {
  async toAll() {},
  async toUsers() {},
  async disconnectUser() {},
};
