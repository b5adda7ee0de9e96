import {
  OBJECTION_MESSAGES as M,
  OBJECTION_STATUS_NAMES,
  type ObjectionRequestTarget,
  type ObjectionRespond,
  type UnitObjectionRequestView,
} from '@awards/shared/objections';
import type { Page, PageRequest } from '@awards/shared/paging';
import { and, desc, eq } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { declarations, objectionFiles, objectionRequests, objections } from '../../db/schema';
import { forbidden, notFound, ruleViolation } from '../../platform/errors';
import { countRows, pagedQuery } from '../../platform/paging';
import { assertEvidence } from './filing';
import { evidenceOf, presentRequest, writeStep } from './repository';

export interface UnitUser {
  userId: number;
  loginName: string;
  userType: string;
  orgId: number | null;
}

/** The unit a client user answers for, and the requests addressed to that kind of unit. */
function unitOf(user: UnitUser): { unitId: number; target: ObjectionRequestTarget } {
  const target =
    user.userType === 'declarer'
      ? 'declaring_unit'
      : user.userType === 'recommender'
        ? 'recommending_unit'
        : null;
  if (!target || user.orgId === null) throw forbidden(M.notUnitUser);
  return { unitId: user.orgId, target };
}

/**
 * The units' side (the declarer's workspace and the recommender's page on the site): the
 * requests addressed to their unit, with the objection's content and evidence, never who
 * filed it; and their response with attachments.
 */
export class UnitResponseService {
  constructor(private readonly db: Db) {}

  async page(user: UnitUser, query: PageRequest): Promise<Page<UnitObjectionRequestView>> {
    const { unitId, target } = unitOf(user);
    const where = and(eq(objectionRequests.unitId, unitId), eq(objectionRequests.target, target));
    const page = await pagedQuery(
      query,
      (limit, offset) =>
        this.db
          .select({
            r: objectionRequests,
            reason: objections.reason,
            projectName: declarations.projectName,
          })
          .from(objectionRequests)
          .innerJoin(objections, eq(objections.id, objectionRequests.objectionId))
          .innerJoin(declarations, eq(declarations.id, objections.declarationId))
          .where(where)
          .orderBy(desc(objectionRequests.id))
          .limit(limit)
          .offset(offset),
      countRows(this.db, objectionRequests, where),
    );
    const result = await Promise.all(
      page.result.map(async (row) => ({
        ...presentRequest(row.r, await evidenceOf(this.db, row.r.objectionId, row.r.id)),
        objectionId: row.r.objectionId,
        projectName: row.projectName,
        reason: row.reason,
        evidence: await evidenceOf(this.db, row.r.objectionId, null),
      })),
    );
    return { ...page, result };
  }

  async respond(user: UnitUser, input: ObjectionRespond, now = new Date()): Promise<{ requestId: number }> {
    const { unitId, target } = unitOf(user);
    await this.db.transaction(async (tx) => {
      const [r] = await tx
        .select()
        .from(objectionRequests)
        .where(
          and(
            eq(objectionRequests.id, input.requestId),
            eq(objectionRequests.unitId, unitId),
            eq(objectionRequests.target, target),
          ),
        )
        .for('update');
      if (!r) throw notFound(M.notFound);
      if (r.response !== null) throw ruleViolation(M.alreadyResponded);
      const [o] = await tx
        .select({ status: objections.status })
        .from(objections)
        .where(eq(objections.id, r.objectionId));
      if (o?.status !== 'admitted')
        throw ruleViolation(M.notAdmitted({ status: OBJECTION_STATUS_NAMES[o?.status ?? 'filed'] }));
      const attachments = [...new Set(input.attachments ?? [])];
      await assertEvidence(tx, user.userId, attachments);
      await tx
        .update(objectionRequests)
        .set({ response: input.response, respondedBy: user.loginName, responseTime: now })
        .where(eq(objectionRequests.id, r.id));
      if (attachments.length > 0)
        await tx.insert(objectionFiles).values(
          attachments.map((fileId, i) => ({
            objectionId: r.objectionId,
            requestId: r.id,
            fileId,
            sortNumber: i + 1,
          })),
        );
      await writeStep(tx, r.objectionId, 'responded', user, null, now);
    });
    return { requestId: input.requestId };
  }
}
