import { ORGAN_MESSAGES } from '@awards/shared/organisations';
import { eq, isNull, like, max, sql } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client';
import { organisations } from '../../db/schema';
import { childPathOf } from '../../platform/data-scope';
import { notFound, ruleViolation } from '../../platform/errors';
import { escapeLike } from '../../platform/text-match';

/** Where an organisation sits in the tree: its place among its siblings and its materialised path. */

// Serialises moves: two concurrent moves could otherwise put A under B and B under A.
const MOVE_LOCK = 7_315_201;

/** New and moved organisations go last among their siblings unless told otherwise. */
export async function nextSortNumber(tx: DbOrTx, parentId: number | null): Promise<number> {
  const [row] = await tx
    .select({ top: max(organisations.sortNumber) })
    .from(organisations)
    .where(parentId === null ? isNull(organisations.parentId) : eq(organisations.parentId, parentId));
  return (row?.top ?? 0) + 1;
}

/**
 * Puts the organisation under a new parent and rewrites the materialised path of
 * everything below it, in the caller's transaction. The paths are re-read under
 * the lock, so a concurrent move cannot leave a stale prefix or a cycle behind.
 */
export async function moveOrganisation(
  tx: DbOrTx,
  organId: number,
  newParentId: number | null,
): Promise<void> {
  await tx.execute(sql`select pg_advisory_xact_lock(${MOVE_LOCK})`);
  const [org] = await tx.select().from(organisations).where(eq(organisations.id, organId));
  const [parent] =
    newParentId === null
      ? [null]
      : await tx.select().from(organisations).where(eq(organisations.id, newParentId));
  if (!org || parent === undefined) throw notFound(ORGAN_MESSAGES.notFound);
  const oldChildPath = childPathOf(org);
  if (parent && (parent.id === org.id || childPathOf(parent).startsWith(oldChildPath))) {
    throw ruleViolation(ORGAN_MESSAGES.moveUnderSelf);
  }
  const newParentIds = parent ? childPathOf(parent) : ',';
  const newChildPath = `${newParentIds}${org.id},`;
  await tx
    .update(organisations)
    .set({ parentId: parent?.id ?? null, parentIds: newParentIds })
    .where(eq(organisations.id, organId));
  await tx
    .update(organisations)
    .set({
      parentIds: sql`${newChildPath} || substr(${organisations.parentIds}, ${oldChildPath.length + 1})`,
    })
    .where(like(organisations.parentIds, `${escapeLike(oldChildPath)}%`));
}
