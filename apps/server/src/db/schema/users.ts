import { sql } from 'drizzle-orm';
import {
  boolean,
  date,
  index,
  integer,
  pgSequence,
  pgTable,
  primaryKey,
  smallint,
  text,
  timestamp,
  uniqueIndex,
} from 'drizzle-orm/pg-core';
import { auditColumns, delFlag, id } from './columns';
import { organisations } from './organisations';
import { roles } from './roles';

/** Every user field of spec 000 §3 and 001 §3; synonyms (mails/email...) are one column. */
export const users = pgTable(
  'users',
  {
    id: id(),
    userNo: text().notNull().unique(),
    loginName: text().notNull(),
    passwordHash: text().notNull(),
    realname: text().notNull(),
    nickname: text(),
    avatar: text(),
    birthday: date(),
    /** 1 male, 2 female: dictionary sex */
    sex: smallint(),
    email: text(),
    phone: text(),
    telephone: text(),
    workNo: text(),
    post: text(),
    orgId: integer().references(() => organisations.id),
    /** staff | declarer | expert: dictionary user_type */
    userType: text().notNull().default('staff'),
    userIdentity: smallint(),
    /** 1 normal, 2 frozen: dictionary user_status */
    status: smallint().notNull().default(1),
    enableLogin: boolean().notNull().default(true),
    remarks: text(),
    activitiSync: smallint().notNull().default(0),
    thirdId: text(),
    thirdType: text(),
    subjectType: text(),
    tenantId: integer(),
    lastLoginTime: timestamp({ withTimezone: true }),
    lastLoginIp: text(),
    /** Consecutive wrong passwords, counting the checks in flight; the lock comes at LOGIN_LOCK_AFTER. */
    failedLoginCount: integer().notNull().default(0),
    lockedUntil: timestamp({ withTimezone: true }),
    /** Wrong passwords (and checks in flight) since captchaWindowStart; a captcha from LOGIN_CAPTCHA_AFTER. */
    captchaWindowCount: integer().notNull().default(0),
    captchaWindowStart: timestamp({ withTimezone: true }),
    passwordChangedAt: timestamp({ withTimezone: true }),
    delFlag: delFlag(),
    deletedAt: timestamp({ withTimezone: true }),
    ...auditColumns,
  },
  (t) => [
    uniqueIndex('users_login_name_key').on(sql`lower(${t.loginName})`),
    // del_flag too, so that counting an organisation subtree's live users reads the index only.
    index('users_org_idx').on(t.orgId, t.delFlag),
    // Unique because phone and e-mail identify a person (phone sign-in, the duplicate checks);
    // pattern_ops so that the page's phone-prefix filter can use the same index.
    uniqueIndex('users_phone_key').on(t.phone.op('text_pattern_ops')),
    uniqueIndex('users_email_key').on(sql`lower(${t.email})`),
    uniqueIndex('users_work_no_key').on(t.workNo),
    // One account per provider subject (third-party sign-in finds the user by it; docs/sso.md).
    uniqueIndex('users_third_key').on(t.thirdType, t.thirdId),
    index('users_status_idx').on(t.status),
    index('users_type_idx').on(t.userType),
    // The recycle bin lists deleted users, newest first; the partial index stays tiny.
    index('users_recycle_idx').on(t.deletedAt).where(sql`${t.delFlag} = 1`),
    // The name filters' indexes are in the custom migration 0003_admin_search_indexes.sql:
    // the generated column realname_grams (characters and pairs of the real name, GIN) and
    // the optional pg_trgm index on lower(login_name), which drizzle-kit cannot express.
    // realname_grams is deliberately not declared here: nothing reads or writes it but SQL.
  ],
);

/** Numbers the userNo ('U' + zero-padded value); numbers already taken by seeds are skipped. */
export const userNoSequence = pgSequence('user_no_seq', { startWith: 1 });

export const userRoles = pgTable(
  'user_roles',
  {
    userId: integer()
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    roleId: integer()
      .notNull()
      .references(() => roles.id, { onDelete: 'cascade' }),
  },
  (t) => [primaryKey({ columns: [t.userId, t.roleId] }), index('user_roles_role_idx').on(t.roleId)],
);

/**
 * Sign-in sessions. Only the SHA-256 of the token is stored, so a copy of this
 * table cannot be replayed; revokedAt ends a session at once (logout, freeze,
 * password change, forced sign-out).
 */
export const sessions = pgTable(
  'sessions',
  {
    id: id(),
    tokenHash: text().notNull().unique(),
    userId: integer()
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    ip: text(),
    userAgent: text(),
    createTime: timestamp({ withTimezone: true }).notNull().defaultNow(),
    lastSeenAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
    expiresAt: timestamp({ withTimezone: true }).notNull(),
    revokedAt: timestamp({ withTimezone: true }),
    revokeReason: text(),
  },
  (t) => [index('sessions_user_idx').on(t.userId), index('sessions_expires_idx').on(t.expiresAt)],
);
