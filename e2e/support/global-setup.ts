import path from 'node:path';
import type { TestProject } from 'vitest/node';
// @ts-expect-error: a plain ES module shared with `npm start`.
import { ensureWebBuilt, root } from '../../scripts/build-web.mjs';
import { E2E_ADMIN_PASSWORD, openServerPool } from './server-pool';

declare module 'vitest' {
  export interface ProvidedContext {
    /** The server pool's endpoint (server-pool.ts); test files get their server from support/server.ts. */
    serverPool: string;
    adminPassword: string;
  }
}

/** Builds the portal if its sources changed, and opens the pool of servers the workers draw on. */
export default async function setup(project: TestProject) {
  (ensureWebBuilt as () => void)();
  const pool = await openServerPool(path.join(root as string, 'apps/server'));
  project.provide('serverPool', pool.address);
  project.provide('adminPassword', E2E_ADMIN_PASSWORD);
  return () => pool.close();
}
