import { inArray } from 'drizzle-orm';
import type { FastifyBaseLogger, InjectOptions, LightMyRequestResponse } from 'fastify';
import { buildApp } from '../app';
import { type Config, testConfig } from '../config';
import type { Database, Db } from '../db/client';
import { roles, userRoles, users } from '../db/schema';
import { seedReference } from '../db/seed/reference';
import { hashPassword } from '../platform/auth/passwords';
import { SessionStore } from '../platform/auth/sessions';
import type { App } from '../platform/deps';
import { openTestDatabase } from './database';

export const ADMIN_PASSWORD = 'Admin#2026a';
export const USER_PASSWORD = 'Passw0rd#1';

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
  /** Makes a call and returns the response with its parsed envelope. */
  call(method: InjectOptions['method'], url: string, options?: CallOptions): Promise<Called>;
  /** Signs in and returns the token. */
  login(username: string, password: string, remoteAddress?: string): Promise<string>;
  createUser(fields: NewUser): Promise<typeof users.$inferSelect>;
  close(): Promise<void>;
}

export interface Called {
  status: number;
  body: { rtnCode: string; rtnMessage: string; dataSet: any };
  raw: LightMyRequestResponse;
}

export interface NewUser {
  loginName: string;
  password?: string;
  roleCodes?: string[];
  userType?: string;
  status?: number;
  enableLogin?: boolean;
  orgId?: number | null;
}

let userPasswordHash: Promise<string> | undefined;
let counter = 0;

/** A built application on a fresh, migrated and seeded database (silent unless given a logger). */
export async function createTestApp(
  overrides: Partial<Config> = {},
  options: { logger?: FastifyBaseLogger } = {},
): Promise<TestApp> {
  const { database, drop } = await openTestDatabase();
  const config = testConfig({ LOGIN_RATE_LIMIT: 10_000, ...overrides });
  await seedReference(database.db, { adminPassword: ADMIN_PASSWORD });
  const sessions = new SessionStore(database.db, config.SESSION_DAYS * 86_400_000);
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
    async createUser(fields) {
      userPasswordHash ??= hashPassword(USER_PASSWORD);
      const passwordHash = fields.password ? await hashPassword(fields.password) : await userPasswordHash;
      counter += 1;
      const [user] = await database.db
        .insert(users)
        .values({
          loginName: fields.loginName,
          passwordHash,
          realname: `测试用户${counter}`,
          userNo: `T${process.pid}${counter}`,
          userType: fields.userType ?? 'staff',
          status: fields.status ?? 1,
          enableLogin: fields.enableLogin ?? true,
          orgId: fields.orgId ?? null,
        })
        .returning();
      if (!user) throw new Error('user not created');
      if (fields.roleCodes?.length) {
        const found = await database.db.select().from(roles).where(inArray(roles.roleCode, fields.roleCodes));
        await database.db.insert(userRoles).values(found.map((r) => ({ userId: user.id, roleId: r.id })));
      }
      return user;
    },
    async close() {
      await app.close();
      await drop();
    },
  };
}
