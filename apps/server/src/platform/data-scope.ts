import { type AnyColumn, and, eq, inArray, or, type SQL, sql } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import type { DbOrTx } from '../db/client';
import { DATA_SCOPE, organisations, roleDataScopeOrgs, roles, userRoles } from '../db/schema';

/**
 * What a signed-in user may see of a scoped list (ARCHITECTURE.md, "Permission
 * guard"): the union of their roles' data scopes. `all` short-cuts everything;
 * otherwise a row is visible when its organisation is one of `orgIds`, or lies in
 * the subtree under one of `subtreePaths`, or (with `self`) the user owns it.
 */
export type DataScope =
  | { all: true }
  | {
      all: false;
      userId: number;
      /** Exact organisations: own organisation (3) and custom ones (5). */
      orgIds: number[];
      /** Materialised paths (',1,4,7,') whose descendants are visible: own organisation and below (2). */
      subtreePaths: string[];
      /** Rows the user owns (4), and what a user without any role keeps: their own. */
      self: boolean;
    };

export interface ScopedColumns {
  /** The column holding the row's organisation id. */
  org: AnyColumn;
  /** The column holding the user id that owns the row; without it, scope 4 shows no rows. */
  owner?: AnyColumn;
}

// Subqueries read organisations under their own name, so that they also work inside a
// query over organisations itself.
const SCOPE_ORG = 'scope_org';
const scopeOrg = alias(organisations, SCOPE_ORG);
const scopeOrgFrom = sql`${organisations} ${sql.identifier(SCOPE_ORG)}`;

/** The path below which an organisation's descendants sit (parentIds of a child). */
export const childPathOf = (org: { id: number; parentIds: string }) => `${org.parentIds}${org.id},`;

/** Rows whose organisation is `org` or any organisation below it (a filter, not a scope). */
export function inOrgSubtree(column: AnyColumn, org: { id: number; parentIds: string }): SQL {
  const below = `${childPathOf(org)}%`;
  return sql`${column} in (select ${scopeOrg.id} from ${scopeOrgFrom} where ${scopeOrg.id} = ${org.id} or ${scopeOrg.parentIds} like ${below})`;
}

/** Whose data scope: the user and the organisation they are placed in (a SessionUser fits). */
export interface ScopeHolder {
  userId: number;
  orgId: number | null;
}

/**
 * Where request paths get a data scope: the session store, which holds it in memory
 * (docs/security.md "Sessions and permissions from memory"). A transaction that must
 * see its own writes, or that decides a grant, calls resolveDataScope itself.
 */
export interface DataScopeSource {
  dataScope(user: ScopeHolder): Promise<DataScope>;
}

/**
 * A request's scope from the source, unless `db` is a transaction other than `outside`
 * (the service's own connection): then from that transaction, which sees its own writes.
 */
export function scopeFrom(
  source: DataScopeSource,
  user: ScopeHolder,
  db?: DbOrTx,
  outside?: DbOrTx,
): Promise<DataScope> {
  return db === undefined || db === outside ? source.dataScope(user) : resolveDataScope(db, user);
}

/** Reads the user's roles (in force) and folds their scopes into one. */
export async function resolveDataScope(db: DbOrTx, user: ScopeHolder): Promise<DataScope> {
  const held = await db
    .select({ roleId: roles.id, dataScope: roles.dataScope })
    .from(userRoles)
    .innerJoin(roles, and(eq(roles.id, userRoles.roleId), eq(roles.delFlag, 0)))
    .where(eq(userRoles.userId, user.userId));
  const scopes = new Set<number>(held.map((r) => r.dataScope));
  if (scopes.has(DATA_SCOPE.all)) return { all: true };

  const orgIds = new Set<number>();
  const subtreePaths: string[] = [];
  if (user.orgId !== null && (scopes.has(DATA_SCOPE.orgAndBelow) || scopes.has(DATA_SCOPE.ownOrg))) {
    orgIds.add(user.orgId);
    if (scopes.has(DATA_SCOPE.orgAndBelow)) {
      const [own] = await db
        .select({ id: organisations.id, parentIds: organisations.parentIds })
        .from(organisations)
        .where(eq(organisations.id, user.orgId));
      if (own) subtreePaths.push(childPathOf(own));
    }
  }
  const customRoleIds = held.filter((r) => r.dataScope === DATA_SCOPE.custom).map((r) => r.roleId);
  if (customRoleIds.length > 0) {
    const custom = await db
      .selectDistinct({ organId: roleDataScopeOrgs.organId })
      .from(roleDataScopeOrgs)
      .where(inArray(roleDataScopeOrgs.roleId, customRoleIds));
    for (const row of custom) orgIds.add(row.organId);
  }
  return {
    all: false,
    userId: user.userId,
    orgIds: [...orgIds].sort((a, b) => a - b),
    subtreePaths,
    self: scopes.has(DATA_SCOPE.self) || held.length === 0,
  };
}

/**
 * The condition to AND into a list query, or undefined when the scope is "all".
 * A scope that grants nothing yields `false`, never an empty IN list.
 */
export function dataScopeFilter(scope: DataScope, columns: ScopedColumns): SQL | undefined {
  if (scope.all) return undefined;
  const parts: SQL[] = [];
  if (scope.orgIds.length > 0) parts.push(inArray(columns.org, scope.orgIds));
  for (const path of scope.subtreePaths) {
    // A subquery, not a list of ids: a subtree may hold thousands of organisations.
    parts.push(
      sql`${columns.org} in (select ${scopeOrg.id} from ${scopeOrgFrom} where ${scopeOrg.parentIds} like ${`${path}%`})`,
    );
  }
  if (scope.self && columns.owner) parts.push(eq(columns.owner, scope.userId));
  if (parts.length === 0) return sql`false`;
  return parts.length === 1 ? parts[0] : or(...parts);
}

/** Both steps at once, for a service that filters one list. */
export async function dataScopeCondition(
  db: DbOrTx,
  user: { userId: number; orgId: number | null },
  columns: ScopedColumns,
): Promise<SQL | undefined> {
  return dataScopeFilter(await resolveDataScope(db, user), columns);
}
