import { EXPERT_MESSAGES } from '@awards/shared/experts';
import { and, asc, eq, inArray } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client';
import { experts } from '../../db/schema';
import { notFound } from '../../platform/errors';

/**
 * The experts of a batch action, locked for the rest of the transaction (so two
 * staff deciding at once cannot both pass the state check), or 404 if any of
 * them is unknown or not in the given bin (0 live, 1 recycled).
 */
export async function lockExperts(tx: DbOrTx, expertIds: number[], delFlag: 0 | 1 = 0) {
  const unique = [...new Set(expertIds)];
  const rows = await tx
    .select()
    .from(experts)
    .where(and(inArray(experts.id, unique), eq(experts.delFlag, delFlag)))
    .orderBy(asc(experts.id))
    .for('update');
  if (rows.length !== unique.length) throw notFound(EXPERT_MESSAGES.notFound);
  return rows;
}
