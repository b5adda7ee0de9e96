import { z } from 'zod';
import { filterText, idField, idListField, optionalText, requiredText } from './admin-fields';
import { pageRequestSchema } from './paging';
import { decimalId, int4, text, timeText } from './primitives';

/**
 * System announcements (spec 000 §3 "Announcement", §7 "Messages and notices").
 * Field names are the wire names of the specification, `titile` included.
 */
export const NOTICE_PATHS = {
  page: '/rest/noticeService/getNoticeByPage',
  userPage: '/rest/noticeService/getNoticeByUserPage',
  save: '/rest/noticeService/addNotice',
  delete: '/rest/noticeService/deleteNoticeById',
  deleteBatch: '/rest/noticeService/deleteNoticeByIds',
  updateStatus: '/rest/noticeService/updateStatus',
  detail: '/rest/noticeService/getNoticeById',
  read: '/rest/noticeService/updateReadStatus',
  readMany: '/rest/noticeService/SyncNoticeByIds',
  header: '/rest/noticeService/getHeaderNotice',
} as const;

/** sendStatus, dictionary send_status: 0 draft (未发布), 1 published, 2 revoked. */
export const NOTICE_STATUS = { draft: 0, published: 1, revoked: 2 } as const;
export type NoticeStatus = (typeof NOTICE_STATUS)[keyof typeof NOTICE_STATUS];
export const NOTICE_STATUS_TEXT: Record<number, string> = { 0: '未发布', 1: '已发布', 2: '已撤销' };

/** msgType: to everyone, or to the users of userIds. */
export const NOTICE_TARGETS = ['ALL', 'USER'] as const;
export type NoticeTarget = (typeof NOTICE_TARGETS)[number];
export const NOTICE_TARGET_TEXT: Record<NoticeTarget, string> = { ALL: '全体用户', USER: '指定用户' };

/** Dictionary priority. */
export const PRIORITIES = ['H', 'M', 'L'] as const;
export type Priority = (typeof PRIORITIES)[number];
export const PRIORITY_TEXT: Record<Priority, string> = { H: '高', M: '中', L: '低' };

/** What the portal does when a notice or message is opened (spec 000 §2). */
export const OPEN_TYPES = ['url', 'component'] as const;
export type OpenType = (typeof OPEN_TYPES)[number];

export const NOTICE_MESSAGES = {
  noticeIdRequired: '请选择通告',
  titleRequired: '请输入标题',
  titleTooLong: '标题不能超过100个字符',
  msgType: '通告对象只能是全体用户(ALL)或指定用户(USER)',
  userIdsRequired: '请选择接收用户',
  userIds: '接收用户不正确',
  usersMissing: '部分接收用户不存在',
  priority: '优先级只能是H、M或L',
  openType: '打开方式只能是url或component',
  openPageRequired: '请输入打开的页面',
  openPageNotInPortal: '打开的页面只能是本系统内的页面路径',
  time: '时间格式不正确',
  endBeforeStart: '结束时间不能早于开始时间',
  files: '附件不正确',
  fileMissing: (name: string) => `附件 ${name} 不存在`,
  sendStatus: '发布状态不正确',
  notFound: '通告不存在',
  onlyDraftEditable: '只有未发布的通告可以编辑',
  onlyDraftReleasable: '只有未发布的通告可以发布',
  onlyPublishedRevocable: '只有已发布的通告可以撤销',
  illegalTransition: '不支持的状态变更：只能发布(1)未发布的通告或撤销(2)已发布的通告',
  publishedUndeletable: '已发布的通告请先撤销再删除',
} as const;

const noticeId = idField(NOTICE_MESSAGES.noticeIdRequired);

/** A time as the portal sends it ('YYYY-MM-DD HH:mm:ss' or ISO); null or '' clears it. */
export const optionalTimeField = z
  .preprocess((v) => (v === '' ? null : v), timeText(NOTICE_MESSAGES.time).nullable())
  .optional();

/** A time filter: blank means none. */
const filterTime = z
  .preprocess((v) => (v === '' || v === null ? undefined : v), timeText(NOTICE_MESSAGES.time).optional())
  .optional();

