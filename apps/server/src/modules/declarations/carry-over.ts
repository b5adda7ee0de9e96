import { OBJECTION_MESSAGES } from '@awards/shared/objections';
import { and, asc, eq, gt } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client';
import {
  declarationAttachments,
  declarationCompleters,
  declarations,
  editionAwards,
  editionGrades,
  editions,
} from '../../db/schema';
import { ruleViolation } from '../../platform/errors';
import type { Caller } from './caller';
import { applyTransition, type DeclarationRow, type ExpertReviewDone, writeAudit } from './record';

/**
 * carry_over (docs/domain.md "Objections and awarding"): a deferred (缓评) declaration is
 * copied as a draft into the next edition of the same award that is open for declaration
 * (the earliest `declaring` edition created after its own that offers the award): content,
 * completers and attachments (the same files), `carried_from_id` naming the old one; the old
 * one takes `carry_over` (→ carried_over). In the caller's transaction, the old row locked.
 * 505 when no such edition exists, or the transition table refuses.
 */
export async function carryOver(
  tx: DbOrTx,
  caller: Caller,
  row: DeclarationRow,
  now: Date,
  reviewDone: ExpertReviewDone,
): Promise<{ newDeclarationId: number; editionId: number }> {
  // The table first: only a deferred declaration, by staff.
  const [next] = await tx
    .select({ editionId: editions.id, editionAwardId: editionAwards.id })
    .from(editions)
    .innerJoin(
      editionAwards,
      and(eq(editionAwards.editionId, editions.id), eq(editionAwards.awardId, row.awardId)),
    )
    .where(and(gt(editions.id, row.editionId), eq(editions.status, 'declaring')))
    .orderBy(asc(editions.id))
    .limit(1);
  await applyTransition(tx, row, 'carry_over', caller.kind, caller.user, null, now, reviewDone);
  if (!next) throw ruleViolation(OBJECTION_MESSAGES.noNextEdition);
  // The grade it aimed at, where the next edition's award still has it.
  const grade =
    row.gradeLevel === null
      ? 0
      : await tx.$count(
          editionGrades,
          and(
            eq(editionGrades.editionAwardId, next.editionAwardId),
            eq(editionGrades.gradeLevel, row.gradeLevel),
          ),
        );
  const [copy] = await tx
    .insert(declarations)
    .values({
      editionId: next.editionId,
      awardId: row.awardId,
      gradeLevel: grade > 0 ? row.gradeLevel : null,
      projectName: row.projectName,
      unitId: row.unitId,
      recommendUnit: row.recommendUnit,
      recommendUnitId: row.recommendUnitId,
      discipline: row.discipline,
      regionCode: row.regionCode,
      summary: row.summary,
      keyData: row.keyData,
      carriedFromId: row.id,
      createBy: caller.user.loginName,
      createTime: now,
    })
    .returning({ id: declarations.id });
  const newId = copy!.id;
  const completers = await tx
    .select()
    .from(declarationCompleters)
    .where(eq(declarationCompleters.declarationId, row.id))
    .orderBy(asc(declarationCompleters.sortNumber));
  if (completers.length > 0)
    await tx
      .insert(declarationCompleters)
      .values(completers.map(({ id: _id, declarationId: _d, ...c }) => ({ ...c, declarationId: newId })));
  const attachments = await tx
    .select()
    .from(declarationAttachments)
    .where(eq(declarationAttachments.declarationId, row.id))
    .orderBy(asc(declarationAttachments.sortNumber));
  if (attachments.length > 0)
    await tx
      .insert(declarationAttachments)
      .values(attachments.map(({ id: _id, declarationId: _d, ...a }) => ({ ...a, declarationId: newId })));
  await writeAudit(tx, {
    declarationId: newId,
    action: 'create',
    from: null,
    to: 'draft',
    opinion: `#${row.id}`,
    actorKind: caller.kind,
    actor: caller.user,
    at: now,
  });
  return { newDeclarationId: newId, editionId: next.editionId };
}
