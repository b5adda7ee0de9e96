import { AWAITING_EXAMINATION } from '@awards/shared/declarations';
import {
  type AdvanceOutcome,
  EDITION_MESSAGES,
  type EditionDetail,
  type EditionHistoryEntry,
  type EditionStatus,
  windowProblems,
} from '@awards/shared/editions';
import { renderMessage } from '@awards/shared/i18n';
import { and, asc, eq, inArray } from 'drizzle-orm';
import type { Db, DbOrTx } from '../../db/client';
import { declarations, editionStatusHistory, editions } from '../../db/schema';
import { notFound, ruleViolation } from '../../platform/errors';
import { awardsOfEdition } from './awards-of-edition';
import { presentHistory } from './presenter';
import type { ObjectionsOpen, ReviewsMissing } from './public';
import { type EditionService, lockEdition } from './service';
import { currentWindowEnd, decideTransition, type EditionFacts, nextStatus } from './transitions';
import { windowsOf } from './windows';

type Actor = { loginName: string };

/** The operator recorded for moves the scheduled advance makes. */
export const SYSTEM_OPERATOR = 'system';

/** Statuses that have a window whose close moves the edition on. */
const TIMED: EditionStatus[] = ['declaring', 'examining', 'reviewing', 'publicity'];

/**
 * Edition status changes (docs/domain.md "Transitions"): every move goes through
 * decideTransition (transitions.ts) on facts read under the edition's row lock,
 * and writes the new status and one history row in the same transaction.
 */
export class EditionStatusService {
  constructor(
    private readonly db: Db,
    private readonly editions: EditionService,
  ) {}

  /** Who counts the declarations still lacking reviews (the review module, at build); none until then. */
  private reviewsMissing: ReviewsMissing = async () => 0;

  answerReviewsMissing(answer: ReviewsMissing): void {
    this.reviewsMissing = answer;
  }

  /** Who counts the open objections (the objections module, at build); none until then. */
  private objectionsOpen: ObjectionsOpen = async () => 0;

  answerObjectionsOpen(answer: ObjectionsOpen): void {
    this.objectionsOpen = answer;
  }

  /** The counters loadFacts asks, as this service holds them. */
  private get counters(): Counters {
    return { reviewsMissing: this.reviewsMissing, objectionsOpen: this.objectionsOpen };
  }

  /** publicity → finished inside the caller's transaction (the awarding), or 505 with the reason. */
  async finish(tx: DbOrTx, editionId: number, operator: string, note: string | null): Promise<void> {
    const facts = await loadFacts(tx, editionId, this.counters);
    const decision = decideTransition(facts, 'finished', new Date());
    if (!decision.allowed) throw ruleViolation(decision.reason);
    await record(tx, editionId, facts.status, 'finished', operator, note);
  }

  /** The explicit staff action: move the edition to target, or 505 with the reason. */
  async transition(actor: Actor, editionId: number, target: EditionStatus, note?: string | null) {
    return this.db.transaction(async (tx): Promise<EditionDetail> => {
      const facts = await loadFacts(tx, editionId, this.counters);
      const decision = decideTransition(facts, target, new Date());
      if (!decision.allowed) throw ruleViolation(decision.reason);
      await record(tx, editionId, facts.status, target, actor.loginName, note ?? null);
      return this.editions.detail(editionId, tx);
    });
  }

  /**
   * The publicity module publishes a list (docs/domain.md "Publicity"): inside its transaction,
   * the edition's publicity window becomes the list's period (checked against the other windows,
   * 505 when out of order), and an edition in review moves to publicity through the same
   * transition table and history as the staff's action (505 with its reason). An edition
   * already in publicity (a correction after a withdrawal) only takes the new period.
   */
  async enterPublicity(
    tx: DbOrTx,
    actor: Actor,
    editionId: number,
    period: { start: Date; end: Date },
    note: string,
  ): Promise<void> {
    const row = await lockEdition(tx, editionId);
    if (row.status !== 'reviewing' && row.status !== 'publicity') {
      // Never allowed from here: the table's reason says why (skipping ahead, going back, finished).
      const decision = decideTransition(
        await loadFacts(tx, editionId, this.counters),
        'publicity',
        new Date(),
      );
      throw ruleViolation(decision.allowed ? EDITION_MESSAGES.finishedNoMove : decision.reason);
    }
    const windows = { ...windowsOf(row), publicityStart: period.start, publicityEnd: period.end };
    const [problem] = windowProblems(windows);
    if (problem) throw ruleViolation(problem.refusal);
    await tx
      .update(editions)
      .set({
        publicityStart: period.start,
        publicityEnd: period.end,
        updateBy: actor.loginName,
        updateTime: new Date(),
      })
      .where(eq(editions.id, editionId));
    if (row.status === 'publicity') return;
    const facts = await loadFacts(tx, editionId, this.counters);
    const decision = decideTransition(facts, 'publicity', new Date());
    if (!decision.allowed) throw ruleViolation(decision.reason);
    await record(tx, editionId, facts.status, 'publicity', actor.loginName, note);
  }

