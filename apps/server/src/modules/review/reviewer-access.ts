import { REVIEW_MESSAGES as M, type ReviewWindow } from '@awards/shared/review';
import { and, eq } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client';
import { declarations, experts, reviewAssignments } from '../../db/schema';
import { forbidden, ruleViolation } from '../../platform/errors';
import { closure } from './progress';
import { type EditionRow, readSettings } from './repository';
import { reviewWindow } from './reviewer-views';

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

/** Where the edition's review window stands for its experts, staff's closing of the review included. */
export async function windowOf(db: DbOrTx, edition: EditionRow): Promise<ReviewWindow> {
  const closed = (await closure(db, edition.id)) !== null;
  return reviewWindow(edition, await readSettings(db, edition), closed);
}

/** 505 unless the window is open: the review closed by staff, or the time outside the window. */
export async function requireOpen(db: DbOrTx, edition: EditionRow, allowNotYet = false): Promise<void> {
  if (await closure(db, edition.id)) throw ruleViolation(M.reviewClosedForExperts);
  const window = reviewWindow(edition, await readSettings(db, edition));
  if (window === 'closed' || (window === 'not_yet' && !allowNotYet)) throw ruleViolation(M.outsideWindow);
}
