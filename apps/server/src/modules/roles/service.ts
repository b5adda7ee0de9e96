import { RTN } from '@awards/shared/envelope';
import type { Page } from '@awards/shared/paging';
import { toPage } from '@awards/shared/paging';
import {
  ROLE_MESSAGES,
  type RoleAdd,
  type RoleDataScope,
  type RoleOption,
  type RolePageQuery,
  type RolePageRow,
  type RoleUpdate,
  type RoleView,
} from '@awards/shared/roles';
import { and, asc, eq, getTableColumns, inArray, ne, type SQL, sql } from 'drizzle-orm';
import type { Db, DbOrTx } from '../../db/client';
import { DATA_SCOPE, organisations, roleDataScopeOrgs, roles, userRoles } from '../../db/schema';
import {
  assertMayManageRole,
  assertScopeAllowed,
  grantableRoleIds,
  type Person,
} from '../../platform/auth/grant-policy';
import { isUniqueViolation } from '../../platform/db-errors';
import { AppError, badRequest, notFound, ruleViolation } from '../../platform/errors';
import { containsText, containsTextIgnoringCase } from '../../platform/text-match';
import { isBuiltInRole, presentRole } from './presenter';

type Actor = Person & { loginName: string };

const roleColumns = { ...getTableColumns(roles), organName: organisations.organName };

/** The number of users (recycle bin included) holding the role. */
const holders =
  sql<number>`(select count(*) from ${userRoles} where ${userRoles.roleId} = ${roles.id})`.mapWith(Number);

/**
 * Roles (spec 001 §7 "Roles"): the list, add and update (the payload wrapped as
 * roleEntity), delete, and the data scope with its custom organisations. The
 * menu-and-button grants are in permissions.ts, the users of a role in members.ts.
 */
export class RoleService {
  constructor(private readonly db: Db) {}

  /** Roles with their holders' count, each flagged whether the actor may grant it (as `all`). */
  async page(actor: Person, query: RolePageQuery): Promise<Page<RolePageRow>> {
    const where = and(
      eq(roles.delFlag, 0),
      query.roleName ? containsText(roles.roleName, query.roleName) : undefined,
      query.roleCode ? containsTextIgnoringCase(roles.roleCode, query.roleCode) : undefined,
    );
    const [rows, total] = await Promise.all([
      this.selectRoles(where, { userCount: holders })
        .orderBy(asc(roles.sortNumber), asc(roles.id))
        .limit(query.pageSize)
        .offset((query.pageNum - 1) * query.pageSize),
      this.db.$count(roles, where),
    ]);
    const grantable = await grantableRoleIds(
      this.db,
      actor,
      rows.map((r) => r.id),
    );
    return toPage(
      query,
      total,
      rows.map((row) => ({
        ...presentRole(row),
        grantable: grantable.has(row.id),
        userCount: row.userCount,
      })),
    );
  }

  /**
   * Every role in force, for pickers (the user form's role select), each flagged
   * whether the actor may grant it (whatever the holder's organisation; the grant
   * itself is judged for the holder, docs/security.md "Granting roles").
   */
  async all(actor: Person): Promise<RoleOption[]> {
    const rows = await this.selectRoles(eq(roles.delFlag, 0), {}).orderBy(
      asc(roles.sortNumber),
      asc(roles.id),
    );
    const grantable = await grantableRoleIds(
      this.db,
      actor,
      rows.map((r) => r.id),
    );
    return rows.map((row) => ({ ...presentRole(row), grantable: grantable.has(row.id) }));
  }

  async detail(roleId: number, db: DbOrTx = this.db): Promise<RoleView> {
    const [row] = await this.selectRoles(and(eq(roles.id, roleId), eq(roles.delFlag, 0)), {}, db);
    if (!row) throw notFound(ROLE_MESSAGES.notFound);
    return presentRole(row);
  }

