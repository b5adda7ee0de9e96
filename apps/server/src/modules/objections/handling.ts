import { renderMessage } from '@awards/shared/i18n';
import {
  OBJECTION_MESSAGES as M,
  OBJECTION_STATUS_NAMES,
  OBJECTION_TARGET_NAMES,
  type ObjectionConclude,
  type ObjectionDetail,
  type ObjectionPageQuery,
  type ObjectionRequest,
  type ObjectionScreen,
  type ObjectionView,
  SCREENING_REASON_NAMES,
} from '@awards/shared/objections';
import type { Page } from '@awards/shared/paging';
import { and, desc, eq, inArray, type SQL } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { declarations, objectionRequests, objections, users } from '../../db/schema';
import { permissionCodesOf } from '../../platform/auth/permissions';
import { displayClock } from '../../platform/clock';
import { notFound, ruleViolation } from '../../platform/errors';
import { countSelect, pagedQuery } from '../../platform/paging';
import type { SignedInUser } from '../declarations/public';
import type { AwardingService } from './awarding';
import { type ObjectionNotifier, outcomeText } from './notify';
import {
  detailOf,
  lockObjection,
  readView,
  selectViews,
  toView,
  unansweredCount,
  writeStep,
} from './repository';

type Staff = SignedInUser & { userType?: string };

/**
 * Staff's handling of objections (OBJECTION_VIEW the list and detail, OBJECTION_SCREEN the
 * screening, OBJECTION_HANDLE the investigation and conclusion). Federation-wide, like the
 * formal examination. The objector's identity goes only to holders of OBJECTION_HANDLE.
 */
export class ObjectionHandlingService {
  constructor(
    private readonly db: Db,
    private readonly awarding: AwardingService,
    private readonly notifier: ObjectionNotifier,
  ) {}

  private async seesIdentity(user: Staff): Promise<boolean> {
    return (await permissionCodesOf(this.db, user.userId)).includes('OBJECTION_HANDLE');
  }

  async page(user: Staff, query: ObjectionPageQuery): Promise<Page<ObjectionView>> {
    const show = await this.seesIdentity(user);
    const where = and(
      query.status ? eq(objections.status, query.status) : undefined,
      query.editionId ? eq(objections.editionId, query.editionId) : undefined,
      query.awardId ? eq(declarations.awardId, query.awardId) : undefined,
    ) as SQL | undefined;
    const page = await pagedQuery(
      query,
      async (limit, offset) =>
        selectViews(this.db).where(where).orderBy(desc(objections.id)).limit(limit).offset(offset),
      countSelect(this.db, selectViews(this.db).where(where)),
    );
    const logins = show ? await this.loginsOf(page.result.map((r) => r.o.objectorUserId)) : new Map();
    return { ...page, result: page.result.map((r) => toView(r, show, logins.get(r.o.objectorUserId))) };
  }

  async detail(user: Staff, objectionId: number): Promise<ObjectionDetail> {
    const row = await readView(this.db, eq(objections.id, objectionId));
    if (!row) throw notFound(M.notFound);
    const show = await this.seesIdentity(user);
    const logins = show ? await this.loginsOf([row.o.objectorUserId]) : new Map();
    return detailOf(this.db, row, show, logins.get(row.o.objectorUserId));
  }

  /** Admitted, or not admitted with a reason of the fixed list (and then its declaration is settled). */
  async screen(user: Staff, input: ObjectionScreen, now = new Date()): Promise<ObjectionDetail> {
    const told = await this.db.transaction(async (tx) => {
      const o = await lockObjection(tx, input.objectionId);
      if (o.status !== 'filed') throw ruleViolation(M.notFiled({ status: OBJECTION_STATUS_NAMES[o.status] }));
      const status = input.admit ? 'admitted' : 'not_admitted';
      await tx
        .update(objections)
        .set({
          status,
          screeningReason: input.admit ? null : (input.reason ?? null),
          screeningNote: input.note ?? null,
          screenedBy: user.loginName,
          screenedTime: now,
        })
        .where(eq(objections.id, o.id));
      const reasonText =
        input.reason && !input.admit ? renderMessage(SCREENING_REASON_NAMES[input.reason]) : null;
      const note = [reasonText, input.note].filter(Boolean).join('；') || null;
      await writeStep(tx, o.id, status, user, note, now);
      if (!input.admit) await this.awarding.settle(tx, user, o.declarationId, now);
      return { o, outcome: renderMessage(OBJECTION_STATUS_NAMES[status]) + (note ? `（${note}）` : '') };
    });
    await this.tellOutcome(user, told.o, told.outcome);
    return this.detail(user, input.objectionId);
  }

