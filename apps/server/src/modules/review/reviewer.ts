import {
  REVIEW_MESSAGES as M,
  type ReviewerDetail,
  type ReviewerItem,
  type ReviewerSave,
  type ReviewerSaved,
} from '@awards/shared/review';
import { and, asc, eq } from 'drizzle-orm';
import type { Db, DbOrTx } from '../../db/client';
import {
  awards,
  declarationAttachments,
  declarationCompleters,
  declarations,
  experts,
  files,
  organisations,
  reviewAssignments,
  reviews,
} from '../../db/schema';
import { forbidden, notFound, ruleViolation } from '../../platform/errors';
import type { FileStore } from '../../platform/files/file-store';
import type { ConflictService } from './conflicts';
import { readEdition, readSettings } from './repository';
import { ownReview, reviewerAttachments, reviewWindow } from './reviewer-views';
import { scoreSheet, standardsOf } from './standards';

/** The signed-in client user, as the expert's calls need them. */
export interface ExpertUser {
  userId: number;
  loginName: string;
  userType: string;
}

/**
 * The expert's own calls (`/rest/reviewer/*`): only a client user of type expert linked
 * to an expert record (403 otherwise), and only the declarations assigned to them (403 for
 * any other, whether it exists or not). Never another expert's scores.
 */
export class ReviewerService {
  constructor(
    private readonly db: Db,
    private readonly conflicts: ConflictService,
    private readonly files: Pick<FileStore, 'open'>,
  ) {}

  async list(user: ExpertUser): Promise<ReviewerItem[]> {
    const expertId = await this.expertOf(user);
    const rows = await this.db
      .select({
        declarationId: declarations.id,
        projectName: declarations.projectName,
        awardId: declarations.awardId,
        awardName: awards.awardName,
        discipline: declarations.discipline,
        editionId: declarations.editionId,
        status: reviews.status,
        total: reviews.total,
      })
      .from(reviewAssignments)
      .innerJoin(declarations, eq(declarations.id, reviewAssignments.declarationId))
      .innerJoin(awards, eq(awards.id, declarations.awardId))
      .leftJoin(reviews, and(eq(reviews.declarationId, declarations.id), eq(reviews.expertId, expertId)))
      .where(eq(reviewAssignments.expertId, expertId))
      .orderBy(asc(declarations.id));
    const windows = new Map<
      number,
      Pick<ReviewerItem, 'editionName' | 'reviewStart' | 'reviewEnd' | 'window'>
    >();
    for (const r of rows)
      if (!windows.has(r.editionId)) {
        const edition = await readEdition(this.db, r.editionId);
        const settings = await readSettings(this.db, edition);
        windows.set(r.editionId, {
          editionName: edition.editionName,
          reviewStart: settings.reviewStart ?? null,
          reviewEnd: settings.reviewEnd ?? null,
          window: reviewWindow(edition, settings),
        });
      }
    return rows.map(({ editionId, status, ...r }) => ({
      ...r,
      ...windows.get(editionId)!,
      status: status ?? 'not_started',
    }));
  }

  /** The declaration as the expert reads it (masked when the review is blind), its standards and their own review. */
  async detail(user: ExpertUser, declarationId: number): Promise<ReviewerDetail> {
    const expertId = await this.expertOf(user);
    const d = await this.assigned(this.db, expertId, declarationId);
    const edition = await readEdition(this.db, d.editionId);
    const settings = await readSettings(this.db, edition);
    const [review] = await this.db
      .select()
      .from(reviews)
      .where(and(eq(reviews.declarationId, declarationId), eq(reviews.expertId, expertId)));
    const [award] = await this.db
      .select({ name: awards.awardName })
      .from(awards)
      .where(eq(awards.id, d.awardId));
    const open = settings.blind
      ? null
      : {
          unitName:
            (
              await this.db
                .select({ n: organisations.organName })
                .from(organisations)
                .where(eq(organisations.id, d.unitId))
            )[0]?.n ?? null,
          recommendUnit: d.recommendUnit,
          completers: await this.db
            .select({
              name: declarationCompleters.name,
              unit: declarationCompleters.unit,
              contribution: declarationCompleters.contribution,
            })
            .from(declarationCompleters)
            .where(eq(declarationCompleters.declarationId, declarationId))
            .orderBy(asc(declarationCompleters.sortNumber)),
        };
    return {
      declarationId,
      projectName: d.projectName,
      awardId: d.awardId,
      awardName: award?.name ?? '',
      editionName: edition.editionName,
      discipline: d.discipline,
      summary: d.summary,
      keyData: d.keyData,
      blind: settings.blind,
      ...(open ?? {}),
      attachments: reviewerAttachments(await this.attachmentsOf(this.db, declarationId), settings.blind),
      reviewStart: settings.reviewStart ?? null,
      reviewEnd: settings.reviewEnd ?? null,
      window: reviewWindow(edition, settings),
      standards: await standardsOf(this.db, d.editionId, d.awardId),
      review: review ? ownReview(review) : null,
    };
  }

  /**
   * One attachment of an assigned declaration, as the expert may read it (the same list as the
   * detail's: under a blind review no application form, and the file named by type and number);
   * anything else answers 404 as if absent.
   */
  async attachment(user: ExpertUser, declarationId: number, fileId: string) {
    const expertId = await this.expertOf(user);
    const d = await this.assigned(this.db, expertId, declarationId);
    const settings = await readSettings(this.db, await readEdition(this.db, d.editionId));
    const offered = reviewerAttachments(
      await this.attachmentsOf(this.db, declarationId),
      settings.blind,
    ).find((a) => a.fileId === fileId);
    const opened = offered ? await this.files.open(fileId) : null;
    if (!offered || !opened) throw notFound(M.attachmentNotFound);
    return {
      fileName: offered.fileName,
      mime: opened.file.mime,
      size: opened.file.size,
      stream: opened.stream,
    };
  }

