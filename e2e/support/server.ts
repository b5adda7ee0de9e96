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
