import { randomBytes } from 'node:crypto';
import type { Config } from './config';
import { type Database, migrateDatabase, openDatabase } from './db/client';
import { seedDemo } from './db/seed/demo';
import { seedReference } from './db/seed/reference';
import { modules } from './modules';

export interface Bootstrapped {
  database: Database;
  /** Set only when this start created the administrator with a generated password. */
  generatedAdminPassword: string | null;
  /** Set when this start loaded the demo users, with the password they share. */
  demoPassword: string | null;
}

/** A random password that obeys the password rule (a letter and a digit, 8+ characters). */
const randomPassword = () => `Aw${randomBytes(9).toString('base64url')}7`;

/**
 * Opens the database, applies migrations and the reference seed (and the demo
 * data when asked), under a lock so that instances starting together do it once.
 */
export async function bootstrapDatabase(config: Config): Promise<Bootstrapped> {
  const database = await openDatabase({ url: config.DATABASE_URL, dataDir: config.DATA_DIR });
  try {
    return await database.withStartupLock(async () => {
      await migrateDatabase(database);
      const candidate = config.ADMIN_PASSWORD ?? randomPassword();
      const { adminCreated } = await seedReference(database.db, { adminPassword: candidate });
      const generatedAdminPassword = adminCreated && !config.ADMIN_PASSWORD ? candidate : null;
      let demoPassword: string | null = null;
      if (config.DEMO_DATA) {
        const password = config.ADMIN_PASSWORD ?? generatedAdminPassword ?? randomPassword();
        const { created } = await seedDemo(database.db, {
          password,
          seeds: modules.demoSeeds(),
          accessLogRows: config.DEMO_ACCESS_LOG_ROWS,
        });
        if (created) demoPassword = password;
      }
      return { database, generatedAdminPassword, demoPassword };
    });
  } catch (error) {
    await database.close().catch(() => {});
    throw error;
  }
}
