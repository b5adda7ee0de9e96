import type { Page, PageRequest } from '@awards/shared/paging';
import { ROLE } from '@awards/shared/permissions';
import { type PermissionNode, ROLE_MESSAGES, type RolePermission } from '@awards/shared/roles';
import { asc, eq } from 'drizzle-orm';
import type { Db, DbOrTx } from '../../db/client';
import { roleButtons, roleMenus } from '../../db/schema';
import type { AuthChanges } from '../../platform/auth/auth-cache';
import { assertHoldsButtons, assertMayManageRole } from '../../platform/auth/grant-policy';
import type { SessionUser } from '../../platform/auth/sessions';
import { ruleViolation } from '../../platform/errors';
import { pageOfList } from '../../platform/paging';
import type { MenusApi } from '../menus/public';
import type { OrganisationsApi } from '../organisations/public';
import type { RoleService } from './service';

/**
 * What a role may open and press (spec 001 §7 "bind permission", "get permission"):
 * the menu-and-button tree to choose from, the role's checked ids, and the bind
 * that replaces both sets in one transaction. A granted button brings its menu,
 * and a granted menu its ancestors, so that every grant is reachable in the portal.
 */
export class RolePermissionService {
  constructor(
    private readonly db: Db,
    private readonly roles: RoleService,
    private readonly menuGrants: MenusApi,
    private readonly organisations: OrganisationsApi,
    private readonly auth: AuthChanges,
  ) {}

  tree(): Promise<PermissionNode[]> {
    return this.menuGrants.permissionTree();
  }

  /** The tree's top-level areas a page at a time, each with everything below it (`/api/permission`). */
  async treePage(request: PageRequest): Promise<Page<PermissionNode>> {
    return pageOfList(request, await this.tree());
  }

  async get(roleId: number): Promise<RolePermission> {
    await this.roles.requireRole(roleId);
    return grantsOf(this.db, roleId);
  }

  /** Only a role within the actor's rights, not one they hold, and only with codes they hold. */
  async bind(actor: Pick<SessionUser, 'userId' | 'orgId'>, input: RolePermission): Promise<RolePermission> {
    const role = await this.roles.requireRole(input.roleId);
    await assertMayManageRole(this.db, actor, role.id, { rights: true });
    // The seed tops SYS_ADMIN up with everything at each start: an edit would not last.
    if (role.roleCode === ROLE.admin) throw ruleViolation(ROLE_MESSAGES.adminPermissions);

    const { menuIds, buttonIds } = await this.menuGrants.closeGrant(input, {
      menuMissing: ROLE_MESSAGES.menuMissing,
      buttonMissing: ROLE_MESSAGES.buttonMissing,
    });
    if (role.organId !== null) await this.organisations.assertWithinGrant(role.organId, menuIds, buttonIds);

    const bound = await this.db.transaction(async (tx) => {
      await assertHoldsButtons(tx, actor, buttonIds);
      await tx.delete(roleMenus).where(eq(roleMenus.roleId, input.roleId));
      await tx.delete(roleButtons).where(eq(roleButtons.roleId, input.roleId));
      if (menuIds.length > 0) {
        await tx.insert(roleMenus).values(menuIds.map((menuId) => ({ roleId: input.roleId, menuId })));
      }
      if (buttonIds.length > 0) {
        await tx
          .insert(roleButtons)
          .values(buttonIds.map((buttonId) => ({ roleId: input.roleId, buttonId })));
      }
      return grantsOf(tx, input.roleId);
    });
    await this.auth.grantsChanged();
    return bound;
  }
}

async function grantsOf(db: DbOrTx, roleId: number): Promise<RolePermission> {
  const menuIds = await db
    .select({ id: roleMenus.menuId })
    .from(roleMenus)
    .where(eq(roleMenus.roleId, roleId))
    .orderBy(asc(roleMenus.menuId));
  const buttonIds = await db
    .select({ id: roleButtons.buttonId })
    .from(roleButtons)
    .where(eq(roleButtons.roleId, roleId))
    .orderBy(asc(roleButtons.buttonId));
  return { roleId, menuIds: menuIds.map((m) => m.id), buttonIds: buttonIds.map((b) => b.id) };
}
