import { DUPLICATE_MESSAGES } from '@awards/shared/duplicate-check';
import { RTN } from '@awards/shared/envelope';
import { renderMessage } from '@awards/shared/i18n';
import type { Page } from '@awards/shared/paging';
import {
  ROLE_MESSAGES,
  type RoleAdd,
  type RoleOption,
  type RolePageQuery,
  type RolePageRow,
  type RoleUpdate,
  type RoleView,
} from '@awards/shared/roles';
import { and, asc, eq, getTableColumns, ne, type SQL, sql } from 'drizzle-orm';
import type { Db, DbOrTx } from '../../db/client';
import { DATA_SCOPE, organisations, roles, userRoles } from '../../db/schema';
import type { AuthChanges } from '../../platform/auth/auth-cache';
import {
  assertMayManageRole,
  assertScopeAllowed,
  grantableRoleIds,
  type Person,
} from '../../platform/auth/grant-policy';
import { onUniqueViolation } from '../../platform/db-errors';
import { AppError, notFound, ruleViolation } from '../../platform/errors';
import { countRows, pagedQuery } from '../../platform/paging';
import { containsText, containsTextIgnoringCase } from '../../platform/text-match';
import { isBuiltInRole, presentRole } from './presenter';
import { assertLiveOrganisations, replaceScopeOrgs, sameIds, scopeOrgIds } from './scope-orgs';

type Actor = Person & { loginName: string };

const roleColumns = { ...getTableColumns(roles), organName: organisations.organName };

/** The number of users (recycle bin included) holding the role. */
const holders =
  sql<number>`(select count(*) from ${userRoles} where ${userRoles.roleId} = ${roles.id})`.mapWith(Number);

/**
 * Roles (spec 001 §7 "Roles"): the list, add and update (the payload wrapped as
 * roleEntity, with the data scope), delete. The data scope alone is in
 * data-scope.ts, the menu-and-button grants in permissions.ts, the data rules in
 * data-rules.ts, the users of a role in members.ts.
 */
export class RoleService {
  constructor(
    private readonly db: Db,
    private readonly auth: AuthChanges,
  ) {}

  /** Roles with their holders' count, each flagged whether the actor may grant it (as `all`). */
  async page(actor: Person, query: RolePageQuery): Promise<Page<RolePageRow>> {
    const where = and(
      eq(roles.delFlag, 0),
      query.roleName ? containsText(roles.roleName, query.roleName) : undefined,
      query.roleCode ? containsTextIgnoringCase(roles.roleCode, query.roleCode) : undefined,
    );
    return pagedQuery(
      query,
      async (limit, offset) => {
        const rows = await this.selectRoles(where, { userCount: holders })
          .orderBy(asc(roles.sortNumber), asc(roles.id))
          .limit(limit)
          .offset(offset);
        const grantable = await grantableRoleIds(
          this.db,
          actor,
          rows.map((r) => r.id),
        );
        return rows.map((row) => ({
          ...presentRole(row),
          grantable: grantable.has(row.id),
          userCount: row.userCount,
        }));
      },
      countRows(this.db, roles, where),
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
    await assertLiveOrganisations(this.db, input.organId, input.organIds);
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
    await assertLiveOrganisations(this.db, input.organId, input.organIds);
    const { roleId, organIds, ...fields } = input;
    const updated = await this.write(async (tx) => {
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
    // Whatever a role's row says may one day bear on what its holders may do (its status).
    await this.auth.grantsChanged();
    return updated;
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
      if (count > 0) throw ruleViolation(ROLE_MESSAGES.inUse({ count }));
      await tx.delete(roles).where(eq(roles.id, roleId));
    });
    await this.auth.grantsChanged();
  }

  /** Format is checked by the schema; here only whether another role has the code. */
  async checkCode(roleCode: string, exceptRoleId?: number | null) {
    await this.assertCodeFree(roleCode, exceptRoleId ?? undefined);
    return { valid: true as const, message: renderMessage(DUPLICATE_MESSAGES.available) };
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

  /** A transaction whose unique-code race ends as the same 409 as the check. */
  private write<T>(change: (tx: DbOrTx) => Promise<T>): Promise<T> {
    return onUniqueViolation(() => this.db.transaction(change), codeTaken);
  }
}

const codeTaken = () =>
  new AppError(409, RTN.conflict, ROLE_MESSAGES.roleCodeTaken, null, {
    'roleEntity.roleCode': ROLE_MESSAGES.roleCodeTaken,
  });
