import { REVIEW_MESSAGES as M, type ReviewerDetail, type ReviewerItem } from '@awards/shared/review';
import { and, asc, eq } from 'drizzle-orm';
import type { Db, DbOrTx } from '../../db/client';
import {
  awards,
  declarationAttachments,
  declarationCompleters,
  declarations,
  files,
  organisations,
  reviewAssignments,
  reviews,
} from '../../db/schema';
import { notFound } from '../../platform/errors';
import type { FileStore } from '../../platform/files/file-store';
import { readEdition, readSettings } from './repository';
import { assignedDeclaration, type ExpertUser, expertOf, windowOf } from './reviewer-access';
import { ownReview, reviewerAttachments } from './reviewer-views';
import { standardsOf } from './standards';

/**
 * What the expert reads (`/rest/reviewer/list|detail|attachment`): their assignments, one
 * declaration masked when the review is blind, its attachments, and only their own review.
 */
export class ReviewerReads {
  constructor(
    private readonly db: Db,
    private readonly files: Pick<FileStore, 'open'>,
  ) {}

  async list(user: ExpertUser): Promise<ReviewerItem[]> {
    const expertId = await expertOf(this.db, user);
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
          window: await windowOf(this.db, edition),
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
    const expertId = await expertOf(this.db, user);
    const d = await assignedDeclaration(this.db, expertId, declarationId);
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
      window: await windowOf(this.db, edition),
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
    const expertId = await expertOf(this.db, user);
    const d = await assignedDeclaration(this.db, expertId, declarationId);
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
}
