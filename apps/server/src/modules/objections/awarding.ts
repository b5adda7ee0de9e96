import { EDITION_STATUS_NAMES } from '@awards/shared/editions';
import { renderMessage } from '@awards/shared/i18n';
import {
  type AwardOutcome,
  type AwardPlan,
  type CarryOverOutcome,
  OBJECTION_MESSAGES as M,
  type ObjectionEditionOption,
} from '@awards/shared/objections';
import { and, asc, desc, eq, inArray } from 'drizzle-orm';
import type { Db, DbOrTx } from '../../db/client';
import { declarations, editions, users } from '../../db/schema';
import { displayClock } from '../../platform/clock';
import { AppError, notFound, ruleViolation } from '../../platform/errors';
import type { JobHandler } from '../../platform/scheduler/job-handlers';
import { iso } from '../../platform/time';
import { asStaff, type DeclarationsApi, type SignedInUser } from '../declarations/public';
import type { EditionsApi } from '../editions/public';
import type { PublicityApi } from '../publicity/public';
import type { ResultsApi } from '../results/public';
import { objectionStates, openCount } from './repository';

/** Whom the scheduled awarding acts as (the audit trail's actor): the administrator. */
const SYSTEM_ACTOR = 'admin';

/**
 * The awarding at the end of the publicity (docs/domain.md "Objections and awarding"): each
 * declaration of the edition in `publicity` without an open or upheld objection takes `award`;
 * one with an upheld objection (and none open) takes `revoke` with the conclusion as reason; one
 * with an open objection is held, and settled when that objection is concluded. When nothing is
 * left in publicity and no objection is open, the edition moves publicity → finished. All of an
 * edition in one transaction; a second run finds nothing left to do.
 */
export class AwardingService {
  constructor(
    private readonly db: Db,
    private readonly declarations: DeclarationsApi,
    private readonly editions: EditionsApi,
    private readonly results: ResultsApi,
    private readonly publicity: PublicityApi,
  ) {}

  /** The editions the page chooses from: in publicity, or finished, newest first. */
  async editionOptions(): Promise<ObjectionEditionOption[]> {
    return this.db
      .select({ editionId: editions.id, editionName: editions.editionName, status: editions.status })
      .from(editions)
      .where(inArray(editions.status, ['publicity', 'finished']))
      .orderBy(desc(editions.id))
      .limit(100);
  }

  /** What a run would do now (the portal's button says it before staff press it). */
  async plan(editionId: number, now = new Date()): Promise<AwardPlan> {
    const [edition] = await this.db.select().from(editions).where(eq(editions.id, editionId));
    if (!edition) throw notFound();
    const end = await this.publicity.periodEnd(editionId, this.db);
    const sorted = await this.sort(this.db, editionId);
    const open = await openCount(this.db, editionId);
    return {
      editionId,
      periodEnd: iso(end),
      periodOver: end !== null && end <= now,
      toAward: sorted.award.length,
      toRevoke: sorted.revoke.length,
      held: sorted.held.length,
      openObjections: open,
      finishes: edition.status === 'publicity' && sorted.held.length === 0 && open === 0,
    };
  }

  /** Staff's call (OBJECTION_AWARD) and the job's, for one edition. */
  async run(actor: SignedInUser, editionId: number, now = new Date()): Promise<AwardOutcome> {
    return this.db.transaction(async (tx) => {
      const edition = await this.editions.lock(tx, editionId);
      if (edition.status === 'finished') return { awarded: 0, revoked: 0, held: 0, finished: true };
      if (edition.status !== 'publicity')
        throw ruleViolation(M.editionNotInPublicity({ status: EDITION_STATUS_NAMES[edition.status] }));
      const end = await this.publicity.periodEnd(editionId, tx);
      if (!end) throw ruleViolation(M.noSnapshot);
      if (end > now) throw ruleViolation(M.periodNotOver({ end: displayClock.format(end, 'minute') }));
      const sorted = await this.sort(tx, editionId);
      const staff = asStaff(actor);
      for (const id of sorted.award) await this.declarations.move(staff, id, 'award', null, { tx, now });
      for (const { id, opinion } of sorted.revoke)
        await this.declarations.move(staff, id, 'revoke', revokeReason(opinion), { tx, now });
      // Each awarded declaration's certificate number, given once, in the same transaction.
      await this.results.assignCertificates(tx, editionId);
      const finished = await this.tryFinish(tx, editionId, actor.loginName);
      return {
        awarded: sorted.award.length,
        revoked: sorted.revoke.length,
        held: sorted.held.length,
        finished,
      };
    });
  }

