import type { MessageRef } from '@awards/shared/i18n';
import type { PostRef, RoleRef } from '@awards/shared/users';
import { and, asc, type Column, eq, inArray } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client';
import { posts, roles, userPosts, userRoles } from '../../db/schema';
import { badRequest } from '../../platform/errors';

/** A user's roles and posts: reading them, checking ids, replacing them. */

export async function rolesOf(db: DbOrTx, userId: number): Promise<RoleRef[]> {
  return db
    .select({
      roleId: roles.id,
      roleCode: roles.roleCode,
      roleName: roles.roleName,
      roleNameI18n: roles.roleNameI18n,
    })
    .from(userRoles)
    .innerJoin(roles, and(eq(roles.id, userRoles.roleId), eq(roles.delFlag, 0)))
    .where(eq(userRoles.userId, userId))
    .orderBy(asc(roles.sortNumber), asc(roles.id));
}

export async function postsOf(db: DbOrTx, userId: number): Promise<PostRef[]> {
  return db
    .select({ postId: posts.id, postCode: posts.postCode, postName: posts.postName })
    .from(userPosts)
    .innerJoin(posts, and(eq(posts.id, userPosts.postId), eq(posts.delFlag, 0)))
    .where(eq(userPosts.userId, userId))
    .orderBy(asc(posts.sortNumber), asc(posts.id));
}

/** 400 naming `field` when any id is not a live row of the table. */
export async function assertLiveIds(
  db: DbOrTx,
  table: typeof roles | typeof posts,
  ids: number[],
  field: string,
  message: MessageRef,
): Promise<void> {
  const unique = [...new Set(ids)];
  if (unique.length === 0) return;
  const idColumn: Column = table.id;
  const found = await db
    .select({ id: table.id })
    .from(table)
    .where(and(inArray(idColumn, unique), eq(table.delFlag, 0)));
  if (found.length !== unique.length) throw badRequest({ [field]: message });
}

export async function replaceUserRoles(tx: DbOrTx, userId: number, roleIds: number[]): Promise<void> {
  await tx.delete(userRoles).where(eq(userRoles.userId, userId));
  const unique = [...new Set(roleIds)];
  if (unique.length > 0) await tx.insert(userRoles).values(unique.map((roleId) => ({ userId, roleId })));
}

export async function replaceUserPosts(tx: DbOrTx, userId: number, postIds: number[]): Promise<void> {
  await tx.delete(userPosts).where(eq(userPosts.userId, userId));
  const unique = [...new Set(postIds)];
  if (unique.length > 0) await tx.insert(userPosts).values(unique.map((postId) => ({ userId, postId })));
}

/** Whether the role set includes SYS_ADMIN's id, to know when a change removes it. */
export async function adminRoleId(db: DbOrTx, adminCode: string): Promise<number | null> {
  const [row] = await db.select({ id: roles.id }).from(roles).where(eq(roles.roleCode, adminCode));
  return row?.id ?? null;
}
