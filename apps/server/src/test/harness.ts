import type { FastifyBaseLogger, InjectOptions, LightMyRequestResponse } from 'fastify';
import { buildApp } from '../app';
import { type Config, testConfig } from '../config';
import type { Database, Db } from '../db/client';
import type { users } from '../db/schema';
import { SessionStore } from '../platform/auth/sessions';
import type { App } from '../platform/deps';
import { ADMIN_PASSWORD, USER_PASSWORD } from './credentials';
import { openTestDatabase } from './database';
import { createTestUser, type NewUser } from './users';

export type { NewUser };
export { ADMIN_PASSWORD, USER_PASSWORD };

export interface CallOptions {
  token?: string | null;
  body?: unknown;
  query?: Record<string, string>;
  headers?: Record<string, string>;
  remoteAddress?: string;
}

export interface TestApp {
  app: App;
  db: Db;
  database: Database;
  config: Config;
  /** The app's session store: what the guard holds in memory (sessions, permission codes). */
  sessions: SessionStore;
  /** Makes a call and returns the response with its parsed envelope. */
  call(method: InjectOptions['method'], url: string, options?: CallOptions): Promise<Called>;
  /** Signs in and returns the token. */
  login(username: string, password: string, remoteAddress?: string): Promise<string>;
  createUser(fields: NewUser): Promise<typeof users.$inferSelect>;
  close(): Promise<void>;
}

export interface Called {
  status: number;
  body: {
    rtnCode: string;
    rtnMessage: string;
    rtnKey?: string;
    rtnParams?: Record<string, unknown>;
    dataSet: any;
  };
  raw: LightMyRequestResponse;
}

/**
 * A built application on a database of its own, migrated and seeded with the reference
 * data (a copy of the run's template; the administrator's password is ADMIN_PASSWORD),
 * silent unless given a logger.
 */
export async function createTestApp(
  overrides: Partial<Config> = {},
  options: { logger?: FastifyBaseLogger } = {},
): Promise<TestApp> {
  const { database, drop } = await openTestDatabase({ seeded: true });
  const config = testConfig({ LOGIN_RATE_LIMIT: 10_000, ...overrides });
  const sessions = SessionStore.fromConfig(database.db, config);
  const app = await buildApp({ config, database, sessions }, options);
  await app.ready();

  const call: TestApp['call'] = async (method, url, options = {}) => {
    const headers: Record<string, string> = { ...options.headers };
    if (options.token) headers.authorization = options.token;
    const raw = await app.inject({
      method,
      url,
      headers,
      query: options.query,
      remoteAddress: options.remoteAddress,
      ...(options.body !== undefined ? { payload: options.body as object } : {}),
    });
    let body: Called['body'];
    try {
      body = raw.json();
    } catch {
      body = { rtnCode: '', rtnMessage: raw.body, dataSet: null };
    }
    return { status: raw.statusCode, body, raw };
  };

  return {
    app,
    db: database.db,
    database,
    config,
    sessions,
    call,
    async login(username, password, remoteAddress) {
      const res = await call('POST', '/callback?client_name=myform_client', {
        body: { username, password },
        remoteAddress,
      });
      if (res.status !== 200)
        throw new Error(`login ${username} failed: ${res.status} ${res.body.rtnMessage}`);
      return res.body.dataSet.token as string;
    },
    createUser: (fields) => createTestUser(database.db, fields),
    async close() {
      await app.close();
      await drop();
    },
  };
}