  /**
   * After an objection is concluded (or not admitted) once the period is over: its declaration
   * is settled (awarded, or revoked when an objection on it was upheld) unless another objection
   * on it is still open; then the edition finishes when nothing is pending. In the caller's
   * transaction; nothing happens before the period's end (the awarding does it then).
   */
  async settle(tx: DbOrTx, actor: SignedInUser, declarationId: number, now: Date): Promise<void> {
    const [row] = await tx
      .select({ status: declarations.status, editionId: declarations.editionId })
      .from(declarations)
      .where(eq(declarations.id, declarationId));
    if (row?.status !== 'publicity') return;
    const end = await this.publicity.periodEnd(row.editionId, tx);
    if (!end || end > now) return;
    const state = (await objectionStates(tx, [declarationId])).get(declarationId);
    if (state && state.open > 0) return;
    const staff = asStaff(actor);
    if (state && state.upheld > 0)
      await this.declarations.move(staff, declarationId, 'revoke', revokeReason(state.opinion), { tx, now });
    else {
      await this.declarations.move(staff, declarationId, 'award', null, { tx, now });
      await this.results.assignCertificates(tx, row.editionId);
    }
    await this.tryFinish(tx, row.editionId, actor.loginName);
  }

  /** The scheduled run: every edition in publicity whose period has ended, one transaction each. */
  async runDue(now: Date): Promise<AwardOutcome & { editions: number }> {
    const total = { editions: 0, awarded: 0, revoked: 0, held: 0, finished: false };
    const [admin] = await this.db
      .select({ userId: users.id, loginName: users.loginName, realname: users.realname, orgId: users.orgId })
      .from(users)
      .where(eq(users.loginName, SYSTEM_ACTOR));
    if (!admin) return total;
    const candidates = await this.db
      .select({ id: editions.id })
      .from(editions)
      .where(eq(editions.status, 'publicity'))
      .orderBy(asc(editions.id));
    for (const { id } of candidates) {
      const end = await this.publicity.periodEnd(id, this.db);
      if (!end || end > now) continue;
      const outcome = await this.run(admin, id, now);
      total.editions += 1;
      total.awarded += outcome.awarded;
      total.revoked += outcome.revoked;
      total.held += outcome.held;
    }
    return total;
  }

  /** carry_over of a deferred declaration (OBJECTION_CARRY), through the lifecycle, now or at `at`. */
  async carryOver(actor: SignedInUser, declarationId: number, at?: Date): Promise<CarryOverOutcome> {
    const done = await this.declarations.carryOver(asStaff(actor), declarationId, at ? { now: at } : {});
    return { declarationId, ...done };
  }

  /** The edition's declarations in publicity, sorted by what the awarding does with each. */
  private async sort(db: DbOrTx, editionId: number) {
    const rows = await db
      .select({ id: declarations.id })
      .from(declarations)
      .where(and(eq(declarations.editionId, editionId), inArray(declarations.status, ['publicity'])))
      .orderBy(asc(declarations.id));
    const states = await objectionStates(
      db,
      rows.map((r) => r.id),
    );
    const award: number[] = [];
    const revoke: { id: number; opinion: string | null }[] = [];
    const held: number[] = [];
    for (const { id } of rows) {
      const state = states.get(id);
      if (state && state.open > 0) held.push(id);
      else if (state && state.upheld > 0) revoke.push({ id, opinion: state.opinion });
      else award.push(id);
    }
    return { award, revoke, held };
  }

  /** publicity → finished when nothing is pending; false (and nothing written) otherwise. */
  private async tryFinish(tx: DbOrTx, editionId: number, operator: string): Promise<boolean> {
    const pending = await tx.$count(
      declarations,
      and(eq(declarations.editionId, editionId), eq(declarations.status, 'publicity')),
    );
    if (pending > 0 || (await openCount(tx, editionId)) > 0) return false;
    try {
      await this.editions.finish(tx, editionId, operator, renderMessage(M.awardJobLabel));
      return true;
    } catch (error) {
      // The edition's own window may still run: it finishes by its scheduled advance then.
      if (error instanceof AppError) return false;
      throw error;
    }
  }
}

const revokeReason = (opinion: string | null) => renderMessage(M.revokeReason({ opinion: opinion ?? '' }));

/** The jobs module's handler: the awarding of every edition whose publicity period has ended. */
export const awardPublicityJob = (awarding: Pick<AwardingService, 'runDue'>): JobHandler => ({
  className: 'awardPublicity',
  label: M.awardJobLabel,
  description: M.awardJobDescription,
  paramExample: null,
  async run({ now }) {
    const r = await awarding.runDue(now);
    return renderMessage(M.awarded(r));
  },
});
