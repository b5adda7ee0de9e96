import { ROLE_MESSAGES } from '@awards/shared/roles';
import { and, asc, eq, inArray } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client';
import { DATA_SCOPE, organisations, roleDataScopeOrgs } from '../../db/schema';
import { badRequest } from '../../platform/errors';

/** A role's organisations: the one it belongs to, and the custom organisations of data scope 5. */

export async function scopeOrgIds(db: DbOrTx, roleId: number): Promise<number[]> {
  const rows = await db
    .select({ organId: roleDataScopeOrgs.organId })
    .from(roleDataScopeOrgs)
    .where(eq(roleDataScopeOrgs.roleId, roleId))
    .orderBy(asc(roleDataScopeOrgs.organId));
  return rows.map((r) => r.organId);
}

/** The custom organisations exist only for scope 5; any other scope clears them. */
export async function replaceScopeOrgs(tx: DbOrTx, roleId: number, dataScope: number, organIds: number[]) {
  await tx.delete(roleDataScopeOrgs).where(eq(roleDataScopeOrgs.roleId, roleId));
  const unique = dataScope === DATA_SCOPE.custom ? [...new Set(organIds)] : [];
  if (unique.length > 0) {
    await tx.insert(roleDataScopeOrgs).values(unique.map((organId) => ({ roleId, organId })));
  }
}

export const sameIds = (a: readonly number[], b: readonly number[]) => {
  const set = new Set(a);
  return set.size === new Set(b).size && b.every((id) => set.has(id));
};

/** The role's organisation and its scope organisations must be live: 400 naming the field. */
export async function assertLiveOrganisations(
  db: DbOrTx,
  organId: number | null | undefined,
  organIds: number[] | undefined,
): Promise<void> {
  if (organId) {
    const found = await db.$count(
      organisations,
      and(eq(organisations.id, organId), eq(organisations.delFlag, 0)),
    );
    if (found === 0) throw badRequest({ 'roleEntity.organId': ROLE_MESSAGES.organMissing });
  }
  const unique = [...new Set(organIds ?? [])];
  if (unique.length > 0) {
    const found = await db.$count(
      organisations,
      and(inArray(organisations.id, unique), eq(organisations.delFlag, 0)),
    );
    if (found !== unique.length) throw badRequest({ organIds: ROLE_MESSAGES.organMissing });
  }
}
