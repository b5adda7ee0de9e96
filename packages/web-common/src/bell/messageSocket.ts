import type { ExportProgress, ImportProgress } from '@awards/shared/exports';
import { clientSettings } from '../env';
import { getToken, getUserInfo } from '../session';

/** Spec 000 §9: one reconnect, 5000 ms after the socket closed. */
export const RECONNECT_DELAY_MS = 5_000;

/**
 * A push of spec 000 §3: a topic or user message released or revoked, or new unread counts;
 * or how far one of the user's background exports is (issue 14 §5).
 */
export interface SocketPush {
  cmd: 'topic' | 'user' | 'num' | 'export' | 'import';
  dataType?: 'release' | 'revoke';
  msgTxt?: string;
  msgId?: string | number;
  noticeList?: unknown[];
  export?: ExportProgress;
  import?: ImportProgress;
}

export type PushAction =
  | { kind: 'released'; text: string }
  | { kind: 'revoked'; text: string }
  | { kind: 'counts' };

/** What the shell does with a push: a notice with a 'view' button, a notice without, or a recount. */
export function actionOf(push: SocketPush): PushAction | null {
  if (push.cmd === 'export' || push.cmd === 'import') return null;
  if (push.cmd === 'num') return { kind: 'counts' };
  if (push.dataType === 'revoke') return { kind: 'revoked', text: push.msgTxt ?? '' };
  if (push.dataType === 'release') return { kind: 'released', text: push.msgTxt ?? '' };
  return null;
}

/** {base}/websocket/{userId} (spec 000 §4), on the API's host, with the session token. */
export function socketUrl(userId: number | string, token: string): string {
  const base = clientSettings.apiBase() || window.location.origin;
  const url = new URL(`${base}/websocket/${encodeURIComponent(String(userId))}`, window.location.origin);
  url.protocol = url.protocol === 'https:' ? 'wss:' : 'ws:';
  // Browsers cannot set headers on a websocket: the token travels in the address.
  url.searchParams.set('token', token);
  return url.toString();
}

/** The signed-in user's socket address (socketUrl), or null when nobody is signed in. */
export function mySocketUrl(): string | null {
  const user = getUserInfo();
  const token = getToken();
  return user && token ? socketUrl(user.userId ?? user.id, token) : null;
}

/** Where pushes come from: called with the handler, returns the function that stops them. */
export type PushSource = (onPush: (push: SocketPush) => void) => () => void;

/** The signed-in user's socket (openMessageSocket at mySocketUrl); nothing when nobody is signed in. */
export const mySocket: PushSource = (onPush) => {
  const url = mySocketUrl();
  return url ? openMessageSocket(url, onPush) : () => undefined;
};

/** One socket whose pushes are handed to whoever listens, those that came before kept for them. */
export interface PushRelay {
  /** A PushSource: the pushes kept so far (in order, then forgotten), then each new one. */
  listen: PushSource;
  /** Closes the socket for good. */
  close: () => void;
}

/**
 * Opens `source` (the user's socket) now and keeps every push that comes while nobody listens,
 * telling `onKept` of each: the site's plain bell opens it before antd's bell has loaded, loads
 * that bell on the first push, and the bell's useMessagePush listens, getting that push (its
 * notification, the recount) as if its own socket had received it. No push is lost between the
 * two, and the socket is opened once.
 */
export function relayPushes(source: PushSource, onKept: (push: SocketPush) => void): PushRelay {
  const kept: SocketPush[] = [];
  let listener: ((push: SocketPush) => void) | null = null;
  const close = source((push) => {
    if (listener) return listener(push);
    kept.push(push);
    onKept(push);
  });
  return {
    listen: (onPush) => {
      listener = onPush;
      for (const push of kept.splice(0)) onPush(push);
      return () => {
        if (listener === onPush) listener = null;
      };
    },
    close,
  };
}

/**
 * Opens the socket and reconnects once, 5000 ms after a close (guarded against repeats);
 * errors and closes are silent (spec 000 §8). Returns the function that closes it for good.
 */
export function openMessageSocket(url: string, onPush: (push: SocketPush) => void): () => void {
  let socket: WebSocket | null = null;
  let timer: ReturnType<typeof setTimeout> | null = null;
  let stopped = false;
  let reconnected = false;
  const connect = () => {
    socket = new WebSocket(url);
    socket.onmessage = (event) => {
      try {
        onPush(JSON.parse(String(event.data)) as SocketPush);
      } catch {
        // Not a push of ours: ignored.
      }
    };
    socket.onclose = () => {
      if (stopped || reconnected || timer) return;
      reconnected = true;
      timer = setTimeout(() => {
        timer = null;
        if (!stopped) connect();
      }, RECONNECT_DELAY_MS);
    };
  };
  connect();
  return () => {
    stopped = true;
    if (timer) clearTimeout(timer);
    socket?.close();
  };
}
