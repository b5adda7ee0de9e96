import { AWAITING_EXAMINATION, type DeclarationDetail } from '@awards/shared/declarations';
import {
  type BatchRefusal,
  EXAMINATION_MESSAGES,
  type ExaminationBatchPass,
  type ExaminationDecide,
  type ExaminationQueueQuery,
  type QueueItem,
} from '@awards/shared/examination';
import { type Locale, renderMessage } from '@awards/shared/i18n';
import type { Page } from '@awards/shared/paging';
import { and, eq, inArray, sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { declarationAudits } from '../../db/schema';
import { ruleViolation } from '../../platform/errors';
import {
  asExaminer,
  type DeclarationsApi,
  EXAMINATION_EDITION_STATUSES,
  type Moved,
  type SignedInUser,
} from '../declarations/public';
import type { Decided, DecisionNotifier } from './notify';

/**
 * The formal examination (docs/domain.md "Formal examination"): the queue, one
 * decision, batch pass (all or nothing). The examiner acts federation-wide; each
 * decision is a move of the declaration lifecycle (declarations/public.ts), and
 * the unit is told after commit.
 */
export class ExaminationService {
  constructor(
    private readonly db: Db,
    private readonly declarations: DeclarationsApi,
    private readonly notifier: DecisionNotifier,
  ) {}

  /** Submitted and resubmitted declarations of editions declaring or in examination (rolling), oldest submission first. */
  async queue(user: SignedInUser, query: ExaminationQueueQuery, locale?: Locale): Promise<Page<QueueItem>> {
    const page = await this.declarations.page(asExaminer(user, locale), {
      ...query,
      statuses: AWAITING_EXAMINATION,
      editionStatuses: EXAMINATION_EDITION_STATUSES,
      order: 'submission',
    });
    const counts = await this.returnCounts(page.result.map((d) => d.declarationId));
    return {
      ...page,
      result: page.result.map((d) => ({ ...d, returnCount: counts.get(d.declarationId) ?? 0 })),
    };
  }

  /** One declaration with attachments and its whole trail, for the side-by-side view. */
  detail(user: SignedInUser, declarationId: number, locale?: Locale): Promise<DeclarationDetail> {
    return this.declarations.readDetail(asExaminer(user, locale), declarationId);
  }

  async decide(user: SignedInUser, input: ExaminationDecide, locale?: Locale): Promise<DeclarationDetail> {
    const examiner = asExaminer(user, locale);
    const { decided, detail } = await this.db.transaction(async (tx) => {
      const moved = await this.declarations.move(
        examiner,
        input.declarationId,
        input.decision,
        input.opinion,
        { tx },
      );
      return {
        decided: toDecided(moved, input.decision, input.opinion),
        detail: await this.declarations.readDetail(examiner, input.declarationId, tx),
      };
    });
    await this.notifier.tell(user, decided);
    return detail;
  }

  /**
   * Passes every listed declaration, or none: each is asked of the lifecycle
   * first (rows locked in id order, so two batches cannot deadlock); if any is
   * refused nothing is written and the 505 lists every refusal with its reason, written in
   * the caller's language (the refusals are data of the envelope, which the error handler
   * does not render).
   */
  async batchPass(
    user: SignedInUser,
    input: ExaminationBatchPass,
    locale: Locale = 'zh_CN',
  ): Promise<{ count: number }> {
    const examiner = asExaminer(user);
    const ids = [...new Set(input.declarationIds)].sort((a, b) => a - b);
    const decided = await this.db.transaction(async (tx) => {
      const at = { tx, now: new Date() };
      const refusals: BatchRefusal[] = [];
      for (const declarationId of ids) {
        const decision = await this.declarations.decide(examiner, declarationId, 'pass', null, at);
        if (decision.allowed) continue;
        const { declaration, reason } = decision;
        const why = declaration
          ? EXAMINATION_MESSAGES.refusedDeclaration({
              project: declaration.projectName,
              reason: renderMessage(reason, locale),
            })
          : reason;
        refusals.push({ declarationId, reason: renderMessage(why, locale) });
      }
      if (refusals.length > 0)
        throw ruleViolation(EXAMINATION_MESSAGES.batchRefused({ count: refusals.length }), refusals);
      const done: Decided[] = [];
      for (const declarationId of ids) {
        const moved = await this.declarations.move(examiner, declarationId, 'pass', input.opinion, at);
        done.push(toDecided(moved, 'pass', input.opinion));
      }
      return done;
    });
    for (const one of decided) await this.notifier.tell(user, one);
    return { count: decided.length };
  }

  /** How many times each declaration was returned for correction (its trail's return rows). */
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

function toDecided(moved: Moved, decision: Decided['decision'], opinion: string | null | undefined): Decided {
  return {
    declarationId: moved.declarationId,
    unitId: moved.unitId,
    projectName: moved.projectName,
    submittedAt: moved.submittedAt,
    decision,
    to: moved.to,
    opinion: opinion ?? null,
  };
}
