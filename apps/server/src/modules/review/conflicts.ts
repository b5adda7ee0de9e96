import {
  type ConflictReport,
  type ConflictSource,
  type ConflictType,
  type ConflictView,
  REVIEW_MESSAGES as M,
} from '@awards/shared/review';
import { and, asc, eq, inArray } from 'drizzle-orm';
import type { Db, DbOrTx } from '../../db/client';
import {
  declarationCompleters,
  declarations,
  experts,
  organisations,
  reviewAssignments,
  reviewConflicts,
  reviews,
} from '../../db/schema';
import { notFound, ruleViolation } from '../../platform/errors';
import { organisationKey } from './assignment/match';
import { matchAvoidRequests } from './avoid';
import { drawReplacement } from './replace';
import { readEdition, requireEditable } from './repository';

/** Conflicts of interest (回避): the automatic rule, and those declared or set by hand. */
export class ConflictService {
  constructor(private readonly db: Db) {}

  async list(
    editionId: number,
    filter: { source?: ConflictSource; status?: string },
  ): Promise<ConflictView[]> {
    await readEdition(this.db, editionId);
    const rows = await this.db
      .select({
        conflictId: reviewConflicts.id,
        expertId: reviewConflicts.expertId,
        expertName: experts.expertName,
        declarationId: reviewConflicts.declarationId,
        projectName: declarations.projectName,
        conflictType: reviewConflicts.conflictType,
        source: reviewConflicts.source,
        status: reviewConflicts.status,
        reason: reviewConflicts.reason,
        createBy: reviewConflicts.createBy,
        createTime: reviewConflicts.createTime,
      })
      .from(reviewConflicts)
      .innerJoin(experts, eq(experts.id, reviewConflicts.expertId))
      .innerJoin(declarations, eq(declarations.id, reviewConflicts.declarationId))
      .where(
        and(
          eq(reviewConflicts.editionId, editionId),
          filter.source ? eq(reviewConflicts.source, filter.source) : undefined,
          filter.status ? eq(reviewConflicts.status, filter.status as ConflictView['status']) : undefined,
        ),
      )
      .orderBy(asc(reviewConflicts.id));
    return rows.map((r) => ({ ...r, createTime: r.createTime.toISOString() }));
  }

  /** Staff set a conflict (confirmed at once); an assigned pair loses its assignment and a replacement is drawn at once. */
  async add(
    loginName: string,
    input: { expertId: number; declarationId: number; conflictType: ConflictType; reason: string },
    source: ConflictSource = 'staff',
    at?: DbOrTx,
  ): Promise<{ conflictId: number; replacementRunId: number | null }> {
    const write = async (tx: DbOrTx) => {
      const [d] = await tx
        .select({ editionId: declarations.editionId })
        .from(declarations)
        .where(eq(declarations.id, input.declarationId));
      if (!d) throw notFound(M.declarationIdRequired);
      const [e] = await tx.select({ id: experts.id }).from(experts).where(eq(experts.id, input.expertId));
      if (!e) throw notFound(M.expertIdRequired);
      requireEditable(await readEdition(tx, d.editionId, true));
      const [row] = await tx
        .insert(reviewConflicts)
        .values({ editionId: d.editionId, ...input, source, status: 'confirmed', createBy: loginName })
        .onConflictDoUpdate({
          target: [reviewConflicts.expertId, reviewConflicts.declarationId, reviewConflicts.conflictType],
          set: {
            status: 'confirmed',
            source,
            reason: input.reason,
            updateBy: loginName,
            updateTime: new Date(),
          },
        })
        .returning({ id: reviewConflicts.id });
      const replacement = (await unassign(tx, input.expertId, input.declarationId))
        ? await drawReplacement(tx, input, 'conflict', loginName)
        : null;
      return { conflictId: row!.id, replacementRunId: replacement?.runId ?? null };
    };
    return at ? write(at) : this.db.transaction(write);
  }

  /** Staff decide a pending request (a declarer's 回避申请): confirmed unassigns the pair and draws a replacement. */
  async decide(loginName: string, conflictId: number, decision: 'confirmed' | 'dismissed') {
    return this.db.transaction(async (tx) => {
      const [row] = await tx
        .select()
        .from(reviewConflicts)
        .where(eq(reviewConflicts.id, conflictId))
        .for('update');
      if (!row) throw notFound(M.conflictNotFound);
      if (row.status !== 'pending') throw ruleViolation(M.conflictDecided);
      await tx
        .update(reviewConflicts)
        .set({ status: decision, decidedBy: loginName, decidedTime: new Date() })
        .where(eq(reviewConflicts.id, conflictId));
      const replacement =
        decision === 'confirmed' && (await unassign(tx, row.expertId, row.declarationId))
          ? await drawReplacement(tx, row, 'conflict', loginName)
          : null;
      return { conflictId, status: decision, replacementRunId: replacement?.runId ?? null };
    });
  }

