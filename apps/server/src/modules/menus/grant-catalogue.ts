import type { DataRuleBinding } from '@awards/shared/menus';
import type { PermissionNode } from '@awards/shared/roles';
import { asc, eq, inArray } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { menuButtons, menus } from '../../db/schema';
import { groupBy } from '../../platform/collections';
import { badRequest } from '../../platform/errors';
import type { Grant, GrantMessages, MenusApi, RuleMessages } from './public';
import { assertRulesOfMenu, menuRuleBinding } from './rule-bindings';

/**
 * What grants are made of, for role permissions and organisation permissions:
 * the menu-and-button tree to choose from, the closure of a grant, and a menu's
 * data rules to bind (the menus module's public API).
 */
export class GrantCatalogue implements MenusApi {
  constructor(private readonly db: Db) {}

  permissionTree(): Promise<PermissionNode[]> {
    return permissionTree(this.db);
  }

  closeGrant(grant: Grant, messages: GrantMessages): Promise<Grant> {
    return closeGrant(this.db, grant, messages);
  }

  ruleBinding(menuId: number, boundRuleIds: readonly number[]): Promise<DataRuleBinding> {
    return menuRuleBinding(this.db, menuId, boundRuleIds);
  }

  rulesOfMenu(menuId: number, ruleIds: readonly number[], messages: RuleMessages): Promise<number[]> {
    return assertRulesOfMenu(this.db, menuId, ruleIds, messages);
  }
}

async function permissionTree(db: Db): Promise<PermissionNode[]> {
  const menuRows = await db
    .select({
      menuId: menus.id,
      parentMenuId: menus.parentId,
      menuName: menus.menuName,
      menuNameI18n: menus.menuNameI18n,
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

/** The buttons as given (each must exist); the menus closed over buttons' menus and ancestors. */
async function closeGrant(db: Db, input: Grant, messages: GrantMessages): Promise<Grant> {
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
