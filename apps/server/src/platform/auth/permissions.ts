import { and, eq } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client';
import { menuButtons, roleButtons, roles, userRoles } from '../../db/schema';
import { forbidden } from '../errors';

/** The button permission codes a user holds through the roles in force. */
export async function permissionCodesOf(db: DbOrTx, userId: number): Promise<string[]> {
  const rows = await db
    .selectDistinct({ code: menuButtons.buttonPerms })
    .from(userRoles)
    .innerJoin(roles, and(eq(roles.id, userRoles.roleId), eq(roles.delFlag, 0)))
    .innerJoin(roleButtons, eq(roleButtons.roleId, roles.id))
    .innerJoin(menuButtons, eq(menuButtons.id, roleButtons.buttonId))
    .where(eq(userRoles.userId, userId));
  return rows.map((r) => r.code);
}

export async function roleCodesOf(db: DbOrTx, userId: number) {
  return db
    .select({ roleCode: roles.roleCode, roleName: roles.roleName, roleNameI18n: roles.roleNameI18n })
    .from(userRoles)
    .innerJoin(roles, and(eq(roles.id, userRoles.roleId), eq(roles.delFlag, 0)))
    .where(eq(userRoles.userId, userId));
}

/**
 * For the calls the specification gives one path for two acts (addNotice, addTemplate:
 * add without an id, edit with one): the route is declared 'login' and the service
 * asks here for the code of the act actually requested.
 */
export async function assertHolds(db: DbOrTx, userId: number, code: string): Promise<void> {
  if (!(await permissionCodesOf(db, userId)).includes(code)) throw forbidden();
}
