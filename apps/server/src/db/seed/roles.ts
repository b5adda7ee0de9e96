import { PERM, type PermissionCode, ROLE } from '@awards/shared/permissions';
import { and, eq, inArray, sql } from 'drizzle-orm';
import type { DbOrTx } from '../client';
import { DATA_SCOPE, menuButtons, menus, roleButtons, roleMenus, roles } from '../schema';
import { walkMenus } from './menus';

type RoleCode = (typeof ROLE)[keyof typeof ROLE];

const ROLE_SEEDS = [
  {
    roleCode: ROLE.admin,
    roleName: '系统管理员',
    roleNameI18n: { zh_TW: '系統管理員', en_GB: 'System administrator' },
    dataScope: DATA_SCOPE.all,
    sortNumber: 1,
    remark: '拥有全部菜单与按钮权限，每次启动自动补齐新增的权限',
  },
  {
    roleCode: ROLE.audit,
    roleName: '业务审核员',
    roleNameI18n: { zh_TW: '業務審核員', en_GB: 'Business auditor' },
    // The formal examination covers every declaring unit's declarations.
    dataScope: DATA_SCOPE.all,
    sortNumber: 2,
    remark: '负责申报材料的形式审查，登录后进入形式审查页',
  },
  {
    roleCode: ROLE.readonly,
    roleName: '只读用户',
    roleNameI18n: { zh_TW: '唯讀使用者', en_GB: 'Read-only user' },
    dataScope: DATA_SCOPE.all,
    sortNumber: 3,
    remark: '可查看全部菜单，只有查看按钮',
  },
] as const;

/** BUSI_AUDIT's starting menus (their ancestors are added) and buttons. */
const AUDIT_MENUS = [
  'dashboard-monitor',
  'dashboard-analysis',
  'dashboard-workplace',
  'account-center',
  'account-message',
  'account-settings',
  'declare-list',
  'declare-examination',
  'expert-pool',
  'prize',
  'edition',
];
const AUDIT_BUTTONS: PermissionCode[] = [
  PERM.DECLARE_VIEW,
  PERM.DECLARE_EXAMINE,
  PERM.EXPERT_VIEW,
  PERM.PRIZE_VIEW,
  PERM.EDITION_VIEW,
];

/**
 * Creates the three roles when missing and returns their ids. A role gets its default
 * grants only when this call creates it: afterwards an administrator owns them.
 * SYS_ADMIN is the exception, topped up with everything by grantEverything.
 */
export async function syncRoles(db: DbOrTx, log: (line: string) => void): Promise<Record<RoleCode, number>> {
  const created = await db
    .insert(roles)
    .values(ROLE_SEEDS.map((role) => ({ ...role, createBy: 'system' })))
    .onConflictDoNothing()
    .returning({ id: roles.id, roleCode: roles.roleCode });
  const rows = await db
    .select({ id: roles.id, roleCode: roles.roleCode })
    .from(roles)
    .where(
      inArray(
        roles.roleCode,
        ROLE_SEEDS.map((role) => role.roleCode),
      ),
    );
  const ids = Object.fromEntries(rows.map((row) => [row.roleCode, row.id])) as Record<RoleCode, number>;
  await translateRoles(db);

  for (const role of created) {
    log(`seed: created role ${role.roleCode}`);
    if (role.roleCode === ROLE.audit) await grantAuditDefaults(db, role.id);
    if (role.roleCode === ROLE.readonly) await grantReadOnlyDefaults(db, role.id);
  }
  return ids;
}

/**
 * The seed's translations for a role still named as seeded that has none (a role made
 * before translations existed); an administrator's name or translations stay.
 */
async function translateRoles(db: DbOrTx): Promise<void> {
  for (const role of ROLE_SEEDS) {
    await db
      .update(roles)
      .set({ roleNameI18n: role.roleNameI18n })
      .where(
        and(
          eq(roles.roleCode, role.roleCode),
          eq(roles.roleName, role.roleName),
          sql`${roles.roleNameI18n} = '{}'::jsonb`,
        ),
      );
  }
}

/** Every menu and button that exists now, whoever added it; what the role already has stays. */
export async function grantEverything(db: DbOrTx, roleId: number): Promise<void> {
  const menuIds = await db.select({ id: menus.id }).from(menus);
  const buttonIds = await db.select({ id: menuButtons.id }).from(menuButtons);
  await grant(
    db,
    roleId,
    menuIds.map((m) => m.id),
    buttonIds.map((b) => b.id),
  );
}

async function grantAuditDefaults(db: DbOrTx, roleId: number): Promise<void> {
  const names = withAncestors(AUDIT_MENUS);
  const menuRows = await db.select({ id: menus.id }).from(menus).where(inArray(menus.name, names));
  const buttonRows = await db
    .select({ id: menuButtons.id })
    .from(menuButtons)
    .where(inArray(menuButtons.buttonPerms, AUDIT_BUTTONS));
  await grant(
    db,
    roleId,
    menuRows.map((m) => m.id),
    buttonRows.map((b) => b.id),
  );
}

async function grantReadOnlyDefaults(db: DbOrTx, roleId: number): Promise<void> {
  const menuRows = await db.select({ id: menus.id }).from(menus);
  const buttonRows = await db
    .select({ id: menuButtons.id, perms: menuButtons.buttonPerms })
    .from(menuButtons);
  await grant(
    db,
    roleId,
    menuRows.map((m) => m.id),
    // EXPERT_VIEW_SENSITIVE does not end in _VIEW: ID and bank details stay hidden.
    buttonRows.filter((b) => b.perms.endsWith('_VIEW')).map((b) => b.id),
  );
}

async function grant(db: DbOrTx, roleId: number, menuIds: number[], buttonIds: number[]): Promise<void> {
  if (menuIds.length > 0) {
    await db
      .insert(roleMenus)
      .values(menuIds.map((menuId) => ({ roleId, menuId })))
      .onConflictDoNothing();
  }
  if (buttonIds.length > 0) {
    await db
      .insert(roleButtons)
      .values(buttonIds.map((buttonId) => ({ roleId, buttonId })))
      .onConflictDoNothing();
  }
}

/** The names plus every ancestor's, from the seed tree: a page is reachable only through its parents. */
function withAncestors(names: readonly string[]): string[] {
  const parentOf = new Map<string, string>();
  for (const { menu, parent } of walkMenus()) if (parent) parentOf.set(menu.name, parent.name);
  const result = new Set<string>();
  for (let name of names) {
    result.add(name);
    while (parentOf.has(name)) {
      name = parentOf.get(name)!;
      result.add(name);
    }
  }
  return [...result];
}
