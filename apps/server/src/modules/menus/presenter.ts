import type { DataRuleCondition, DataRuleView, MenuButtonView, MenuView } from '@awards/shared/menus';
import { ALL_PERMISSION_CODES } from '@awards/shared/permissions';
import type { menuButtons, menuDataRules, menus } from '../../db/schema';
import { walkMenus } from '../../db/seed/menus';
import { iso } from '../../platform/time';

type MenuRow = typeof menus.$inferSelect;
type ButtonRow = typeof menuButtons.$inferSelect;
type RuleRow = typeof menuDataRules.$inferSelect;

const BUILT_IN_MENUS = new Set([...walkMenus()].map(({ menu }) => menu.name));
const BUILT_IN_CODES = new Set<string>(ALL_PERMISSION_CODES);

/** Part of the seeded tree: the seed puts its parent, path, component and route flag back at every start. */
export const isBuiltInMenu = (name: string): boolean => BUILT_IN_MENUS.has(name);

/** A permission code some route checks: the button must keep it. */
export const isBuiltInButton = (buttonPerms: string): boolean => BUILT_IN_CODES.has(buttonPerms);

export function presentButton(row: ButtonRow): MenuButtonView {
  return {
    buttonId: row.id,
    menuId: row.menuId,
    buttonCode: row.buttonCode,
    buttonPerms: row.buttonPerms,
    name: row.name,
    sortNum: row.sortNum,
    builtIn: isBuiltInButton(row.buttonPerms),
  };
}

export function presentMenu(row: MenuRow, buttons: ButtonRow[], leaf: boolean): MenuView {
  return {
    menuId: row.id,
    menuName: row.menuName,
    menuNameI18n: row.menuNameI18n,
    name: row.name,
    menuUrl: row.menuUrl,
    component: row.component,
    redirect: row.redirect,
    menuType: row.menuType,
    menuIcon: row.menuIcon,
    menuSort: row.menuSort,
    parentMenuId: row.parentId,
    hidden: row.hidden,
    route: row.route,
    keepalive: row.keepalive,
    alwaysShow: row.alwaysShow,
    iframe: row.iframe,
    externalUrl: row.externalUrl,
    target: row.target,
    status: row.status,
    leaf,
    appId: row.appId,
    builtIn: isBuiltInMenu(row.name),
    buttons: buttons.map(presentButton),
    createBy: row.createBy,
    createTime: row.createTime.toISOString(),
    updateBy: row.updateBy,
    updateTime: iso(row.updateTime),
  };
}

export function presentDataRule(row: RuleRow, menuName: string): DataRuleView {
  return {
    ruleId: row.id,
    menuId: row.menuId,
    menuName,
    ruleName: row.ruleName,
    ruleColumn: row.ruleColumn,
    ruleConditions: row.ruleConditions as DataRuleCondition,
    ruleValue: row.ruleValue,
    status: row.status,
    createBy: row.createBy,
    createTime: row.createTime.toISOString(),
    updateBy: row.updateBy,
    updateTime: iso(row.updateTime),
  };
}