  /** Saves a draft (autosave): inside the review window, until submitted. */
  async save(user: ExpertUser, input: ReviewerSave): Promise<ReviewerSaved> {
    const expertId = await this.expertOf(user);
    return this.db.transaction(async (tx) => {
      const d = await this.assigned(tx, expertId, input.declarationId);
      await this.requireWindow(tx, d.editionId);
      const existing = await this.lockReview(tx, expertId, input.declarationId);
      if (existing?.status === 'submitted') throw ruleViolation(M.reviewLocked);
      const sheet = scoreSheet(await standardsOf(tx, d.editionId, d.awardId), input.scores);
      const values = {
        scores: sheet.scores,
        total: sheet.total,
        comment: input.comment ?? null,
        familiarity: input.familiarity ?? null,
      };
      const now = new Date();
      if (existing)
        await tx
          .update(reviews)
          .set({ ...values, updateBy: user.loginName, updateTime: now })
          .where(eq(reviews.id, existing.id));
      else
        await tx.insert(reviews).values({
          editionId: d.editionId,
          declarationId: d.id,
          expertId,
          ...values,
          createBy: user.loginName,
          createTime: now,
          updateTime: now,
        });
      return { declarationId: d.id, status: 'draft', total: sheet.total, updateTime: now.toISOString() };
    });
  }

  /** Submits the draft: every standard scored; locked afterwards unless staff reopen it. */
  async submit(user: ExpertUser, declarationId: number): Promise<ReviewerSaved> {
    const expertId = await this.expertOf(user);
    return this.db.transaction(async (tx) => {
      const d = await this.assigned(tx, expertId, declarationId);
      await this.requireWindow(tx, d.editionId);
      const existing = await this.lockReview(tx, expertId, declarationId);
      if (existing?.status === 'submitted') throw ruleViolation(M.reviewLocked);
      if (!existing || existing.total === null) throw ruleViolation(M.scoresIncomplete);
      const now = new Date();
      await tx
        .update(reviews)
        .set({ status: 'submitted', submittedAt: now, updateBy: user.loginName, updateTime: now })
        .where(eq(reviews.id, existing.id));
      return { declarationId, status: 'submitted', total: existing.total, updateTime: now.toISOString() };
    });
  }

  /**
   * Declares a conflict instead of scoring: confirmed at once, the assignment and draft go.
   * Before the window opens or inside it, never after it closes (the scores are final then).
   */
  async declareConflict(user: ExpertUser, declarationId: number, reason: string) {
    const expertId = await this.expertOf(user);
    return this.db.transaction(async (tx) => {
      const d = await this.assigned(tx, expertId, declarationId);
      const edition = await readEdition(tx, d.editionId, true);
      if (reviewWindow(edition, await readSettings(tx, edition)) === 'closed')
        throw ruleViolation(M.outsideWindow);
      const existing = await this.lockReview(tx, expertId, declarationId);
      if (existing?.status === 'submitted') throw ruleViolation(M.reviewLocked);
      return this.conflicts.add(
        user.loginName,
        { expertId, declarationId, conflictType: 'other', reason },
        'expert',
        tx,
      );
    });
  }

  private async expertOf(user: ExpertUser): Promise<number> {
    if (user.userType !== 'expert') throw forbidden(M.notExpert);
    const [row] = await this.db
      .select({ id: experts.id })
      .from(experts)
      .where(and(eq(experts.userId, user.userId), eq(experts.delFlag, 0)));
    if (!row) throw forbidden(M.notExpert);
    return row.id;
  }

  /** The declaration, if assigned to this expert; else 403 (not assigned), whatever exists. */
  private async assigned(db: DbOrTx, expertId: number, declarationId: number) {
    const [row] = await db
      .select({ d: declarations })
      .from(reviewAssignments)
      .innerJoin(declarations, eq(declarations.id, reviewAssignments.declarationId))
      .where(
        and(eq(reviewAssignments.expertId, expertId), eq(reviewAssignments.declarationId, declarationId)),
      );
    if (!row) throw forbidden(M.notAssigned);
    return row.d;
  }

  private attachmentsOf(db: DbOrTx, declarationId: number) {
    return db
      .select({
        fileId: declarationAttachments.fileId,
        fileName: files.fileName,
        size: files.size,
        attachmentType: declarationAttachments.attachmentType,
      })
      .from(declarationAttachments)
      .innerJoin(files, eq(files.fileId, declarationAttachments.fileId))
      .where(eq(declarationAttachments.declarationId, declarationId))
      .orderBy(asc(declarationAttachments.sortNumber));
  }

  private async lockReview(tx: DbOrTx, expertId: number, declarationId: number) {
    const [row] = await tx
      .select()
      .from(reviews)
      .where(and(eq(reviews.expertId, expertId), eq(reviews.declarationId, declarationId)))
      .for('update');
    return row;
  }

  private async requireWindow(tx: DbOrTx, editionId: number) {
    const edition = await readEdition(tx, editionId, true);
    if (reviewWindow(edition, await readSettings(tx, edition)) !== 'open')
      throw ruleViolation(M.outsideWindow);
  }
}
