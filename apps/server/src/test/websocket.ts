import WebSocket from 'ws';

/** A real `ws` client as the tests use it: what it received, and how it was closed. */
export interface TestSocket {
  socket: WebSocket;
  /** Parsed pushes, in arrival order (a non-JSON frame is kept as its text). */
  messages: unknown[];
  /** Resolves with the close code. */
  closed: Promise<number>;
  /** Resolves once the upgrade succeeded. */
  opened: Promise<void>;
}

export function connectSocket(baseUrl: string, userId: number | string, token?: string): TestSocket {
  const url = new URL(`/websocket/${userId}`, baseUrl.replace(/^http/, 'ws'));
  if (token !== undefined) url.searchParams.set('token', token);
  const socket = new WebSocket(url);
  const messages: unknown[] = [];
  socket.on('message', (data) => {
    const text = String(data);
    try {
      messages.push(JSON.parse(text));
    } catch {
      messages.push(text);
    }
  });
  const closed = new Promise<number>((resolve) => socket.on('close', (code) => resolve(code)));
  const opened = new Promise<void>((resolve, reject) => {
    socket.once('open', () => resolve());
    socket.once('error', reject);
  });
  socket.on('error', () => {});
  return { socket, messages, closed, opened };
}
