import { ROLE } from '@awards/shared/permissions';
import { eq } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client';
import { roleButtons, roleMenus, roles } from '../../db/schema';

/**
 * New menus and buttons go to the system administrator role at once, as the
 * seed tops that role up with everything at each start: without this, what an
 * administrator adds would appear only after a restart or a role edit.
 */
export async function grantToAdministrators(
  tx: DbOrTx,
  added: { menuIds?: number[]; buttonIds?: number[] },
): Promise<void> {
  const [admin] = await tx.select({ id: roles.id }).from(roles).where(eq(roles.roleCode, ROLE.admin));
  if (!admin) return;
  if (added.menuIds?.length) {
    await tx
      .insert(roleMenus)
      .values(added.menuIds.map((menuId) => ({ roleId: admin.id, menuId })))
      .onConflictDoNothing();
  }
  if (added.buttonIds?.length) {
    await tx
      .insert(roleButtons)
      .values(added.buttonIds.map((buttonId) => ({ roleId: admin.id, buttonId })))
      .onConflictDoNothing();
  }
}
