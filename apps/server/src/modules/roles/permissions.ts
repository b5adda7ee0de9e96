import { ROLE } from '@awards/shared/permissions';
import { type PermissionNode, ROLE_MESSAGES, type RolePermission } from '@awards/shared/roles';
import { asc, eq, inArray } from 'drizzle-orm';
import type { Db, DbOrTx } from '../../db/client';
import { menuButtons, menus, roleButtons, roleMenus } from '../../db/schema';
import { groupBy } from '../../platform/collections';
import { badRequest, ruleViolation } from '../../platform/errors';
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
  ) {}

  async tree(): Promise<PermissionNode[]> {
    const menuRows = await this.db
      .select({
        menuId: menus.id,
        parentMenuId: menus.parentId,
        menuName: menus.menuName,
        menuUrl: menus.menuUrl,
        menuIcon: menus.menuIcon,
        menuType: menus.menuType,
        menuSort: menus.menuSort,
      })
      .from(menus)
      .where(eq(menus.delFlag, 0))
      .orderBy(asc(menus.menuSort), asc(menus.id));
    const buttonRows = await this.db
      .select({
        menuId: menuButtons.menuId,
        buttonId: menuButtons.id,
        buttonCode: menuButtons.buttonCode,
        buttonPerms: menuButtons.buttonPerms,
        name: menuButtons.name,
        sortNum: menuButtons.sortNum,
      })
      .from(menuButtons)
      .orderBy(asc(menuButtons.sortNum), asc(menuButtons.id));
    const buttonsOf = groupBy(buttonRows, (b) => b.menuId);
    const nodes = new Map<number, PermissionNode>(
      menuRows.map((m) => [
        m.menuId,
        { ...m, buttons: (buttonsOf.get(m.menuId) ?? []).map(({ menuId: _, ...b }) => b), children: [] },
      ]),
    );
    const roots: PermissionNode[] = [];
    for (const node of nodes.values()) {
      const parent = node.parentMenuId === null ? undefined : nodes.get(node.parentMenuId);
      (parent ? parent.children : roots).push(node);
    }
    return roots;
  }

  async get(roleId: number): Promise<RolePermission> {
    await this.roles.requireRole(roleId);
    return grantsOf(this.db, roleId);
  }

  async bind(input: RolePermission): Promise<RolePermission> {
    const role = await this.roles.requireRole(input.roleId);
    // The seed tops SYS_ADMIN up with everything at each start: an edit would not last.
    if (role.roleCode === ROLE.admin) throw ruleViolation(ROLE_MESSAGES.adminPermissions);

    const buttonIds = [...new Set(input.buttonIds)];
    const buttons = buttonIds.length
      ? await this.db
          .select({ id: menuButtons.id, menuId: menuButtons.menuId })
          .from(menuButtons)
          .where(inArray(menuButtons.id, buttonIds))
      : [];
    if (buttons.length !== buttonIds.length) throw badRequest({ buttonIds: ROLE_MESSAGES.buttonMissing });

    const allMenus = await this.db
      .select({ id: menus.id, parentId: menus.parentId })
      .from(menus)
      .where(eq(menus.delFlag, 0));
    const parentOf = new Map(allMenus.map((m) => [m.id, m.parentId]));
    const requested = [...new Set(input.menuIds)];
    if (requested.some((id) => !parentOf.has(id))) throw badRequest({ menuIds: ROLE_MESSAGES.menuMissing });

    const menuIds = new Set<number>();
    for (let id of [...requested, ...buttons.map((b) => b.menuId)]) {
      // Walk up until a menu already taken in: its ancestors are then in too.
      while (!menuIds.has(id) && parentOf.has(id)) {
        menuIds.add(id);
        const parent = parentOf.get(id);
        if (parent === null || parent === undefined) break;
        id = parent;
      }
    }

    return this.db.transaction(async (tx) => {
      await tx.delete(roleMenus).where(eq(roleMenus.roleId, input.roleId));
      await tx.delete(roleButtons).where(eq(roleButtons.roleId, input.roleId));
      if (menuIds.size > 0) {
        await tx.insert(roleMenus).values([...menuIds].map((menuId) => ({ roleId: input.roleId, menuId })));
      }
      if (buttonIds.length > 0) {
        await tx
          .insert(roleButtons)
          .values(buttonIds.map((buttonId) => ({ roleId: input.roleId, buttonId })));
      }
      return grantsOf(tx, input.roleId);
    });
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
