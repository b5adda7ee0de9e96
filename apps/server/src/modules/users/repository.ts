import type { UserFilter } from '@awards/shared/users';
import { and, desc, eq, getTableColumns, type SQL, sql } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client';
import { organisations, users } from '../../db/schema';
import { inOrgSubtree } from '../../platform/data-scope';
import { fixedSelect } from '../../platform/fixed-select';
import { PAGE_COUNT } from '../../platform/paging';
import { containsText, containsTextIgnoringCase, startsWithText } from '../../platform/text-match';

/**
 * Query pieces of the users area (Drizzle only, no rules). The selected columns
 * leave out every secret: the password hash and the sign-in lock counters are
 * never read into a list, so they cannot reach a presenter by mistake.
 */
const {
  passwordHash: _hash,
  failedLoginCount: _failed,
  lockedUntil: _locked,
  captchaWindowCount: _window,
  captchaWindowStart: _windowStart,
  lastLoginIp: _ip,
  ...publicUserColumns
} = getTableColumns(users);

export const userListColumns = {
  ...publicUserColumns,
  orgCode: organisations.organCode,
  orgName: organisations.organName,
};

export type UserListRow = Omit<
  typeof users.$inferSelect,
  | 'passwordHash'
  | 'failedLoginCount'
  | 'lockedUntil'
  | 'captchaWindowCount'
  | 'captchaWindowStart'
  | 'lastLoginIp'
> & { orgCode: string | null; orgName: string | null };

/**
 * What realname_grams must contain for the name to contain `text`: the character
 * itself for a one-character search, else every pair of neighbouring characters.
 * realname_grams is the generated column of migration 0003 (characters and pairs).
 */
export function searchGrams(text: string): string[] {
  const chars = Array.from(text);
  if (chars.length <= 1) return chars;
  const pairs = new Set<string>();
  for (let i = 0; i < chars.length - 1; i++) pairs.add(`${chars[i]}${chars[i + 1]}`);
  return [...pairs];
}

/** A text[] literal, sent as one bound parameter ('{"a","b"}'); drizzle would spread a JS array. */
const textArrayLiteral = (values: string[]) =>
  `{${values.map((v) => `"${v.replace(/["\\]/g, (c) => `\\${c}`)}"`).join(',')}}`;

/** "The real name contains text": the GIN index on the grams finds the candidates, LIKE confirms. */
export function realnameContains(text: string): SQL {
  const grams = textArrayLiteral(searchGrams(text));
  return and(sql`${users}.realname_grams @> ${grams}::text[]`, containsText(users.realname, text))!;
}

/** An organisation as the subtree filter needs it. */
export async function findOrgPath(db: DbOrTx, orgId: number) {
  const [org] = await db
    .select({ id: organisations.id, parentIds: organisations.parentIds })
    .from(organisations)
    .where(eq(organisations.id, orgId));
  return org ?? null;
}

/**
 * The conditions of the users page and the export. orgId means "that organisation
 * and below"; an organisation that does not exist matches nothing.
 */
export async function userFilterConditions(db: DbOrTx, filter: UserFilter): Promise<SQL[]> {
  const conditions: SQL[] = [eq(users.delFlag, 0)];
  if (filter.realname) conditions.push(realnameContains(filter.realname));
  if (filter.loginName) conditions.push(containsTextIgnoringCase(users.loginName, filter.loginName));
  if (filter.phone) conditions.push(startsWithText(users.phone, filter.phone));
  if (filter.status !== undefined) conditions.push(eq(users.status, filter.status));
  if (filter.userType) conditions.push(eq(users.userType, filter.userType));
  if (filter.orgId !== undefined) {
    const org = await findOrgPath(db, filter.orgId);
    conditions.push(org ? inOrgSubtree(users.orgId, org) : sql`false`);
  }
  return conditions;
}

/** One page of users, newest first, with their organisation's code and name. */
export function selectUserPage(db: DbOrTx, where: SQL | undefined, limit: number, offset: number) {
  return db
    .select(userListColumns)
    .from(users)
    .leftJoin(organisations, eq(organisations.id, users.orgId))
    .where(where)
    .orderBy(desc(users.id))
    .limit(limit)
    .offset(offset);
}

/** The users page's columns and tables, rendered once (platform/fixed-select.ts). */
const userList = fixedSelect<UserListRow>(
  userListColumns,
  sql`${users} left join ${organisations} on ${eq(organisations.id, users.orgId)}`,
);

/**
 * The same page, each row carrying `count` (pagedQueryCounted: page and count in one
 * statement). Read on every visit of the users area: its 35 columns are not walked by the
 * query builder again on each request (fixedSelect); the rows are selectUserPage's.
 */
export function selectUserPageCounted(
  db: DbOrTx,
  where: SQL | undefined,
  limit: number,
  offset: number,
  count: SQL<number>,
) {
  return userList.rows<{ [PAGE_COUNT]: number }>(
    db,
    sql`select ${userList.list}, ${count} as ${sql.identifier(PAGE_COUNT)} ${userList.from}
      ${where ? sql`where ${where}` : sql``} order by ${users.id} desc limit ${limit} offset ${offset}`,
    { [PAGE_COUNT]: Number },
  );
}

export async function countUsers(db: DbOrTx, where: SQL | undefined): Promise<number> {
  return db.$count(users, where);
}

/** Users by id with their organisation, for detail and write answers. */
export function selectUsersWhere(db: DbOrTx, ...conditions: (SQL | undefined)[]) {
  return db
    .select(userListColumns)
    .from(users)
    .leftJoin(organisations, eq(organisations.id, users.orgId))
    .where(and(...conditions));
}
