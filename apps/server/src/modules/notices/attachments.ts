import type { MsgFile } from '@awards/shared/notices';
import { NOTICE_MESSAGES } from '@awards/shared/notices';
import { and, eq, inArray, sql } from 'drizzle-orm';
import type { Db, DbOrTx } from '../../db/client';
import { files, messageReceivers, messages, notices } from '../../db/schema';
import { permissionCodesOf } from '../../platform/auth/permissions';
import { badRequest } from '../../platform/errors';
import type { ReadRule } from '../../platform/files/read-rules';
import { visibleTo } from './audience';

/**
 * Attachments must be files of the store, uploaded as attachments by the author
 * (or already on the record being edited): an author cannot publish someone
 * else's private upload to an audience by quoting its id.
 */
export async function assertAttachments(
  db: DbOrTx,
  authorId: number,
  wanted: MsgFile[],
  alreadyAttached: MsgFile[],
): Promise<void> {
  if (wanted.length === 0) return;
  const kept = new Set(alreadyAttached.map((f) => f.fileId));
  const ids = [...new Set(wanted.map((f) => f.fileId))];
  const rows = await db
    .select({ fileId: files.fileId, ownerUserId: files.ownerUserId, purpose: files.purpose })
    .from(files)
    .where(inArray(files.fileId, ids));
  const usable = new Set(
    rows
      .filter((r) => kept.has(r.fileId) || (r.ownerUserId === authorId && r.purpose === 'attachment'))
      .map((r) => r.fileId),
  );
  const missing = wanted.find((f) => !usable.has(f.fileId));
  if (missing) throw badRequest({ msgFiles: NOTICE_MESSAGES.fileMissing(missing.fileName) });
}

const attachedTo = (column: typeof notices.msgFiles | typeof messages.msgFiles, fileId: string) =>
  sql`${column} @> ${JSON.stringify([{ fileId }])}::jsonb`;

/**
 * Download rule for the file service: the audience of a published notice and the
 * receivers of a message read its attachments; staff holding NOTICE_VIEW read the
 * attachments of any notice (drafts included, to check them before release).
 */
export function messagingAttachmentRule(db: Db): ReadRule {
  return async (user, file) => {
    if (file.purpose !== 'attachment') return false;
    const inNotice = await db.$count(
      notices,
      and(attachedTo(notices.msgFiles, file.fileId), eq(notices.delFlag, 0)),
    );
    if (inNotice > 0) {
      const visible = await db.$count(
        notices,
        and(attachedTo(notices.msgFiles, file.fileId), visibleTo(user.userId)),
      );
      if (visible > 0) return true;
      if ((await permissionCodesOf(db, user.userId)).includes('NOTICE_VIEW')) return true;
    }
    const received = await db
      .select({ id: messageReceivers.id })
      .from(messageReceivers)
      .innerJoin(messages, eq(messages.id, messageReceivers.messageId))
      .where(
        and(
          eq(messageReceivers.userId, user.userId),
          eq(messages.delFlag, 0),
          attachedTo(messages.msgFiles, file.fileId),
        ),
      )
      .limit(1);
    return received.length > 0;
  };
}
