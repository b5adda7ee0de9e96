import { ROLE } from '@awards/shared/permissions';
import { USER_MESSAGES } from '@awards/shared/users';
import { and, eq } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client';
import { roles, userRoles, users } from '../../db/schema';
import { ruleViolation } from '../../platform/errors';
import { adminRoleId } from './relations';

/**
 * Refuses a change (delete, freeze, role removal) that would leave no active
 * holder of SYS_ADMIN: nobody could then grant anything back.
 */
export async function assertAdminsRemain(db: DbOrTx, losingUserIds: number[]): Promise<void> {
  const active = await db
    .select({ id: users.id })
    .from(users)
    .innerJoin(userRoles, eq(userRoles.userId, users.id))
    .innerJoin(
      roles,
      and(eq(roles.id, userRoles.roleId), eq(roles.roleCode, ROLE.admin), eq(roles.delFlag, 0)),
    )
    .where(and(eq(users.status, 1), eq(users.delFlag, 0)));
  const losing = new Set(losingUserIds);
  if (!active.some((a) => losing.has(a.id))) return;
  if (active.every((a) => losing.has(a.id))) throw ruleViolation(USER_MESSAGES.lastAdmin);
}

/** Replacing a user's roles must not take SYS_ADMIN from the last active administrator. */
export async function assertKeepsAdmin(tx: DbOrTx, userId: number, roleIds: number[]): Promise<void> {
  const adminId = await adminRoleId(tx, ROLE.admin);
  if (adminId !== null && !roleIds.includes(adminId)) await assertAdminsRemain(tx, [userId]);
}
