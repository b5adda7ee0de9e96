import {
  type EvidenceView,
  OBJECTION_MESSAGES as M,
  OBJECTION_STATUSES,
  type ObjectionDetail,
  type ObjectionHistoryView,
  type ObjectionRequestView,
  type ObjectionStep,
  type ObjectionView,
  OPEN_OBJECTION_STATUSES,
  SCREENING_REASONS,
} from '@awards/shared/objections';
import { and, asc, count, eq, inArray, isNull, type SQL } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client';
import {
  awards,
  declarations,
  editions,
  files,
  objectionFiles,
  objectionHistory,
  objectionRequests,
  objections,
  organisations,
} from '../../db/schema';
import { notFound } from '../../platform/errors';
import { iso } from '../../platform/time';
import type { ObjectionCounts } from './public';

export type ObjectionRow = typeof objections.$inferSelect;

export async function lockObjection(tx: DbOrTx, objectionId: number): Promise<ObjectionRow> {
  const [row] = await tx.select().from(objections).where(eq(objections.id, objectionId)).for('update');
  if (!row) throw notFound(M.notFound);
  return row;
}

export async function writeStep(
  tx: DbOrTx,
  objectionId: number,
  step: ObjectionStep,
  actor: { loginName: string; userId: number | null },
  note: string | null,
  at: Date,
): Promise<void> {
  await tx
    .insert(objectionHistory)
    .values({ objectionId, step, note, actor: actor.loginName, actorUserId: actor.userId, createTime: at });
}

/** Open objections (filed, admitted) of an edition: the edition cannot finish while any is. */
export async function openCount(db: DbOrTx, editionId: number): Promise<number> {
  return db.$count(
    objections,
    and(eq(objections.editionId, editionId), inArray(objections.status, [...OPEN_OBJECTION_STATUSES])),
  );
}

/** Per declaration: open and upheld objection counts. */
export async function objectionStates(
  db: DbOrTx,
  declarationIds: number[],
): Promise<Map<number, { open: number; upheld: number; opinion: string | null }>> {
  const result = new Map<number, { open: number; upheld: number; opinion: string | null }>();
  if (declarationIds.length === 0) return result;
  const rows = await db
    .select({
      declarationId: objections.declarationId,
      status: objections.status,
      opinion: objections.conclusionOpinion,
    })
    .from(objections)
    .where(inArray(objections.declarationId, declarationIds))
    .orderBy(asc(objections.id));
  for (const r of rows) {
    const state = result.get(r.declarationId) ?? { open: 0, upheld: 0, opinion: null };
    if (OPEN_OBJECTION_STATUSES.includes(r.status)) state.open += 1;
    if (r.status === 'upheld') {
      state.upheld += 1;
      state.opinion ??= r.opinion;
    }
    result.set(r.declarationId, state);
  }
  return result;
}

/** The list's columns: the objection with its edition, award, project and unit. */
export function selectViews(db: DbOrTx) {
  return db
    .select({
      o: objections,
      editionName: editions.editionName,
      awardId: declarations.awardId,
      awardName: awards.awardName,
      projectName: declarations.projectName,
      unitName: organisations.organName,
    })
    .from(objections)
    .innerJoin(declarations, eq(declarations.id, objections.declarationId))
    .innerJoin(editions, eq(editions.id, objections.editionId))
    .innerJoin(awards, eq(awards.id, declarations.awardId))
    .innerJoin(organisations, eq(organisations.id, declarations.unitId));
}

export type ViewRow = Awaited<ReturnType<ReturnType<typeof selectViews>['where']>>[number];

export function toView(row: ViewRow, showIdentity: boolean, loginName?: string): ObjectionView {
  const o = row.o;
  return {
    objectionId: o.id,
    snapshotId: o.snapshotId,
    declarationId: o.declarationId,
    editionId: o.editionId,
    editionName: row.editionName,
    awardId: row.awardId,
    awardName: row.awardName,
    projectName: row.projectName,
    unitName: row.unitName,
    status: o.status,
    reason: o.reason,
    screeningReason: o.screeningReason,
    screeningNote: o.screeningNote,
    conclusionOpinion: o.conclusionOpinion,
    fileTime: iso(o.fileTime) ?? '',
    concludeTime: iso(o.concludedTime ?? o.screenedTime),
    objector: showIdentity
      ? {
          realname: o.realname,
          organisation: o.organisation,
          phone: o.phone,
          email: o.email,
          loginName: loginName ?? '',
        }
      : null,
  };
}