/** Attachments: ids from /rest/file/upload (purpose attachment) with the name shown. */
export const msgFilesField = z
  .array(
    z.object({
      fileId: text({ error: NOTICE_MESSAGES.files }).uuid({ error: NOTICE_MESSAGES.files }),
      fileName: text({ error: NOTICE_MESSAGES.files }).trim().min(1).max(255),
    }),
    { error: NOTICE_MESSAGES.files },
  )
  .max(20, { error: '附件最多20个' })
  .optional();

export interface MsgFile {
  fileId: string;
  fileName: string;
}

/**
 * userIds: the specification's comma-separated string ('3,5': each id in canonical
 * decimal form), or an array of JSON integers; null is none.
 */
export const userIdListField = z
  .preprocess(
    (v) => (v === null ? [] : v),
    z.union(
      [
        text({ error: NOTICE_MESSAGES.userIds })
          .transform((v) =>
            v
              .split(',')
              .map((s) => s.trim())
              .filter(Boolean),
          )
          .pipe(z.array(decimalId(NOTICE_MESSAGES.userIds)).max(5000, { error: NOTICE_MESSAGES.userIds })),
        z
          .array(idField(NOTICE_MESSAGES.userIds), { error: NOTICE_MESSAGES.userIds })
          .max(5000, { error: NOTICE_MESSAGES.userIds }),
      ],
      { error: NOTICE_MESSAGES.userIds },
    ),
  )
  .optional();

/** HTML content; the server sanitises it through one allow-list before storing. */
export const htmlContentField = text({ error: '内容格式不正确' })
  .max(200_000, { error: '内容不能超过200000个字符' })
  .nullable()
  .optional();

/**
 * Where opening a notice or message leads, inside this portal (spec 000 §2): for
 * openType url a path from the portal's root ('/declare/list?id=3'), for component a
 * page component's path ('declarations/DeclarationDetail'). Never a scheme
 * ('javascript:', 'https:'), a '//host' or '/\\host' that a browser reads as another
 * site, spaces or control characters: the portal navigates there when the notice is
 * opened, so anything else would run or open whatever the author chose.
 */
export const isPortalPath = (value: string): boolean =>
  /^\/(?![/\\])[^\s\\\p{Cc}]*$/u.test(value) || /^[A-Za-z][\w-]*(?:\/[\w-]+)*$/.test(value);

/** openPage: optional, and when given a place inside the portal (400 with the field's message). */
export const openPageField = optionalText(500).refine(
  (v) => v === undefined || v === null || isPortalPath(v),
  {
    error: NOTICE_MESSAGES.openPageNotInPortal,
  },
);

const openFields = {
  openType: z.preprocess(
    (v) => (v === '' ? null : v),
    z.enum(OPEN_TYPES, { error: NOTICE_MESSAGES.openType }).nullable().optional(),
  ),
  openPage: openPageField,
  busType: optionalText(64),
  busId: optionalText(64),
};

/** addNotice: adds when there is no id, edits the draft with that id otherwise. */
export const noticeSaveSchema = z
  .object({
    id: z.preprocess((v) => (v === '' || v === null ? undefined : v), noticeId.optional()),
    titile: requiredText(100, NOTICE_MESSAGES.titleRequired, NOTICE_MESSAGES.titleTooLong),
    msgAbstract: optionalText(500),
    msgContent: htmlContentField,
    msgType: z.enum(NOTICE_TARGETS, { error: NOTICE_MESSAGES.msgType }).default('ALL'),
    userIds: userIdListField,
    msgCategory: z.preprocess((v) => (v === '' || v === null ? undefined : v), text().max(8).default('1')),
    priority: z.enum(PRIORITIES, { error: NOTICE_MESSAGES.priority }).default('M'),
    startTime: optionalTimeField,
    endTime: optionalTimeField,
    msgFiles: msgFilesField,
    ...openFields,
  })
  .superRefine((v, ctx) => {
    if (v.msgType === 'USER' && !(v.userIds && v.userIds.length > 0))
      ctx.addIssue({ code: 'custom', path: ['userIds'], message: NOTICE_MESSAGES.userIdsRequired });
    if (v.openType && !v.openPage)
      ctx.addIssue({ code: 'custom', path: ['openPage'], message: NOTICE_MESSAGES.openPageRequired });
    const start = v.startTime ? Date.parse(v.startTime.replace(' ', 'T')) : null;
    const end = v.endTime ? Date.parse(v.endTime.replace(' ', 'T')) : null;
    if (start !== null && end !== null && end < start)
      ctx.addIssue({ code: 'custom', path: ['endTime'], message: NOTICE_MESSAGES.endBeforeStart });
  });