  /** Requests for a response to the declaring and/or the recommending unit, with a deadline. */
  async request(user: Staff, input: ObjectionRequest, now = new Date()): Promise<ObjectionDetail> {
    const deadline = new Date(input.deadline);
    if (deadline <= now) throw ruleViolation(M.deadlinePast);
    const asked = await this.db.transaction(async (tx) => {
      const o = await lockObjection(tx, input.objectionId);
      if (o.status !== 'admitted')
        throw ruleViolation(M.notAdmitted({ status: OBJECTION_STATUS_NAMES[o.status] }));
      const [d] = await tx
        .select({
          unitId: declarations.unitId,
          recommendUnitId: declarations.recommendUnitId,
          project: declarations.projectName,
        })
        .from(declarations)
        .where(eq(declarations.id, o.declarationId));
      if (!d) throw notFound(M.notFound);
      const units: number[] = [];
      for (const target of [...new Set(input.targets)]) {
        const unitId = target === 'declaring_unit' ? d.unitId : d.recommendUnitId;
        if (unitId === null) throw ruleViolation(M.noRecommendingUnit);
        await tx.insert(objectionRequests).values({
          objectionId: o.id,
          target,
          unitId,
          question: input.question,
          deadline,
          requestedBy: user.loginName,
          requestTime: now,
        });
        units.push(unitId);
        await writeStep(tx, o.id, 'requested', user, renderMessage(OBJECTION_TARGET_NAMES[target]), now);
      }
      return { o, units, project: d.project };
    });
    const text = renderMessage(
      M.requestText({ project: asked.project, deadline: displayClock.format(deadline, 'minute') }),
    );
    await this.notifier.tell(user, {
      unitIds: asked.units,
      title: renderMessage(M.requestTitle({ project: asked.project })),
      text,
      objectionId: asked.o.id,
    });
    return this.detail(user, input.objectionId);
  }

  /** upheld | dismissed with the opinion; after the period its declaration is settled at once. */
  async conclude(user: Staff, input: ObjectionConclude, now = new Date()): Promise<ObjectionDetail> {
    const told = await this.db.transaction(async (tx) => {
      const o = await lockObjection(tx, input.objectionId);
      if (o.status !== 'admitted')
        throw ruleViolation(M.notAdmitted({ status: OBJECTION_STATUS_NAMES[o.status] }));
      const waiting = await unansweredCount(tx, o.id, now);
      if (waiting > 0) throw ruleViolation(M.requestsOpen({ count: waiting }));
      await tx
        .update(objections)
        .set({
          status: input.conclusion,
          conclusionOpinion: input.opinion,
          concludedBy: user.loginName,
          concludedTime: now,
        })
        .where(eq(objections.id, o.id));
      await writeStep(tx, o.id, input.conclusion, user, input.opinion, now);
      await this.awarding.settle(tx, user, o.declarationId, now);
      return { o, outcome: `${renderMessage(OBJECTION_STATUS_NAMES[input.conclusion])}（${input.opinion}）` };
    });
    await this.tellOutcome(user, told.o, told.outcome);
    return this.detail(user, input.objectionId);
  }

  /** The objector by name, and the declaring unit without it. */
  private async tellOutcome(
    user: Staff,
    o: { id: number; declarationId: number; objectorUserId: number },
    outcome: string,
  ): Promise<void> {
    const [d] = await this.db
      .select({ unitId: declarations.unitId, project: declarations.projectName })
      .from(declarations)
      .where(eq(declarations.id, o.declarationId));
    if (!d) return;
    const said = outcomeText(d.project, outcome);
    await this.notifier.tell(user, { userIds: [o.objectorUserId], ...said, objectionId: o.id });
    await this.notifier.tell(user, { unitIds: [d.unitId], ...said, objectionId: o.id });
  }

  private async loginsOf(userIds: number[]): Promise<Map<number, string>> {
    if (userIds.length === 0) return new Map();
    const rows = await this.db
      .select({ id: users.id, login: users.loginName })
      .from(users)
      .where(inArray(users.id, [...new Set(userIds)]));
    return new Map(rows.map((r) => [r.id, r.login]));
  }
}
