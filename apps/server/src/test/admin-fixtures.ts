import { eq, inArray } from 'drizzle-orm';
import type { Db } from '../db/client';
import { menuButtons, organisations, roleButtons, roles, userRoles } from '../db/schema';
import { ROOT_ORGAN_CODE } from '../db/seed/reference';
import { childPathOf } from '../platform/data-scope';

/**
 * Fixtures for the administration areas' tests (users, roles, organisations,
 * posts): organisations placed in the tree, and roles with a data scope and a
 * chosen set of permission codes.
 */
export async function rootOrganisation(db: Db) {
  const [root] = await db.select().from(organisations).where(eq(organisations.organCode, ROOT_ORGAN_CODE));
  if (!root) throw new Error('root organisation missing');
  return root;
}

export async function addOrganisation(
  db: Db,
  organCode: string,
  parent: { id: number; parentIds: string },
  extra: Partial<typeof organisations.$inferInsert> = {},
) {
  const [row] = await db
    .insert(organisations)
    .values({
      organCode,
      organName: `${organCode}机构`,
      parentId: parent.id,
      parentIds: childPathOf(parent),
      ...extra,
    })
    .returning();
  if (!row) throw new Error('organisation not created');
  return row;
}

/** A role holding exactly `codes`, with the given data scope; returns its id. */
export async function addRoleWithCodes(db: Db, roleCode: string, dataScope: number, codes: string[]) {
  const [role] = await db.insert(roles).values({ roleCode, roleName: roleCode, dataScope }).returning();
  if (!role) throw new Error('role not created');
  if (codes.length > 0) {
    const buttons = await db
      .select({ id: menuButtons.id })
      .from(menuButtons)
      .where(inArray(menuButtons.buttonPerms, codes));
    await db.insert(roleButtons).values(buttons.map((b) => ({ roleId: role.id, buttonId: b.id })));
  }
  return role.id;
}

export async function grantRole(db: Db, userId: number, roleId: number) {
  await db.insert(userRoles).values({ userId, roleId }).onConflictDoNothing();
}
