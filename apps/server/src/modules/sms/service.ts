import { DEFAULT_LOCALE, type Locale, renderLabel } from '@awards/shared/i18n';
import type { Page } from '@awards/shared/paging';
import { BIZ_TYPE_NAMES, SMS_MESSAGES, type SmsPageQuery, type SmsView } from '@awards/shared/sms';
import { SEND_STATUS_TEXT, type SendStatus } from '@awards/shared/user-messages';
import { and, desc, eq, inArray } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { sendLog } from '../../db/schema';
import { notFound } from '../../platform/errors';
import { countRows, pagedQuery } from '../../platform/paging';
import { containsText, startsWithText } from '../../platform/text-match';
import { iso } from '../../platform/time';

type Row = typeof sendLog.$inferSelect;

/** A row for the page, its codes' labels in `locale`. */
const present = (row: Row, locale: Locale): SmsView => ({
  smsId: row.id,
  recipient: row.recipient,
  receiverUserId: row.receiverUserId,
  content: row.content,
  templateCode: row.templateCode,
  bizType: row.bizType,
  bizType_dictText: renderLabel(BIZ_TYPE_NAMES, row.bizType, locale),
  sendStatus: row.sendStatus as SendStatus,
  sendStatus_dictText: renderLabel(SEND_STATUS_TEXT, row.sendStatus, locale),
  errorMsg: row.errorMsg,
  provider: row.provider,
  sendTime: iso(row.sendTime),
  createTime: row.createTime.toISOString(),
});

/** The SMS rows of the send log (channel 1). */
const isSms = and(eq(sendLog.channel, '1'), eq(sendLog.delFlag, 0));

/** The SMS log (spec 001 §7 "/rest/smsService/*"): list and delete, SMS_* codes. */
export class SmsLogService {
  constructor(private readonly db: Db) {}

  async page(query: SmsPageQuery, locale: Locale = DEFAULT_LOCALE): Promise<Page<SmsView>> {
    const where = and(
      isSms,
      query.recipient ? startsWithText(sendLog.recipient, query.recipient) : undefined,
      query.content ? containsText(sendLog.content, query.content) : undefined,
      query.sendStatus !== undefined ? eq(sendLog.sendStatus, query.sendStatus) : undefined,
    );
    return pagedQuery(
      query,
      async (limit, offset) =>
        (
          await this.db
            .select()
            .from(sendLog)
            .where(where)
            .orderBy(desc(sendLog.createTime), desc(sendLog.id))
            .limit(limit)
            .offset(offset)
        ).map((row) => present(row, locale)),
      countRows(this.db, sendLog, where),
    );
  }

  /** Removes log rows from the list (delete flag), all or none. */
  async remove(smsIds: number[]): Promise<{ count: number }> {
    const unique = [...new Set(smsIds)];
    return this.db.transaction(async (tx) => {
      const found = await tx.$count(sendLog, and(isSms, inArray(sendLog.id, unique)));
      if (found !== unique.length) throw notFound(SMS_MESSAGES.notFound);
      await tx.update(sendLog).set({ delFlag: 1 }).where(inArray(sendLog.id, unique));
      return { count: unique.length };
    });
  }
}
