import {
  OBJECTION_MESSAGES as M,
  type ObjectionDetail,
  type ObjectionEntryView,
  type ObjectionFile,
  type ObjectionView,
} from '@awards/shared/objections';
import type { Page, PageRequest } from '@awards/shared/paging';
import { and, desc, eq, inArray } from 'drizzle-orm';
import type { Db, DbOrTx } from '../../db/client';
import { files, objectionFiles, objections } from '../../db/schema';
import { displayClock } from '../../platform/clock';
import { onUniqueViolation } from '../../platform/db-errors';
import { badRequest, forbidden, notFound, ruleViolation } from '../../platform/errors';
import { countRows, pagedQuery } from '../../platform/paging';
import { iso } from '../../platform/time';
import type { PublicityApi, SnapshotRow } from '../publicity/public';
import { detailOf, readView, selectViews, toView, writeStep } from './repository';

/** The client users who may file (docs/domain.md: declaring units, experts, recommending units, persons). */
export const OBJECTOR_TYPES = ['declarer', 'expert', 'recommender', 'person'];

export interface Objector {
  userId: number;
  loginName: string;
  userType: string;
}

/**
 * Filing on the public site (/rest/objector/*): a signed-in client user, real name and
 * contact, against one entry of a published snapshot within its period, with at least one
 * evidence file of their own. They see their own objections and outcomes.
 */
export class ObjectorService {
  constructor(
    private readonly db: Db,
    private readonly publicity: PublicityApi,
  ) {}

  private require(user: Objector): void {
    if (!OBJECTOR_TYPES.includes(user.userType)) throw forbidden(M.notObjector);
  }

  /** The entry and whether it is open for objections now. */
  async entry(
    user: Objector,
    snapshotId: number,
    declarationId: number,
    now = new Date(),
  ): Promise<ObjectionEntryView> {
    this.require(user);
    const { snapshot, shown } = await this.entryOf(this.db, snapshotId, declarationId);
    return {
      snapshotId,
      declarationId,
      title: snapshot.title,
      shown,
      startTime: iso(snapshot.startTime) ?? '',
      endTime: iso(snapshot.endTime) ?? '',
      open: periodProblem(snapshot, now) === null,
    };
  }

  async file(user: Objector, input: ObjectionFile, now = new Date()): Promise<ObjectionDetail> {
    this.require(user);
    const id = await this.db.transaction(async (tx) => {
      const { snapshot } = await this.entryOf(tx, input.snapshotId, input.declarationId);
      const problem = periodProblem(snapshot, now);
      if (problem) throw ruleViolation(problem);
      await assertEvidence(tx, user.userId, input.evidence);
      const open = await tx.$count(
        objections,
        and(
          eq(objections.objectorUserId, user.userId),
          eq(objections.declarationId, input.declarationId),
          inArray(objections.status, ['filed', 'admitted']),
        ),
      );
      if (open > 0) throw ruleViolation(M.duplicate);
      const [row] = await onUniqueViolation(
        () =>
          tx
            .insert(objections)
            .values({
              snapshotId: snapshot.id,
              declarationId: input.declarationId,
              editionId: snapshot.editionId,
              objectorUserId: user.userId,
              realname: input.realname,
              organisation: input.organisation ?? null,
              phone: input.phone,
              email: input.email ?? null,
              reason: input.reason,
              fileTime: now,
            })
            .returning({ id: objections.id }),
        () => ruleViolation(M.duplicate),
      );
      const objectionId = row!.id;
      await tx
        .insert(objectionFiles)
        .values(
          [...new Set(input.evidence)].map((fileId, i) => ({ objectionId, fileId, sortNumber: i + 1 })),
        );
      await writeStep(
        tx,
        objectionId,
        'filed',
        { loginName: user.loginName, userId: user.userId },
        null,
        now,
      );
      return objectionId;
    });
    return this.detail(user, id);
  }

  async mine(user: Objector, query: PageRequest): Promise<Page<ObjectionView>> {
    this.require(user);
    const where = eq(objections.objectorUserId, user.userId);
    const page = await pagedQuery(
      query,
      (limit, offset) =>
        selectViews(this.db).where(where).orderBy(desc(objections.id)).limit(limit).offset(offset),
      countRows(this.db, objections, where),
    );
    return { ...page, result: page.result.map((r) => toView(r, true, user.loginName)) };
  }

  /** One of my objections: its evidence and history, not the units' responses (the investigation's). */
  async detail(user: Objector, objectionId: number): Promise<ObjectionDetail> {
    this.require(user);
    const row = await readView(
      this.db,
      and(eq(objections.id, objectionId), eq(objections.objectorUserId, user.userId))!,
    );
    if (!row) throw notFound(M.notFound);
    const detail = await detailOf(this.db, row, true, user.loginName);
    return { ...detail, requests: [] };
  }

  private async entryOf(db: DbOrTx, snapshotId: number, declarationId: number) {
    const snapshot = await this.publicity.snapshot(snapshotId, db);
    if (!snapshot || snapshot.status === 'scheduled' || snapshot.status === 'unpublished')
      throw ruleViolation(M.snapshotNotPublished);
    const entry = snapshot.entries.find((e) => e.declarationId === declarationId);
    if (!entry) throw ruleViolation(M.entryNotInSnapshot);
    return { snapshot, shown: entry.shown };
  }
}

/** Null inside the period, else why not (late: 505 with the end). */
export function periodProblem(snapshot: Pick<SnapshotRow, 'startTime' | 'endTime'>, now: Date) {
  if (now >= snapshot.endTime) return M.late({ end: displayClock.format(snapshot.endTime, 'minute') });
  if (now < snapshot.startTime)
    return M.notStarted({ start: displayClock.format(snapshot.startTime, 'minute') });
  return null;
}

/** Evidence is the filer's own uploads (purpose attachment): nobody attaches another's file. */
export async function assertEvidence(tx: DbOrTx, userId: number, fileIds: readonly string[]): Promise<void> {
  if (fileIds.length === 0) return;
  const ids = [...new Set(fileIds)];
  const rows = await tx
    .select({ fileId: files.fileId })
    .from(files)
    .where(and(inArray(files.fileId, ids), eq(files.ownerUserId, userId), eq(files.purpose, 'attachment')));
  if (rows.length !== ids.length) throw badRequest({ evidence: M.evidenceFile });
}
