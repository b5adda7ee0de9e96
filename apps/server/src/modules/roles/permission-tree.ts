import type { PermissionNode } from '@awards/shared/roles';
import { asc, eq, inArray } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client';
import { menuButtons, menus } from '../../db/schema';
import { groupBy } from '../../platform/collections';
import { badRequest } from '../../platform/errors';

/**
 * The menu-and-button tree grants are chosen from, and the closure of a grant,
 * shared by role permissions and organisation permissions.
 */
export async function permissionTree(db: DbOrTx): Promise<PermissionNode[]> {
  const menuRows = await db
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
  const buttonRows = await db
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

export interface Grant {
  menuIds: number[];
  buttonIds: number[];
}

/**
 * A grant as stored: the buttons as given (each must exist), and the menus with
 * each granted button's menu and every granted menu's ancestors (a grant the
 * portal could not reach is useless). Unknown ids are a 400 with `messages`.
 */
export async function closeGrant(
  db: DbOrTx,
  input: Grant,
  messages: { menuMissing: string; buttonMissing: string },
): Promise<Grant> {
  const buttonIds = [...new Set(input.buttonIds)];
  const buttons = buttonIds.length
    ? await db
        .select({ id: menuButtons.id, menuId: menuButtons.menuId })
        .from(menuButtons)
        .where(inArray(menuButtons.id, buttonIds))
    : [];
  if (buttons.length !== buttonIds.length) throw badRequest({ buttonIds: messages.buttonMissing });

  const allMenus = await db
    .select({ id: menus.id, parentId: menus.parentId })
    .from(menus)
    .where(eq(menus.delFlag, 0));
  const parentOf = new Map(allMenus.map((m) => [m.id, m.parentId]));
  const requested = [...new Set(input.menuIds)];
  if (requested.some((id) => !parentOf.has(id))) throw badRequest({ menuIds: messages.menuMissing });

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
  return { menuIds: [...menuIds].sort((a, b) => a - b), buttonIds: buttonIds.sort((a, b) => a - b) };
}
