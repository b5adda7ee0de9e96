import type { ReviewerAttachment, ReviewSettingsFields, ReviewWindow } from '@awards/shared/review';
import type { reviews } from '../../db/schema';
import type { EditionRow } from './repository';

/** The edition statuses before review: the window has not opened yet whatever its dates say. */
const BEFORE_REVIEW = new Set(['draft', 'declaring', 'examining']);

/**
 * Where the review window stands: a review is written only while the edition is reviewing, the
 * time is inside the settings' window (either end may be open) and staff have not closed the
 * review (REVIEW_CLOSE).
 */
export function reviewWindow(
  edition: Pick<EditionRow, 'status'>,
  settings: Pick<ReviewSettingsFields, 'reviewStart' | 'reviewEnd'>,
  closedByStaff = false,
  now = Date.now(),
): ReviewWindow {
  if (closedByStaff) return 'closed';
  if (edition.status !== 'reviewing') return BEFORE_REVIEW.has(edition.status) ? 'not_yet' : 'closed';
  if (settings.reviewStart && now < Date.parse(settings.reviewStart)) return 'not_yet';
  if (settings.reviewEnd && now >= Date.parse(settings.reviewEnd)) return 'closed';
  return 'open';
}

/** An attachment as the declaration carries it. */
export interface AttachmentRow {
  fileId: string;
  fileName: string;
  size: number;
  attachmentType: string;
}

/**
 * The attachments an expert may read. Under a blind review the application form (申报书, which
 * names the unit and the completers by construction) is left out, and every other file is named
 * by its type and number, never by the name the declarer gave it (which often names the unit).
 */
export function reviewerAttachments(rows: AttachmentRow[], blind: boolean): ReviewerAttachment[] {
  if (!blind)
    return rows.map(({ fileId, fileName, size, attachmentType }) => ({
      fileId,
      fileName,
      size,
      attachmentType,
    }));
  const counts = new Map<string, number>();
  return rows
    .filter((row) => row.attachmentType !== 'application')
    .map((row) => {
      const n = (counts.get(row.attachmentType) ?? 0) + 1;
      counts.set(row.attachmentType, n);
      const extension = /\.[A-Za-z0-9]{1,8}$/.exec(row.fileName)?.[0].toLowerCase() ?? '';
      return {
        fileId: row.fileId,
        fileName: `${row.attachmentType}-${n}${extension}`,
        size: row.size,
        attachmentType: row.attachmentType,
      };
    });
}

/** The expert's own review on the wire. */
export function ownReview(review: typeof reviews.$inferSelect) {
  return {
    status: review.status,
    scores: review.scores,
    total: review.total,
    comment: review.comment,
    familiarity: review.familiarity,
    submittedAt: review.submittedAt?.toISOString() ?? null,
    updateTime: (review.updateTime ?? review.createTime)?.toISOString() ?? null,
    reopenReason: review.reopenReason,
  };
}
