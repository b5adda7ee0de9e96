import { askPool } from './server-ask';

/**
 * The portal server of this worker (server-pool.ts): files of the same worker share it in
 * turn, files of another worker run side by side against another one.
 */
async function serverOfThisWorker(): Promise<string> {
  return (await askPool(`/server/${process.env.VITEST_POOL_ID ?? '1'}`)).baseURL;
}

export const baseURL = await serverOfThisWorker();

/**
 * A server of the file's own, on fresh demo data that no other file changes: for a test
 * that reads the whole product as seeded (a page of another file's leftovers would fail it).
 * It costs a server start: use it only for that.
 */
export async function ownServer(name: string, settings: Record<string, string> = {}): Promise<string> {
  const query = new URLSearchParams(settings).toString();
  return (await askPool(`/server/own/${name}${query ? `?${query}` : ''}`)).baseURL;
}