export type NoticeSave = z.infer<typeof noticeSaveSchema>;

/** getNoticeByPage (staff): filters on title, status, priority and the send time. */
export const noticePageQuerySchema = pageRequestSchema.extend({
  titile: filterText,
  sendStatus: z.preprocess(
    (v) => (v === '' || v === null ? undefined : v),
    z.literal([0, 1, 2], { error: NOTICE_MESSAGES.sendStatus }).optional(),
  ),
  priority: z.preprocess(
    (v) => (v === '' || v === null ? undefined : v),
    z.enum(PRIORITIES, { error: NOTICE_MESSAGES.priority }).optional(),
  ),
  msgType: z.preprocess(
    (v) => (v === '' || v === null ? undefined : v),
    z.enum(NOTICE_TARGETS, { error: NOTICE_MESSAGES.msgType }).optional(),
  ),
  /** sendTime from this time on. */
  beginTime: filterTime,
  /** sendTime up to this time. */
  endTime: filterTime,
});
export type NoticePageQuery = z.infer<typeof noticePageQuerySchema>;

/** getNoticeByUserPage (my notices): published notices addressed to me, with my read flag. */
export const myNoticePageQuerySchema = pageRequestSchema.extend({
  titile: filterText,
  /** 0 unread, 1 read. */
  readFlag: z.preprocess(
    (v) => (v === '' || v === null ? undefined : v),
    z.literal([0, 1], { error: '阅读状态不正确' }).optional(),
  ),
});
export type MyNoticePageQuery = z.infer<typeof myNoticePageQuerySchema>;

export const noticeIdSchema = z.object({ noticeId });
export const noticeIdsSchema = z.object({ noticeIds: idListField(NOTICE_MESSAGES.noticeIdRequired) });

/** updateStatus: 1 release a draft, 2 revoke a published notice; anything else is refused (505). */
export const noticeStatusSchema = z.object({
  noticeId,
  sendStatus: int4({ error: NOTICE_MESSAGES.sendStatus }),
});

/** sSysNoticeEntity: a notice as staff see it. */
export interface NoticeView {
  id: number;
  titile: string;
  msgAbstract: string | null;
  msgContent: string | null;
  msgType: NoticeTarget;
  msgType_dictText: string;
  /** Comma-separated user ids, as the specification has it ('' for ALL). */
  userIds: string;
  msgCategory: string;
  priority: Priority;
  priority_dictText: string;
  sendStatus: NoticeStatus;
  sendStatus_dictText: string;
  startTime: string | null;
  endTime: string | null;
  sendTime: string | null;
  cancelTime: string | null;
  /** Real name of who released it. */
  sender: string | null;
  createBy: string | null;
  createTime: string;
  updateBy: string | null;
  updateTime: string | null;
  delFlag: number;
  openType: OpenType | null;
  openPage: string | null;
  busType: string | null;
  busId: string | null;
  msgFiles: MsgFile[];
}

/** A notice in my list: the notice plus my read state. */
export interface MyNoticeView extends NoticeView {
  /** 0 unread, 1 read. */
  readFlag: 0 | 1;
  readTime: string | null;
}

/** A notice in the bell's popover (title cut at 21 characters by the portal). */
export interface HeaderNoticeItem {
  id: number;
  titile: string;
  msgAbstract: string | null;
  priority: Priority;
  sendTime: string | null;
  sender: string | null;
  openType: OpenType | null;
  openPage: string | null;
  busId: string | null;
}
