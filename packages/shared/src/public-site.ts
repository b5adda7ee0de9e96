import { z } from 'zod';
import { filterText, idField, optionalBody } from './admin-fields';
import type { AwardCategory, GradeView } from './awards';
import type { Windows } from './editions';
import { defineMessages } from './i18n';
import type { MsgFile } from './notices';
import { pageRequestSchema } from './paging';

/**
 * What anyone reads on the public site without signing in (issue 15, docs/site.md "Public
 * reads"): the federation's public notices, their attachments, and the editions open for
 * declaration with their awards. Every route here is `auth: 'public'` and read-only, under
 * one prefix, /rest/public/, so the guard's catalogue shows at a glance what is open.
 */
export const PUBLIC_PATHS = {
  notices: '/rest/public/notices',
  notice: '/rest/public/notice',
  /** GET …/<fileId>: an attachment of a public notice, to anyone. */
  file: '/rest/public/file',
  editions: '/rest/public/editions',
  award: '/rest/public/award',
} as const;

export const publicFileUrl = (fileId: string) => `${PUBLIC_PATHS.file}/${encodeURIComponent(fileId)}`;

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

/** A public notice as anyone reads it: no audience, no author account, no workflow fields. */
export interface PublicNotice {
  noticeId: number;
  titile: string;
  msgAbstract: string | null;
  /** Sanitised HTML (the server's allow-list); absent in lists. */
  msgContent?: string | null;
  sendTime: string | null;
  editionId: number | null;
  /** Each with its public download address (publicFileUrl). */
  msgFiles: (MsgFile & { url: string })[];
}

/** An award of an open edition, as its public page and the edition's list show it. */
export interface PublicAward {
  awardId: number;
  awardCode: string;
  awardName: string;
  category: AwardCategory;
  description: string | null;
  grades: GradeView[];
}

/** An edition open for declaration (status declaring) with its windows and awards. */
export interface PublicEdition extends Windows {
  editionId: number;
  editionName: string;
  year: number;
  remark: string | null;
  awards: PublicAward[];
}

/** One award's page: the award and the edition it is declared in. */
export interface PublicAwardPage {
  edition: Omit<PublicEdition, 'awards'>;
  award: PublicAward;
}
