import { randomBytes } from 'node:crypto';
import { Writable } from 'node:stream';
import { eq } from 'drizzle-orm';
import { pino } from 'pino';
import { inject } from 'vitest';
import { buildApp } from '../app';
import { type Config, testConfig } from '../config';
import { type Database, openDatabase } from '../db/client';
import { users } from '../db/schema';
import { hashPassword } from '../platform/auth/passwords';
import { SessionStore } from '../platform/auth/sessions';
import type { App } from '../platform/deps';
import { ADMIN_PASSWORD, USER_PASSWORD } from './credentials';
import { createDatabase, databaseUrl, withAdminClient } from './postgres-template';

/**
 * Scale-out tests (ARCHITECTURE.md): several `buildApp` instances on their own
 * ports and their own connection pools, sharing one PostgreSQL database. PGlite
 * lives inside one process and cannot be shared, so these run in the postgres
 * project only.
 */
export { ADMIN_PASSWORD, USER_PASSWORD };

/** Why instances cannot share a database in this run, or null. */
export function sharedDatabaseUnavailable(): string | null {
  if (process.env.TEST_DB !== 'postgres' || !process.env.TEST_DATABASE_URL) {
    return 'needs the postgres project (a database several instances can share)';
  }
  return null;
}

export interface SharedDatabase {
  url: string;
  adminId: number;
  drop(): Promise<void>;
}

/**
 * A new database on the TEST_DATABASE_URL server, migrated and seeded: a copy of the
 * run's seeded template (src/test/global-setup.ts).
 */
export async function createSharedDatabase(prefix: string): Promise<SharedDatabase> {
  const adminUrl = process.env.TEST_DATABASE_URL as string;
  const name = `awards_${prefix}_${process.pid}_${randomBytes(4).toString('hex')}`;
  await createDatabase(adminUrl, name, inject('testDatabaseTemplates').seeded);
  const url = databaseUrl(adminUrl, name);
  const setup = await openDatabase({ url, poolSize: 1 });
  const [row] = await setup.db.select({ id: users.id }).from(users).where(eq(users.loginName, 'admin'));
  await setup.close();
  return {
    url,
    adminId: Number(row?.id),
    drop: async () => {
      await withAdminClient(adminUrl, (c) => c.query(`drop database if exists "${name}" with (force)`));
    },
  };
}

export interface Instance {
  app: App;
  database: Database;
  baseUrl: string;
  /** What the instance logged (pino records), when started with `captureLog`. */
  log: Array<{ level: number; msg: string }>;
  close(): Promise<void>;
}

/** One server instance on a free port, on the shared database. */
export async function startInstance(
  url: string,
  overrides: Partial<Config> = {},
  { captureLog = false } = {},
): Promise<Instance> {
  const database = await openDatabase({ url, poolSize: 4 });
  const config = testConfig({ LOGIN_RATE_LIMIT: 10_000, ...overrides });
  const sessions = SessionStore.fromConfig(database.db, config);
  const log: Instance['log'] = [];
  const logger = captureLog
    ? pino(
        { level: 'info' },
        new Writable({
          write(chunk, _encoding, done) {
            for (const line of String(chunk).split('\n')) if (line) log.push(JSON.parse(line));
            done();
          },
        }),
      )
    : undefined;
  const app = await buildApp({ config, database, sessions }, logger ? { logger } : {});
  await app.listen({ port: 0, host: '127.0.0.1' });
  return {
    app,
    database,
    baseUrl: `http://127.0.0.1:${(app.server.address() as { port: number }).port}`,
    log,
    async close() {
      await app.close();
      await database.close();
    },
  };
}

/** A real HTTP call (not inject): the instances talk to each other through PostgreSQL and Redis only. */
export async function call(instance: Instance, path: string, token: string | null, body: unknown) {
  const res = await fetch(instance.baseUrl + path, {
    method: 'POST',
    headers: { 'content-type': 'application/json', ...(token ? { authorization: token } : {}) },
    body: JSON.stringify(body),
  });
  return { status: res.status, body: (await res.json()) as { rtnCode: string; dataSet: any } };
}

export async function signIn(instance: Instance, username: string, password: string): Promise<string> {
  const res = await call(instance, '/callback?client_name=myform_client', null, { username, password });
  if (res.status !== 200) throw new Error(`sign-in of ${username} failed: ${res.status}`);
  return res.body.dataSet.token as string;
}

let counter = 0;

/** A staff user with USER_PASSWORD, straight into the shared database. */
export async function createUser(instance: Instance, loginName: string): Promise<number> {
  counter += 1;
  const [user] = await instance.database.db
    .insert(users)
    .values({
      loginName,
      passwordHash: await hashPassword(USER_PASSWORD),
      realname: `测试用户${counter}`,
      userNo: `M${process.pid}${counter}`,
      userType: 'staff',
      status: 1,
      enableLogin: true,
    })
    .returning({ id: users.id });
  if (!user) throw new Error('user not created');
  return user.id;
}
