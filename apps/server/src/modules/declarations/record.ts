import {
  DECLARATION_MESSAGES,
  type DeclarationAction,
  type DeclarationActor,
  type DeclarationStatus,
} from '@awards/shared/declarations';
import { FUNNEL_STAGE_OF_STATUS } from '@awards/shared/statistics';
import { and, eq, sql } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client';
import {
  declarationAudits,
  declarations,
  declarationWindowExtensions,
  editionAwards,
  editions,
} from '../../db/schema';
import { notFound, ruleViolation } from '../../platform/errors';
import { type DeclarationFacts, decideTransition } from './transitions';

/** A move of the state machine: every action but creation. */
export type DeclarationMove = Exclude<DeclarationAction, 'create'>;

/** Who acts, as the audit trail records them. */
export interface Actor {
  userId: number;
  loginName: string;
  realname?: string | null;
}

export type DeclarationRow = typeof declarations.$inferSelect;

/**
 * Whether a declaration in expert review is done with it (every required review
 * submitted, or the edition's review closed by staff). The review module owns
 * that rule and answers through `DeclarationsApi.answerExpertReviewDone`; until
 * it does, no expert review counts as done.
 */
export type ExpertReviewDone = (
  tx: DbOrTx,
  declaration: { declarationId: number; editionId: number; awardId: number },
) => Promise<boolean>;

export const NO_REVIEW_ANSWER: ExpertReviewDone = async () => false;

/** The declaration's row, locked for the rest of the transaction; undefined when absent. */
export async function findLocked(tx: DbOrTx, declarationId: number): Promise<DeclarationRow | undefined> {
  const [row] = await tx.select().from(declarations).where(eq(declarations.id, declarationId)).for('update');
  return row;
}

/** The declaration's row, locked for the rest of the transaction (404 when absent). */
export async function lockDeclaration(tx: DbOrTx, declarationId: number): Promise<DeclarationRow> {
  const row = await findLocked(tx, declarationId);
  if (!row) throw notFound(DECLARATION_MESSAGES.notFound);
  return row;
}

/**
 * What the transition table needs. The edition row is read FOR SHARE so that an
 * edition status change (which locks it FOR UPDATE) cannot slip in between the
 * decision and the write.
 */
export async function loadFacts(
  tx: DbOrTx,
  row: Pick<DeclarationRow, 'status' | 'editionId' | 'unitId' | 'awardId'> & { id?: number },
  reviewDone: ExpertReviewDone = NO_REVIEW_ANSWER,
): Promise<DeclarationFacts> {
  const [edition] = await tx
    .select({
      status: editions.status,
      declarationStart: editions.declarationStart,
      declarationEnd: editions.declarationEnd,
      examinationEnd: editions.examinationEnd,
    })
    .from(editions)
    .where(eq(editions.id, row.editionId))
    .for('share');
  if (!edition) throw notFound(DECLARATION_MESSAGES.editionNotFound);
  const [extension] = await tx
    .select({ until: declarationWindowExtensions.until })
    .from(declarationWindowExtensions)
    .where(
      and(
        eq(declarationWindowExtensions.editionId, row.editionId),
        eq(declarationWindowExtensions.unitId, row.unitId),
      ),
    );
  const [award] = await tx
    .select({ flow: editionAwards.flow })
    .from(editionAwards)
    .where(and(eq(editionAwards.editionId, row.editionId), eq(editionAwards.awardId, row.awardId)));
  const expertReviewDone =
    row.status === 'expert_review' && row.id !== undefined
      ? await reviewDone(tx, { declarationId: row.id, editionId: row.editionId, awardId: row.awardId })
      : false;
  return {
    status: row.status,
    edition,
    extensionUntil: extension?.until ?? null,
    flow: award?.flow ?? [],
    expertReviewDone,
  };
}

export interface AuditInput {
  declarationId: number;
  action: DeclarationAction;
  from: DeclarationStatus | null;
  to: DeclarationStatus;
  opinion: string | null;
  actorKind: DeclarationActor;
  actor: Actor;
  at?: Date;
}

/** One row of the append-only trail. */
export async function writeAudit(tx: DbOrTx, input: AuditInput): Promise<void> {
  await tx.insert(declarationAudits).values({
    declarationId: input.declarationId,
    action: input.action,
    fromStatus: input.from,
    toStatus: input.to,
    opinion: input.opinion,
    actorKind: input.actorKind,
    actor: input.actor.loginName,
    actorName: input.actor.realname ?? null,
    actorUserId: input.actor.userId,
    ...(input.at ? { createTime: input.at } : {}),
  });
}

/**
 * The only writer of declarations.status: asks the table whether the caller may
 * take the action on the row (locked by the caller, inside its transaction) and
 * writes the new status with its audit row. A refusal of the table is a 505 with
 * its reason, and nothing is written.
 */
export async function applyTransition(
  tx: DbOrTx,
  row: DeclarationRow,
  action: DeclarationMove,
  actorKind: DeclarationActor,
  actor: Actor,
  opinion: string | null | undefined,
  now: Date,
  reviewDone: ExpertReviewDone = NO_REVIEW_ANSWER,
): Promise<DeclarationStatus> {
  const decision = decideTransition(await loadFacts(tx, row, reviewDone), action, actorKind, opinion, now);
  if (!decision.allowed) throw ruleViolation(decision.reason);
  const submitted = action === 'submit' || action === 'resubmit';
  await tx
    .update(declarations)
    .set({
      status: decision.to,
      ...(submitted ? { submittedAt: now } : {}),
      // The furthest stage of the trail and whether it was ever returned (the statistics).
      reachedStage: sql`greatest(${declarations.reachedStage}, ${FUNNEL_STAGE_OF_STATUS[decision.to]})`,
      ...(action === 'return' ? { returned: true } : {}),
      updateBy: actor.loginName,
      updateTime: now,
    })
    .where(eq(declarations.id, row.id));
  await writeAudit(tx, {
    declarationId: row.id,
    action,
    from: row.status,
    to: decision.to,
    opinion: opinion?.trim() || null,
    actorKind,
    actor,
    at: now,
  });
  return decision.to;
}
