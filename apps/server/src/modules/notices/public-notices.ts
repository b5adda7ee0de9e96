import type { Page } from '@awards/shared/paging';
import { type PublicNotice, publicFileUrl } from '@awards/shared/public-site';
import { PUBLIC_MESSAGES, type PublicNoticePageQuery } from '@awards/shared/public-site-input';
import { and, desc, eq, type SQL, sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { notices } from '../../db/schema';
import { notFound } from '../../platform/errors';
import type { StoredFile } from '../../platform/files/file-store';
import { countRows, pagedQuery } from '../../platform/paging';
import { containsText } from '../../platform/text-match';
import { iso } from '../../platform/time';
import { live } from './audience';
import type { NoticeRow } from './presenter';

/**
 * Shown to anyone: live (published, not deleted, not ended), marked public, and to everyone
 * (the form refuses public with a list of users; this holds even for rows written otherwise).
 */
export const publicNotice = (): SQL =>
  and(live(), eq(notices.publicFlag, 1), eq(notices.msgType, 'ALL')) as SQL;

const present = (row: NoticeRow, withContent: boolean): PublicNotice => ({
  noticeId: row.id,
  titile: row.titile,
  msgAbstract: row.msgAbstract,
  ...(withContent ? { msgContent: row.msgContent } : {}),
  sendTime: iso(row.sendTime),
  editionId: row.editionId,
  msgFiles: row.msgFiles.map((f) => ({ ...f, url: publicFileUrl(f.fileId) })),
});

/**
 * The federation's public notices as the public site reads them without signing in
 * (docs/site.md "Public reads"): the list, one notice, and their attachments.
 */
export class PublicNoticeService {
  constructor(private readonly db: Db) {}

  async page(query: PublicNoticePageQuery): Promise<Page<PublicNotice>> {
    const where = and(
      publicNotice(),
      query.titile ? containsText(notices.titile, query.titile) : undefined,
      query.editionId !== undefined ? eq(notices.editionId, query.editionId) : undefined,
    );
    return pagedQuery(
      query,
      async (limit, offset) =>
        (
          await this.db
            .select()
            .from(notices)
            .where(where)
            .orderBy(desc(notices.sendTime), desc(notices.id))
            .limit(limit)
            .offset(offset)
        ).map((row) => present(row, false)),
      countRows(this.db, notices, where),
    );
  }

  /** One public notice with its content; anything else is the same 404 as a missing one. */
  async detail(noticeId: number): Promise<PublicNotice> {
    const [row] = await this.db
      .select()
      .from(notices)
      .where(and(eq(notices.id, noticeId), publicNotice()));
    if (!row) throw notFound(PUBLIC_MESSAGES.noticeNotFound);
    return present(row, true);
  }

  /** Whether the file is an attachment of a public notice (else it is not anyone's to read). */
  async isPublicAttachment(file: StoredFile): Promise<boolean> {
    if (file.purpose !== 'attachment') return false;
    const attached = sql`${notices.msgFiles} @> ${JSON.stringify([{ fileId: file.fileId }])}::jsonb`;
    return (await this.db.$count(notices, and(attached, publicNotice()))) > 0;
  }
}
