import { type Config, testConfig } from '../config';
import type { Database, Db } from '../db/client';
import type { users } from '../db/schema';
import { modules } from '../modules';
import { SessionStore } from '../platform/auth/sessions';
import { type AnyModule, buildModules, type ModuleList } from '../platform/module';
import { createPlatform, type Platform, type PlatformOptions } from '../platform/platform';
import { openTestDatabase } from './database';
import { createTestUser, type NewUser } from './users';

export interface TestServices {
  platform: Platform;
  db: Db;
  database: Database;
  config: Config;
  /** The services `module` built, typed by its descriptor: `servicesOf(noticesModule).notices`. */
  servicesOf<M extends AnyModule>(module: M): ReturnType<M['build']>['services'];
  createUser(fields: NewUser): Promise<typeof users.$inferSelect>;
  close(): Promise<void>;
}

/**
 * The platform and every module's services, built as the app builds them (src/modules.ts,
 * hooks registered) on a database of their own, migrated and seeded like createTestApp's,
 * without Fastify or HTTP: for rule-heavy code tested against the real database. The
 * platform is not started (no scheduler; `platform.ready()` starts it). A push hub or a
 * log may be given to see what services push or log; by default both are silent.
 */
export async function createTestServices(
  overrides: Partial<Config> = {},
  options: PlatformOptions = {},
): Promise<TestServices> {
  const { database, drop } = await openTestDatabase({ seeded: true });
  const config = testConfig({ LOGIN_RATE_LIMIT: 10_000, ...overrides });
  const sessions = SessionStore.fromConfig(database.db, config);
  const platform = createPlatform({ config, database, sessions }, options);
  const { instances } = buildModules(platform, modules);
  const servicesOf = (module: AnyModule) => {
    const instance = instances.find((i) => i.module === module);
    if (!instance) throw new Error(`module ${module.name} is not in src/modules.ts`);
    return instance.services;
  };
  return {
    platform,
    db: database.db,
    database,
    config,
    servicesOf: servicesOf as TestServices['servicesOf'],
    createUser: (fields) => createTestUser(database.db, fields),
    async close() {
      await platform.close();
      await drop();
    },
  };
}

/** Every module's public API by module name, typed by src/modules.ts. */
export type ModuleApis = typeof modules extends ModuleList<infer Apis> ? Apis : never;

/**
 * Every module's public API, built as the app builds them, on a platform of their own over
 * `database` (not started): for a test that builds one service by hand beside a TestApp,
 * giving it the APIs its descriptor would. `close` when done.
 */
export function createModuleApis(
  database: Database,
  overrides: Partial<Config> = {},
): { apis: ModuleApis; close(): Promise<void> } {
  const config = testConfig(overrides);
  const sessions = SessionStore.fromConfig(database.db, config);
  const platform = createPlatform({ config, database, sessions });
  const { apis } = buildModules(platform, modules);
  return { apis: apis as ModuleApis, close: () => platform.close() };
}
