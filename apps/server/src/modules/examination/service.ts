import { AWAITING_EXAMINATION, type DeclarationDetail } from '@awards/shared/declarations';
import {
  type BatchRefusal,
  EXAMINATION_MESSAGES,
  type ExaminationBatchPass,
  type ExaminationDecide,
  type ExaminationQueueQuery,
  type QueueItem,
} from '@awards/shared/examination';
import { type Page, toPage } from '@awards/shared/paging';
import { and, asc, eq, inArray, sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { declarationAudits, declarations, editions } from '../../db/schema';
import { ruleViolation } from '../../platform/errors';
import { containsText } from '../../platform/text-match';
import { type Actor, applyTransition, loadFacts, lockDeclaration } from '../declarations/record';
import { readDetail, selectDeclarations, toView } from '../declarations/repository';
import { decideTransition, EXAMINATION_EDITION_STATUSES } from '../declarations/transitions';
import type { Decided, DecisionNotifier } from './notify';

/**
 * The formal examination (docs/domain.md "Formal examination"): the queue, one
 * decision, batch pass (all or nothing). Each decision goes through the
 * declarations' transition table; the unit is told after commit.
 */
export class ExaminationService {
  constructor(
    private readonly db: Db,
    private readonly notifier: DecisionNotifier,
  ) {}

  /** Submitted and resubmitted declarations of editions declaring or in examination (rolling), oldest submission first. */
  async queue(query: ExaminationQueueQuery): Promise<Page<QueueItem>> {
    const where = and(
      inArray(declarations.status, query.status ? [query.status] : [...AWAITING_EXAMINATION]),
      inArray(editions.status, EXAMINATION_EDITION_STATUSES),
      query.editionId !== undefined ? eq(declarations.editionId, query.editionId) : undefined,
      query.awardId !== undefined ? eq(declarations.awardId, query.awardId) : undefined,
      query.unitId !== undefined ? eq(declarations.unitId, query.unitId) : undefined,
      query.projectName ? containsText(declarations.projectName, query.projectName) : undefined,
    );
    const [rows, [total]] = await Promise.all([
      selectDeclarations(this.db, where)
        .orderBy(asc(declarations.submittedAt), asc(declarations.id))
        .limit(query.pageSize)
        .offset((query.pageNum - 1) * query.pageSize),
      this.db
        .select({ n: sql<number>`count(*)`.mapWith(Number) })
        .from(declarations)
        .innerJoin(editions, eq(editions.id, declarations.editionId))
        .where(where),
    ]);
    const counts = await this.returnCounts(rows.map((r) => r.row.id));
    return toPage(
      query,
      total?.n ?? 0,
      rows.map((r) => ({ ...toView(r), returnCount: counts.get(r.row.id) ?? 0 })),
    );
  }

  async decide(actor: Actor, input: ExaminationDecide): Promise<DeclarationDetail> {
    const { decided, detail } = await this.db.transaction(async (tx) => {
      const moved = await applyTransition(
        tx,
        input.declarationId,
        input.decision,
        'examiner',
        actor,
        input.opinion,
      );
      return {
        decided: toDecided(moved.row, input.decision, moved.to, input.opinion),
        detail: (await readDetail(tx, input.declarationId))!,
      };
    });
    await this.notifier.tell(actor, decided);
    return detail;
  }

  /**
   * Passes every listed declaration, or none: each is checked against the table
   * first (rows locked in id order, so two batches cannot deadlock); if any is
   * refused nothing is written and the 505 lists every refusal with its reason.
   */
  async batchPass(actor: Actor, input: ExaminationBatchPass): Promise<{ count: number }> {
    const ids = [...new Set(input.declarationIds)].sort((a, b) => a - b);
    const decided = await this.db.transaction(async (tx) => {
      const refusals: BatchRefusal[] = [];
      const now = new Date();
      for (const declarationId of ids) {
        const row = await lockDeclaration(tx, declarationId).catch(() => null);
        if (!row) {
          refusals.push({ declarationId, reason: '申报不存在' });
          continue;
        }
        const decision = decideTransition(await loadFacts(tx, row), 'pass', 'examiner', null, now);
        if (!decision.allowed)
          refusals.push({ declarationId, reason: `「${row.projectName}」${decision.reason}` });
      }
      if (refusals.length > 0)
        throw ruleViolation(EXAMINATION_MESSAGES.batchRefused(refusals.length), refusals);
      const done: Decided[] = [];
      for (const declarationId of ids) {
        const moved = await applyTransition(
          tx,
          declarationId,
          'pass',
          'examiner',
          actor,
          input.opinion,
          undefined,
          now,
        );
        done.push(toDecided(moved.row, 'pass', moved.to, input.opinion ?? null));
      }
      return done;
    });
    for (const one of decided) await this.notifier.tell(actor, one);
    return { count: decided.length };
  }

  private async returnCounts(ids: number[]): Promise<Map<number, number>> {
    if (ids.length === 0) return new Map();
    const rows = await this.db
      .select({ id: declarationAudits.declarationId, n: sql<number>`count(*)`.mapWith(Number) })
      .from(declarationAudits)
      .where(and(inArray(declarationAudits.declarationId, ids), eq(declarationAudits.action, 'return')))
      .groupBy(declarationAudits.declarationId);
    return new Map(rows.map((r) => [r.id, r.n]));
  }
}

function toDecided(
  row: { id: number; unitId: number; projectName: string },
  decision: Decided['decision'],
  to: Decided['to'],
  opinion: string | null | undefined,
): Decided {
  return {
    declarationId: row.id,
    unitId: row.unitId,
    projectName: row.projectName,
    decision,
    to,
    opinion: opinion ?? null,
  };
}
