import type { MsgFile } from '@awards/shared/notices';
import { NOTICE_MESSAGES } from '@awards/shared/notices';
import { and, eq, sql } from 'drizzle-orm';
import type { Db, DbOrTx } from '../../db/client';
import { notices } from '../../db/schema';
import { permissionCodesOf } from '../../platform/auth/permissions';
import { badRequest } from '../../platform/errors';
import { firstUnattachable } from '../../platform/files/attachable';
import type { ReadRule } from '../../platform/files/read-rules';
import { visibleTo } from './audience';

/**
 * Attachments must be the author's own attachment uploads, or already on the
 * notice being edited; the first other one is a 400 naming it.
 */
export async function assertAttachments(
  db: DbOrTx,
  authorId: number,
  wanted: MsgFile[],
  alreadyAttached: MsgFile[],
): Promise<void> {
  const refused = await firstUnattachable(
    db,
    authorId,
    wanted,
    alreadyAttached.map((f) => f.fileId),
  );
  if (refused) throw badRequest({ msgFiles: NOTICE_MESSAGES.fileMissing({ name: refused.fileName }) });
}

const attachedTo = (fileId: string) => sql`${notices.msgFiles} @> ${JSON.stringify([{ fileId }])}::jsonb`;

/**
 * Download rule for the file service: the audience of a published notice reads
 * its attachments; staff holding NOTICE_VIEW read the attachments of any notice
 * (drafts included, to check them before release).
 */
export function noticeAttachmentRule(db: Db): ReadRule {
  return async (user, file) => {
    if (file.purpose !== 'attachment') return false;
    const inNotice = await db.$count(notices, and(attachedTo(file.fileId), eq(notices.delFlag, 0)));
    if (inNotice === 0) return false;
    const visible = await db.$count(notices, and(attachedTo(file.fileId), visibleTo(user.userId)));
    if (visible > 0) return true;
    return (await permissionCodesOf(db, user.userId)).includes('NOTICE_VIEW');
  };
}