export async function readView(db: DbOrTx, where: SQL): Promise<ViewRow | undefined> {
  const [row] = await selectViews(db).where(where);
  return row;
}

export async function evidenceOf(
  db: DbOrTx,
  objectionId: number,
  requestId: number | null,
): Promise<EvidenceView[]> {
  return db
    .select({ fileId: files.fileId, fileName: files.fileName, size: files.size })
    .from(objectionFiles)
    .innerJoin(files, eq(files.fileId, objectionFiles.fileId))
    .where(
      and(
        eq(objectionFiles.objectionId, objectionId),
        requestId === null ? isNull(objectionFiles.requestId) : eq(objectionFiles.requestId, requestId),
      ),
    )
    .orderBy(asc(objectionFiles.sortNumber));
}

export async function requestsOf(db: DbOrTx, objectionId: number): Promise<ObjectionRequestView[]> {
  const rows = await db
    .select()
    .from(objectionRequests)
    .where(eq(objectionRequests.objectionId, objectionId))
    .orderBy(asc(objectionRequests.id));
  // Request by request: `db` may be a transaction, whose one client takes one query at a time.
  const views: ObjectionRequestView[] = [];
  for (const r of rows) views.push(presentRequest(r, await evidenceOf(db, objectionId, r.id)));
  return views;
}

export function presentRequest(
  r: typeof objectionRequests.$inferSelect,
  attachments: EvidenceView[],
): ObjectionRequestView {
  return {
    requestId: r.id,
    target: r.target,
    question: r.question,
    deadline: iso(r.deadline) ?? '',
    response: r.response,
    attachments,
    requestedBy: r.requestedBy,
    requestTime: iso(r.requestTime) ?? '',
    respondedBy: r.respondedBy,
    responseTime: iso(r.responseTime),
  };
}

/**
 * The history. A reader who may not know who filed it (anyone but OBJECTION_HANDLE holders and
 * the objector) gets the filing step without its actor.
 */
export async function historyOf(
  db: DbOrTx,
  objectionId: number,
  showIdentity: boolean,
): Promise<ObjectionHistoryView[]> {
  const rows = await db
    .select()
    .from(objectionHistory)
    .where(eq(objectionHistory.objectionId, objectionId))
    .orderBy(asc(objectionHistory.id));
  return rows.map((h) => ({
    step: h.step,
    note: h.note,
    actor: h.step === 'filed' && !showIdentity ? null : h.actor,
    time: iso(h.createTime) ?? '',
  }));
}

export async function detailOf(
  db: DbOrTx,
  row: ViewRow,
  showIdentity: boolean,
  loginName?: string,
): Promise<ObjectionDetail> {
  const id = row.o.id;
  return {
    ...toView(row, showIdentity, loginName),
    evidence: await evidenceOf(db, id, null),
    requests: await requestsOf(db, id),
    history: await historyOf(db, id, showIdentity),
  };
}

/** Pending requests (not answered, deadline not passed) of an objection. */
export async function unansweredCount(db: DbOrTx, objectionId: number, now: Date): Promise<number> {
  const rows = await db
    .select({ n: count(), deadline: objectionRequests.deadline })
    .from(objectionRequests)
    .where(and(eq(objectionRequests.objectionId, objectionId), isNull(objectionRequests.response)))
    .groupBy(objectionRequests.deadline);
  return rows.filter((r) => r.deadline > now).reduce((a, r) => a + r.n, 0);
}

/** The edition's objections by status and by screening reason, of the declarations `within` names. */
export async function editionCounts(db: DbOrTx, editionId: number, within?: SQL): Promise<ObjectionCounts> {
  const where = and(eq(objections.editionId, editionId), within);
  const rows = await db
    .select({ status: objections.status, reason: objections.screeningReason, n: count() })
    .from(objections)
    .innerJoin(declarations, eq(declarations.id, objections.declarationId))
    .where(where)
    .groupBy(objections.status, objections.screeningReason);
  const byStatus = Object.fromEntries(OBJECTION_STATUSES.map((s) => [s, 0])) as ObjectionCounts['byStatus'];
  const byReason = Object.fromEntries(SCREENING_REASONS.map((r) => [r, 0])) as ObjectionCounts['byReason'];
  for (const r of rows) {
    const n = Number(r.n);
    if (r.status in byStatus) byStatus[r.status] += n;
    if (r.status === 'not_admitted' && r.reason && r.reason in byReason) byReason[r.reason] += n;
  }
  return { byStatus, byReason };
}
