import { inject } from 'vitest';

/**
 * The portal server of this worker (server-pool.ts): files of the same worker share it in
 * turn, files of another worker run side by side against another one.
 */
async function serverOfThisWorker(): Promise<string> {
  const slot = process.env.VITEST_POOL_ID ?? '1';
  const response = await fetch(`${inject('serverPool')}/server/${slot}`);
  if (!response.ok) throw new Error(`no server for worker ${slot}: ${await response.text()}`);
  return ((await response.json()) as { baseURL: string }).baseURL;
}

export const baseURL = await serverOfThisWorker();

/**
 * A server of the file's own, on fresh demo data that no other file changes: for a test
 * that reads the whole product as seeded (a page of another file's leftovers would fail it).
 * It costs a server start: use it only for that.
 */
export async function ownServer(name: string, settings: Record<string, string> = {}): Promise<string> {
  const query = new URLSearchParams(settings).toString();
  const response = await fetch(`${inject('serverPool')}/server/own/${name}${query ? `?${query}` : ''}`);
  if (!response.ok) throw new Error(`no server for ${name}: ${await response.text()}`);
  return ((await response.json()) as { baseURL: string }).baseURL;
}