  async add(actor: Actor, input: RoleAdd): Promise<RoleView> {
    await this.assertCodeFree(input.roleCode);
    await this.assertOrganisations(input.organId, input.organIds);
    const { organIds, ...fields } = input;
    return this.write(async (tx) => {
      await assertScopeAllowed(
        tx,
        actor,
        { id: null, roleName: input.roleName, dataScope: null },
        { dataScope: fields.dataScope ?? DATA_SCOPE.self, organIds: organIds ?? [] },
      );
      const [row] = await tx
        .insert(roles)
        .values({ ...fields, createBy: actor.loginName })
        .returning({ id: roles.id });
      await replaceScopeOrgs(tx, row!.id, fields.dataScope ?? DATA_SCOPE.self, organIds ?? []);
      return this.detail(row!.id, tx);
    });
  }

  async update(actor: Actor, input: RoleUpdate): Promise<RoleView> {
    const current = await this.requireRole(input.roleId);
    if (input.roleCode && input.roleCode !== current.roleCode) {
      if (isBuiltInRole(current.roleCode)) throw ruleViolation(ROLE_MESSAGES.builtInCode);
      await this.assertCodeFree(input.roleCode, input.roleId);
    }
    await this.assertOrganisations(input.organId, input.organIds);
    const { roleId, organIds, ...fields } = input;
    return this.write(async (tx) => {
      // The form sends the scope with every save: only a different one is a change of rights.
      const before = await scopeOrgIds(tx, roleId);
      const dataScope = fields.dataScope ?? current.dataScope;
      const scopeOrgs = dataScope === DATA_SCOPE.custom ? (organIds ?? before) : [];
      const scopeChange = dataScope !== current.dataScope || !sameIds(scopeOrgs, before);
      await assertMayManageRole(tx, actor, roleId, { rights: scopeChange });
      if (scopeChange) await assertScopeAllowed(tx, actor, current, { dataScope, organIds: scopeOrgs });
      await tx
        .update(roles)
        .set({ ...fields, updateBy: actor.loginName, updateTime: new Date() })
        .where(eq(roles.id, roleId));
      if (organIds !== undefined || fields.dataScope !== undefined) {
        await replaceScopeOrgs(tx, roleId, dataScope, organIds ?? (await scopeOrgIds(tx, roleId)));
      }
      return this.detail(roleId, tx);
    });
  }

  /**
   * Deleted for good once nobody holds it (its grants and scope organisations go
   * with it); refused while users hold it, and for the built-in roles.
   */
  async remove(actor: Actor, roleId: number): Promise<void> {
    const role = await this.requireRole(roleId);
    if (isBuiltInRole(role.roleCode)) throw ruleViolation(ROLE_MESSAGES.builtInDelete);
    await this.db.transaction(async (tx) => {
      await assertMayManageRole(tx, actor, roleId);
      // Locks the role's row, so that nobody is given it between the count and the delete.
      await tx.select({ id: roles.id }).from(roles).where(eq(roles.id, roleId)).for('update');
      const count = await tx.$count(userRoles, eq(userRoles.roleId, roleId));
      if (count > 0) throw ruleViolation(ROLE_MESSAGES.inUse(count));
      await tx.delete(roles).where(eq(roles.id, roleId));
    });
  }

  async dataScope(roleId: number): Promise<RoleDataScope> {
    const role = await this.requireRole(roleId);
    return {
      roleId,
      dataScope: role.dataScope as RoleDataScope['dataScope'],
      organIds: await scopeOrgIds(this.db, roleId),
    };
  }

  async bindDataScope(actor: Actor, input: RoleDataScope): Promise<RoleDataScope> {
    const current = await this.requireRole(input.roleId);
    await this.assertOrganisations(undefined, input.organIds);
    await this.db.transaction(async (tx) => {
      await assertMayManageRole(tx, actor, input.roleId, { rights: true });
      await assertScopeAllowed(tx, actor, current, input);
      await tx
        .update(roles)
        .set({ dataScope: input.dataScope, updateBy: actor.loginName, updateTime: new Date() })
        .where(eq(roles.id, input.roleId));
      await replaceScopeOrgs(tx, input.roleId, input.dataScope, input.organIds);
    });
    return this.dataScope(input.roleId);
  }

