/** The part of a `ws` WebSocket the registry uses (a real `ws` socket satisfies it). */
export interface PushSocket {
  readonly readyState: number;
  send(data: string): void;
  ping(): void;
  close(code?: number, reason?: string): void;
  terminate(): void;
}

const OPEN = 1;

/** Close code for a socket closed by the server because its session ended (RFC 6455: policy violation). */
export const POLICY_VIOLATION = 1008;

/**
 * The sockets of this instance, by user id and by session id (the `sessions` row
 * id, never the token). A user may have several (tabs, devices, sessions); each is
 * sent one copy of each push meant for the user. The
 * heartbeat marks every socket unanswered and pings it; a socket still
 * unanswered at the next sweep missed a whole period and is dropped.
 */
export class ConnectionRegistry {
  private readonly byUser = new Map<number, Set<PushSocket>>();
  private readonly bySession = new Map<number, Set<PushSocket>>();
  private readonly owners = new Map<PushSocket, { userId: number; sessionId: number }>();
  private readonly alive = new Map<PushSocket, boolean>();

  add(userId: number, sessionId: number, socket: PushSocket): void {
    addTo(this.byUser, userId, socket);
    addTo(this.bySession, sessionId, socket);
    this.owners.set(socket, { userId, sessionId });
    this.alive.set(socket, true);
  }

  /** Forgets a socket (its 'close' handler, or the heartbeat dropping it). */
  remove(socket: PushSocket): void {
    const owner = this.owners.get(socket);
    if (owner) {
      removeFrom(this.byUser, owner.userId, socket);
      removeFrom(this.bySession, owner.sessionId, socket);
      this.owners.delete(socket);
    }
    this.alive.delete(socket);
  }

  /** A pong (or any client frame) proves the socket is still there. */
  markAlive(socket: PushSocket): void {
    if (this.alive.has(socket)) this.alive.set(socket, true);
  }

  /** Open sockets on this instance. */
  get size(): number {
    return this.alive.size;
  }

  /** The sessions that have sockets here (for the heartbeat's re-check). */
  sessionIds(): number[] {
    return [...this.bySession.keys()];
  }

  /** Sends to every socket; returns how many were sent to. */
  sendToAll(text: string): number {
    let sent = 0;
    for (const socket of this.alive.keys()) sent += send(socket, text);
    return sent;
  }

  sendToUsers(userIds: readonly number[], text: string): number {
    let sent = 0;
    for (const userId of new Set(userIds)) {
      for (const socket of this.byUser.get(userId) ?? []) sent += send(socket, text);
    }
    return sent;
  }

  /** Closes every socket of the user (their 'close' handlers remove them). */
  closeUser(userId: number, code = POLICY_VIOLATION): number {
    return closeAll(this.byUser.get(userId), code);
  }

  /** Closes the sockets opened with one session (logout, a forced sign-out of that session). */
  closeSession(sessionId: number, code = POLICY_VIOLATION): number {
    return closeAll(this.bySession.get(sessionId), code);
  }

  /** One heartbeat period: drops the sockets that did not answer the last ping, pings the rest. */
  sweep(): void {
    for (const [socket, answered] of [...this.alive]) {
      if (!answered) {
        socket.terminate();
        this.remove(socket);
        continue;
      }
      this.alive.set(socket, false);
      try {
        socket.ping();
      } catch {
        // A socket closing under us: the next sweep drops it.
      }
    }
  }

  /** At shutdown: cuts every socket without waiting for the close handshake. */
  terminateAll(): void {
    for (const socket of this.alive.keys()) socket.terminate();
    this.byUser.clear();
    this.bySession.clear();
    this.owners.clear();
    this.alive.clear();
  }
}

function send(socket: PushSocket, text: string): number {
  if (socket.readyState !== OPEN) return 0;
  socket.send(text);
  return 1;
}

function addTo(index: Map<number, Set<PushSocket>>, key: number, socket: PushSocket): void {
  let sockets = index.get(key);
  if (!sockets) {
    sockets = new Set();
    index.set(key, sockets);
  }
  sockets.add(socket);
}

function removeFrom(index: Map<number, Set<PushSocket>>, key: number, socket: PushSocket): void {
  const sockets = index.get(key);
  if (!sockets) return;
  sockets.delete(socket);
  if (sockets.size === 0) index.delete(key);
}

/** Closes a copy of the set: each socket's 'close' handler removes it from the registry. */
function closeAll(sockets: Set<PushSocket> | undefined, code: number): number {
  const list = [...(sockets ?? [])];
  for (const socket of list) socket.close(code);
  return list.length;
}