  /**
   * The supervisors' report: the confirmed conflicts by type and by source, and every conflict
   * (pending requests and dismissed ones too) by status.
   */
  async report(editionId: number): Promise<ConflictReport> {
    const rows = await this.list(editionId, {});
    const byType: ConflictReport['byType'] = {};
    const bySource: ConflictReport['bySource'] = {};
    const byStatus: ConflictReport['byStatus'] = {};
    let total = 0;
    for (const r of rows) {
      byStatus[r.status] = (byStatus[r.status] ?? 0) + 1;
      if (r.status !== 'confirmed') continue;
      total += 1;
      byType[r.conflictType] = (byType[r.conflictType] ?? 0) + 1;
      bySource[r.source] = (bySource[r.source] ?? 0) + 1;
    }
    return { total, byType, bySource, byStatus };
  }
}

/**
 * Finds and stores the automatic conflicts between these experts and declarations
 * (docs/domain.md "Conflicts"): organisation = declaring unit, recommending unit or a
 * completer's unit; the expert is a completer (name and unit), or a completer of a
 * competing declaration among `declarationIds` (the group's). Confirmed at once; an
 * existing row (maybe dismissed by staff) is left as it is. The declarers' standing
 * requests are matched too, into pending conflicts (an expert who joined the pool later).
 */
export async function refreshAutomaticConflicts(
  tx: DbOrTx,
  editionId: number,
  expertIds: number[],
  declarationIds: number[],
  loginName: string,
): Promise<void> {
  if (!expertIds.length || !declarationIds.length) return;
  const pool = await tx
    .select({ id: experts.id, name: experts.expertName, organisation: experts.organisation })
    .from(experts)
    .where(inArray(experts.id, expertIds));
  const decls = await tx
    .select({
      id: declarations.id,
      name: declarations.projectName,
      unit: organisations.organName,
      recommend: declarations.recommendUnit,
    })
    .from(declarations)
    .innerJoin(organisations, eq(organisations.id, declarations.unitId))
    .where(inArray(declarations.id, declarationIds));
  const completers = await tx
    .select({
      declarationId: declarationCompleters.declarationId,
      name: declarationCompleters.name,
      unit: declarationCompleters.unit,
    })
    .from(declarationCompleters)
    .where(inArray(declarationCompleters.declarationId, declarationIds));
  const found: { expertId: number; declarationId: number; conflictType: ConflictType; reason: string }[] = [];
  // The declarations (of this group) each expert is a completer of: a competitor of every other one.
  const authored = new Map<number, typeof decls>();
  for (const e of pool) {
    const organisation = organisationKey(e.organisation);
    if (!organisation) continue;
    const own = decls.filter((d) =>
      completers.some(
        (c) =>
          c.declarationId === d.id &&
          c.name.trim() === e.name.trim() &&
          organisationKey(c.unit) === organisation,
      ),
    );
    if (own.length) authored.set(e.id, own);
  }
  for (const d of decls) {
    const unit = organisationKey(d.unit);
    const recommend = organisationKey(d.recommend);
    const own = completers.filter((c) => c.declarationId === d.id);
    for (const e of pool) {
      const organisation = organisationKey(e.organisation);
      if (!organisation) continue;
      const add = (conflictType: ConflictType, reason: string) =>
        found.push({ expertId: e.id, declarationId: d.id, conflictType, reason });
      if (organisation === unit) add('same_unit', d.unit);
      if (recommend && organisation === recommend) add('recommending_unit', d.recommend ?? '');
      const sameUnit = own.find((c) => organisationKey(c.unit) === organisation);
      if (sameUnit) add('completer_unit', `${sameUnit.name}（${sameUnit.unit}）`);
      const self = own.find(
        (c) => c.name.trim() === e.name.trim() && organisationKey(c.unit) === organisation,
      );
      if (self) add('completer', self.name);
      const competitor = authored.get(e.id)?.find((other) => other.id !== d.id);
      if (competitor) add('competing', competitor.name);
    }
  }
  await matchAvoidRequests(tx, editionId, expertIds, declarationIds);
  if (!found.length) return;
  await tx
    .insert(reviewConflicts)
    .values(
      found.map((f) => ({
        ...f,
        editionId,
        source: 'automatic' as const,
        status: 'confirmed' as const,
        createBy: loginName,
      })),
    )
    .onConflictDoNothing();
}

/** Removes a pair's assignment and its draft review (a submitted review is kept, as the record); true when one was assigned. */
async function unassign(tx: DbOrTx, expertId: number, declarationId: number): Promise<boolean> {
  const removed = await tx
    .delete(reviewAssignments)
    .where(and(eq(reviewAssignments.expertId, expertId), eq(reviewAssignments.declarationId, declarationId)))
    .returning({ id: reviewAssignments.id });
  await tx
    .delete(reviews)
    .where(
      and(
        eq(reviews.expertId, expertId),
        eq(reviews.declarationId, declarationId),
        eq(reviews.status, 'draft'),
      ),
    );
  return removed.length > 0;
}
