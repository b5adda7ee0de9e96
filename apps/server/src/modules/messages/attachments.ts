import { type MsgFile, NOTICE_MESSAGES } from '@awards/shared/notices';
import { and, eq, sql } from 'drizzle-orm';
import type { Db, DbOrTx } from '../../db/client';
import { messageReceivers, messages } from '../../db/schema';
import { badRequest } from '../../platform/errors';
import { firstUnattachable } from '../../platform/files/attachable';
import type { ReadRule } from '../../platform/files/read-rules';

/** A message carries only its sender's own attachment uploads; the first other one is a 400 naming it. */
export async function assertAttachments(db: DbOrTx, senderId: number, wanted: MsgFile[]): Promise<void> {
  const refused = await firstUnattachable(db, senderId, wanted);
  // The wording is the notices' one: both forms share the attachment field and its message.
  if (refused) throw badRequest({ msgFiles: NOTICE_MESSAGES.fileMissing({ name: refused.fileName }) });
}

/** Download rule for the file service: the receivers of a message read its attachments. */
export function messageAttachmentRule(db: Db): ReadRule {
  return async (user, file) => {
    if (file.purpose !== 'attachment') return false;
    const received = await db
      .select({ id: messageReceivers.id })
      .from(messageReceivers)
      .innerJoin(messages, eq(messages.id, messageReceivers.messageId))
      .where(
        and(
          eq(messageReceivers.userId, user.userId),
          eq(messages.delFlag, 0),
          sql`${messages.msgFiles} @> ${JSON.stringify([{ fileId: file.fileId }])}::jsonb`,
        ),
      )
      .limit(1);
    return received.length > 0;
  };
}
