import { type DataRuleBinding, MENU_MESSAGES } from '@awards/shared/menus';
import { asc, eq } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client';
import { menuDataRules, menus } from '../../db/schema';
import { badRequest, notFound } from '../../platform/errors';
import { presentDataRule } from './presenter';
import type { RuleMessages } from './public';

/**
 * Binding a menu's data rules to a role or an organisation (how bindings combine
 * is in platform/data-rules.ts): the menu's rules with the bound ones marked,
 * and the check that every rule to bind belongs to that menu.
 */
export async function menuRuleBinding(
  db: DbOrTx,
  menuId: number,
  boundRuleIds: readonly number[],
): Promise<DataRuleBinding> {
  const rules = await menuRules(db, menuId);
  const ids = new Set(rules.map((r) => r.ruleId));
  return {
    menuId,
    rules,
    ruleIds: boundRuleIds.filter((id) => ids.has(id)).sort((a, b) => a - b),
  };
}

/** The ids of the menu's rules; 400 (`messages`) for a missing menu or a rule of another menu. */
export async function assertRulesOfMenu(
  db: DbOrTx,
  menuId: number,
  ruleIds: readonly number[],
  messages: RuleMessages,
): Promise<number[]> {
  const [menu] = await db.select({ id: menus.id }).from(menus).where(eq(menus.id, menuId));
  if (!menu) throw badRequest({ menuId: messages.menuId });
  const own = await db
    .select({ id: menuDataRules.id })
    .from(menuDataRules)
    .where(eq(menuDataRules.menuId, menuId));
  const ids = new Set(own.map((r) => r.id));
  if (ruleIds.some((id) => !ids.has(id))) throw badRequest({ ruleIds: messages.ruleForeign });
  return own.map((r) => r.id);
}

async function menuRules(db: DbOrTx, menuId: number) {
  const [menu] = await db
    .select({ id: menus.id, menuName: menus.menuName })
    .from(menus)
    .where(eq(menus.id, menuId));
  if (!menu) throw notFound(MENU_MESSAGES.menuNotFound);
  const rows = await db
    .select()
    .from(menuDataRules)
    .where(eq(menuDataRules.menuId, menuId))
    .orderBy(asc(menuDataRules.id));
  return rows.map((row) => presentDataRule(row, menu.menuName));
}
