import { REVIEW_MESSAGES as M } from '@awards/shared/review';
import { and, eq } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client';
import { declarations, experts, reviewAssignments } from '../../db/schema';
import { forbidden } from '../../platform/errors';

/** The signed-in client user, as the expert's calls need them. */
export interface ExpertUser {
  userId: number;
  loginName: string;
  userType: string;
}

/** Who may use the expert's calls: a client user of type expert linked to a live expert record (403 otherwise). */
export async function expertOf(db: DbOrTx, user: ExpertUser): Promise<number> {
  if (user.userType !== 'expert') throw forbidden(M.notExpert);
  const [row] = await db
    .select({ id: experts.id })
    .from(experts)
    .where(and(eq(experts.userId, user.userId), eq(experts.delFlag, 0)));
  if (!row) throw forbidden(M.notExpert);
  return row.id;
}

/** The declaration, if assigned to this expert; else 403 (not assigned), whatever exists. */
export async function assignedDeclaration(db: DbOrTx, expertId: number, declarationId: number) {
  const [row] = await db
    .select({ d: declarations })
    .from(reviewAssignments)
    .innerJoin(declarations, eq(declarations.id, reviewAssignments.declarationId))
    .where(and(eq(reviewAssignments.expertId, expertId), eq(reviewAssignments.declarationId, declarationId)));
  if (!row) throw forbidden(M.notAssigned);
  return row.d;
}
