import { inject } from 'vitest';

/**
 * Asks the server pool (server-pool.ts) for a server: `path` is `/server/{slot}` or
 * `/server/own/{name}[?settings]`. The pool answers once the server is up, which can take
 * minutes on a loaded machine; a server that failed to start is thrown with its output.
 */
export async function askPool<T extends { baseURL: string }>(path: string): Promise<T> {
  const response = await fetch(`${inject('serverPool')}${path}`);
  if (!response.ok) throw new Error(`no server at ${path}: ${await response.text()}`);
  const answer = (await response.json()) as T | { error: string };
  if ('error' in answer) throw new Error(`no server at ${path}: ${answer.error}`);
  return answer;
}
