import { and, asc, eq, inArray } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client';
import { reviewConflicts, reviewGroupDeclarations, reviewGroupExperts, reviewGroups } from '../../db/schema';
import type { ReviewGroupRef } from './public';

/** What the meeting review reads of the review (through `public.ts`): a group, its declarations, confirmed conflicts. */
export async function groupRef(db: DbOrTx, groupId: number): Promise<ReviewGroupRef | null> {
  const [group] = await db.select().from(reviewGroups).where(eq(reviewGroups.id, groupId));
  if (!group) return null;
  const members = await db
    .select({ expertId: reviewGroupExperts.expertId, role: reviewGroupExperts.role })
    .from(reviewGroupExperts)
    .where(eq(reviewGroupExperts.groupId, groupId))
    .orderBy(asc(reviewGroupExperts.id));
  return {
    groupId: group.id,
    editionId: group.editionId,
    groupName: group.groupName,
    awardId: group.awardId,
    members: members.filter((m) => m.role !== 'alternate') as ReviewGroupRef['members'],
  };
}

export async function groupDeclarationIds(db: DbOrTx, groupId: number): Promise<number[]> {
  const rows = await db
    .select({ id: reviewGroupDeclarations.declarationId })
    .from(reviewGroupDeclarations)
    .where(eq(reviewGroupDeclarations.groupId, groupId));
  return rows.map((r) => r.id);
}

export async function confirmedConflicts(
  db: DbOrTx,
  declarationIds: readonly number[],
): Promise<{ declarationId: number; expertId: number }[]> {
  if (declarationIds.length === 0) return [];
  return db
    .selectDistinct({ declarationId: reviewConflicts.declarationId, expertId: reviewConflicts.expertId })
    .from(reviewConflicts)
    .where(
      and(
        inArray(reviewConflicts.declarationId, [...declarationIds]),
        eq(reviewConflicts.status, 'confirmed'),
      ),
    );
}
