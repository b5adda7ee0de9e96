import type { Db } from '../db/client';
import { seedDemo } from '../db/seed/demo';
import { modules } from '../modules';
import { hashPassword } from '../platform/auth/passwords';

/**
 * The demo data exactly as `npm start` loads it (bootstrap.ts): the platform's
 * rows, then every module's `seedDemo` in module-list order.
 */
export function seedFullDemo(db: Db, password: string): Promise<{ created: boolean }> {
  return seedDemo(db, { password, seeds: modules.demoSeeds() });
}

/** Runs every module's demo seed again, as a second start would without the marker: nothing may change. */
export async function reseedModules(db: Db): Promise<void> {
  const passwordHash = await hashPassword('Unused#2026');
  await db.transaction(async (tx) => {
    for (const seed of modules.demoSeeds()) await seed(tx, { passwordHash });
  });
}