  /** Format is checked by the schema; here only whether another role has the code. */
  async checkCode(roleCode: string, exceptRoleId?: number | null) {
    await this.assertCodeFree(roleCode, exceptRoleId ?? undefined);
    return { valid: true as const, message: '该值可用！' };
  }

  async requireRole(roleId: number) {
    const [role] = await this.db
      .select()
      .from(roles)
      .where(and(eq(roles.id, roleId), eq(roles.delFlag, 0)));
    if (!role) throw notFound(ROLE_MESSAGES.notFound);
    return role;
  }

  private selectRoles<E extends Record<string, SQL.Aliased | SQL>>(
    where: SQL | undefined,
    extra: E,
    db: DbOrTx = this.db,
  ) {
    return db
      .select({ ...roleColumns, ...extra })
      .from(roles)
      .leftJoin(organisations, eq(organisations.id, roles.organId))
      .where(where);
  }

  private async assertCodeFree(roleCode: string, exceptRoleId?: number): Promise<void> {
    const taken = await this.db.$count(
      roles,
      and(eq(roles.roleCode, roleCode), exceptRoleId ? ne(roles.id, exceptRoleId) : undefined),
    );
    if (taken > 0) throw codeTaken();
  }

  private async assertOrganisations(organId: number | null | undefined, organIds: number[] | undefined) {
    if (organId) {
      const found = await this.db.$count(
        organisations,
        and(eq(organisations.id, organId), eq(organisations.delFlag, 0)),
      );
      if (found === 0) throw badRequest({ 'roleEntity.organId': ROLE_MESSAGES.organMissing });
    }
    const unique = [...new Set(organIds ?? [])];
    if (unique.length > 0) {
      const found = await this.db.$count(
        organisations,
        and(inArray(organisations.id, unique), eq(organisations.delFlag, 0)),
      );
      if (found !== unique.length) throw badRequest({ organIds: ROLE_MESSAGES.organMissing });
    }
  }

  /** A transaction whose unique-code race ends as the same 409 as the check. */
  private async write<T>(fn: (tx: DbOrTx) => Promise<T>): Promise<T> {
    try {
      return await this.db.transaction(fn);
    } catch (error) {
      if (isUniqueViolation(error)) throw codeTaken();
      throw error;
    }
  }
}

const codeTaken = () =>
  new AppError(409, RTN.conflict, ROLE_MESSAGES.roleCodeTaken, {
    fieldErrors: { 'roleEntity.roleCode': ROLE_MESSAGES.roleCodeTaken },
  });

const sameIds = (a: readonly number[], b: readonly number[]) => {
  const set = new Set(a);
  return set.size === new Set(b).size && b.every((id) => set.has(id));
};

async function scopeOrgIds(db: DbOrTx, roleId: number): Promise<number[]> {
  const rows = await db
    .select({ organId: roleDataScopeOrgs.organId })
    .from(roleDataScopeOrgs)
    .where(eq(roleDataScopeOrgs.roleId, roleId))
    .orderBy(asc(roleDataScopeOrgs.organId));
  return rows.map((r) => r.organId);
}

/** The custom organisations exist only for scope 5; any other scope clears them. */
async function replaceScopeOrgs(tx: DbOrTx, roleId: number, dataScope: number, organIds: number[]) {
  await tx.delete(roleDataScopeOrgs).where(eq(roleDataScopeOrgs.roleId, roleId));
  const unique = dataScope === DATA_SCOPE.custom ? [...new Set(organIds)] : [];
  if (unique.length > 0) {
    await tx.insert(roleDataScopeOrgs).values(unique.map((organId) => ({ roleId, organId })));
  }
}