  async history(editionId: number): Promise<EditionHistoryEntry[]> {
    const exists = await this.db.$count(editions, eq(editions.id, editionId));
    if (exists === 0) throw notFound();
    const rows = await this.db
      .select()
      .from(editionStatusHistory)
      .where(eq(editionStatusHistory.editionId, editionId))
      .orderBy(asc(editionStatusHistory.id));
    return rows.map(presentHistory);
  }

  /**
   * For a scheduled job: moves every edition whose current window has closed by
   * `now` one step on, repeating while the next window has closed too (an edition
   * left alone for long catches up, each step recorded). Draft editions are never
   * opened automatically: opening is a staff decision. An edition that cannot
   * move (next window unset...) is reported in `blocked` and left as it is; one
   * edition per transaction, so one failure does not undo the others.
   */
  async advanceDue(now: Date): Promise<AdvanceOutcome> {
    const outcome: AdvanceOutcome = { moved: [], blocked: [] };
    const candidates = await this.db
      .select({ id: editions.id })
      .from(editions)
      .where(inArray(editions.status, TIMED))
      .orderBy(asc(editions.id));
    for (const { id } of candidates) {
      // Reported only once committed.
      const steps: AdvanceOutcome = { moved: [], blocked: [] };
      await this.db.transaction(async (tx) => {
        for (let step = 0; step < TIMED.length; step++) {
          const facts = await loadFacts(tx, id, this.counters);
          const end = currentWindowEnd(facts);
          const to = nextStatus(facts.status);
          if (!end || end > now || !to || !TIMED.includes(facts.status)) return;
          const decision = decideTransition(facts, to, now);
          if (!decision.allowed) {
            steps.blocked.push({ editionId: id, status: facts.status, reason: decision.reason });
            return;
          }
          await record(
            tx,
            id,
            facts.status,
            to,
            SYSTEM_OPERATOR,
            renderMessage(EDITION_MESSAGES.autoAdvanced),
          );
          steps.moved.push({ editionId: id, from: facts.status, to });
        }
      });
      outcome.moved.push(...steps.moved);
      outcome.blocked.push(...steps.blocked);
    }
    return outcome;
  }
}

/** The counts other modules answer (review: missing reviews; objections: open ones). */
interface Counters {
  reviewsMissing: ReviewsMissing;
  objectionsOpen: ObjectionsOpen;
}

/** What decideTransition needs, read under the edition's row lock. */
async function loadFacts(tx: DbOrTx, editionId: number, counters: Counters): Promise<EditionFacts> {
  const row = await lockEdition(tx, editionId);
  const awards = await awardsOfEdition(tx, editionId);
  // Declarations read the edition FOR SHARE before changing status, so under this
  // row lock the count cannot change.
  const awaitingExamination = await tx.$count(
    declarations,
    and(eq(declarations.editionId, editionId), inArray(declarations.status, [...AWAITING_EXAMINATION])),
  );
  return {
    awaitingExamination,
    // Asked only where it decides: leaving the review.
    reviewsMissing: row.status === 'reviewing' ? await counters.reviewsMissing(tx, editionId) : 0,
    // Asked only where it decides: leaving publicity.
    ...(row.status === 'publicity'
      ? {
          publicityPending: {
            declarations: await tx.$count(
              declarations,
              and(eq(declarations.editionId, editionId), eq(declarations.status, 'publicity')),
            ),
            objections: await counters.objectionsOpen(tx, editionId),
          },
        }
      : {}),
    status: row.status,
    windows: windowsOf(row),
    awards: awards.map((a) => ({
      awardName: a.awardName,
      quotas: a.grades.map((g) => g.quota),
      weights: a.standards.map((s) => s.weight),
      flow: a.flow,
    })),
  };
}

/** The status change and its history row, together. */
async function record(
  tx: DbOrTx,
  editionId: number,
  from: EditionStatus,
  to: EditionStatus,
  operator: string,
  note: string | null,
): Promise<void> {
  await tx
    .update(editions)
    .set({ status: to, updateBy: operator, updateTime: new Date() })
    .where(eq(editions.id, editionId));
  await tx.insert(editionStatusHistory).values({ editionId, fromStatus: from, toStatus: to, operator, note });
}
