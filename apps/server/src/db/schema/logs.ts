import { sql } from 'drizzle-orm';
import { bigint, index, integer, pgTable, smallint, text, timestamp } from 'drizzle-orm/pg-core';

/** The access log of spec 001 §3: one row per API request, written in batches. */
export const accessLogs = pgTable(
  'access_logs',
  {
    id: bigint({ mode: 'number' }).primaryKey().generatedByDefaultAsIdentity(),
    logChannelId: text(),
    parentLogChannelId: text(),
    appId: integer(),
    /** 1 login, 2 operation: dictionary log_type */
    logType: smallint().notNull().default(2),
    method: text().notNull(),
    requestUri: text().notNull(),
    requestIp: text(),
    requestData: text(),
    responseData: text(),
    responseStatus: integer().notNull(),
    costTime: integer().notNull(),
    logFilePath: text(),
    userAgent: text(),
    userId: integer(),
    createBy: text(),
    createTime: timestamp({ withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index('access_logs_time_idx').on(t.createTime),
    index('access_logs_user_time_idx').on(t.createBy, t.createTime),
    // The log page's filters (modules/logs): URI prefix (LIKE 'x%'), status, address, slow requests.
    index('access_logs_uri_idx').using('btree', t.requestUri.op('text_pattern_ops')),
    index('access_logs_status_time_idx').on(t.responseStatus, t.createTime),
    index('access_logs_ip_time_idx').on(t.requestIp, t.createTime),
    index('access_logs_cost_idx').on(t.costTime),
  ],
);

/** Every sign-in attempt, successful or not, with the reason it failed. */
export const loginLogs = pgTable(
  'login_logs',
  {
    id: bigint({ mode: 'number' }).primaryKey().generatedByDefaultAsIdentity(),
    loginName: text().notNull(),
    userId: integer(),
    ip: text(),
    userAgent: text(),
    /** success | failure | locked | captcha */
    outcome: text().notNull(),
    reason: text(),
    loginType: text().notNull().default('password'),
    createTime: timestamp({ withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index('login_logs_name_time_idx').on(t.loginName, t.createTime),
    index('login_logs_ip_time_idx').on(t.ip, t.createTime),
    index('login_logs_time_idx').on(t.createTime),
    index('login_logs_outcome_time_idx').on(t.outcome, t.createTime),
    // The home page's sign-in counts (modules/dashboard) read successes only.
    index('login_logs_success_time_idx').on(t.createTime).where(sql`${t.outcome} = 'success'`),
  ],
);
