import type { AwardCategory, GradeView } from './awards';
import type { Windows } from './editions';
import type { MsgFile } from './notices';

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
