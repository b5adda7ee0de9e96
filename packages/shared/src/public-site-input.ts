import { z } from 'zod';
import { filterText, idField, optionalBody } from './admin-fields';
import { defineMessages } from './i18n';
import { pageRequestSchema } from './paging';

/**
 * The input of the public site's reads (public-site.ts has their paths and answers, without
 * zod, so the site's first screen can name them without carrying the schemas).
 */
export const PUBLIC_MESSAGES = defineMessages('publicSite', {
  noticeIdRequired: ['请指定通知公告', '請指定通知公告', 'Please name the notice'],
  editionIdRequired: ['请指定届次', '請指定屆次', 'Please name the edition'],
  awardIdRequired: ['请指定奖项', '請指定獎項', 'Please name the award'],
  noticeNotFound: [
    '通知公告不存在或未公开',
    '通知公告不存在或未公開',
    'The notice does not exist or is not public',
  ],
  awardNotFound: [
    '该奖项不在申报中的届次里',
    '該獎項不在申報中的屆次裡',
    'The award is not in an edition open for declaration',
  ],
});

const M = PUBLIC_MESSAGES;

/** The public notices, newest first; editionId narrows them to one edition's (its guides and forms). */
export const publicNoticePageSchema = optionalBody(
  pageRequestSchema.extend({
    titile: filterText,
    editionId: z.preprocess(
      (v) => (v === '' || v === null ? undefined : v),
      idField(M.editionIdRequired).optional(),
    ),
  }),
);
export type PublicNoticePageQuery = z.infer<typeof publicNoticePageSchema>;

export const publicNoticeIdSchema = z.object({ noticeId: idField(M.noticeIdRequired) });
export const publicAwardSchema = z.object({
  editionId: idField(M.editionIdRequired),
  awardId: idField(M.awardIdRequired),
});
