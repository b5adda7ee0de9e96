import { z } from 'zod';
import {
  filterText,
  idField,
  idListField,
  optionalIdField,
  optionalText,
  requiredText,
} from './admin-fields';
import { busTypeField } from './business-modules';
import { defineMessages, type MessageRef } from './i18n';
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
export const NOTICE_STATUS_TEXT: Readonly<Record<number, MessageRef>> = defineMessages('noticeStatus', {
  0: ['未发布', '未發布', 'Unpublished'],
  1: ['已发布', '已發布', 'Published'],
  2: ['已撤销', '已撤銷', 'Revoked'],
});

/** msgType: to everyone, or to the users of userIds. */
export const NOTICE_TARGETS = ['ALL', 'USER'] as const;
export type NoticeTarget = (typeof NOTICE_TARGETS)[number];
export const NOTICE_TARGET_TEXT: Record<NoticeTarget, MessageRef> = defineMessages('noticeTarget', {
  ALL: ['全体用户', '全體用戶', 'All users'],
  USER: ['指定用户', '指定用戶', 'Chosen users'],
});

/** Dictionary priority. */
export const PRIORITIES = ['H', 'M', 'L'] as const;
export type Priority = (typeof PRIORITIES)[number];
export const PRIORITY_TEXT: Record<Priority, MessageRef> = defineMessages('priority', {
  H: ['高', '高', 'High'],
  M: ['中', '中', 'Medium'],
  L: ['低', '低', 'Low'],
});

/** What the portal does when a notice or message is opened (spec 000 §2). */
export const OPEN_TYPES = ['url', 'component'] as const;
export type OpenType = (typeof OPEN_TYPES)[number];

export const NOTICE_MESSAGES = defineMessages('notices', {
  noticeIdRequired: ['请选择通告', '請選擇通告', 'Please choose a notice'],
  titleRequired: ['请输入标题', '請輸入標題', 'Please enter the title'],
  titleTooLong: ['标题不能超过100个字符', '標題不能超過100個字符', 'The title is at most 100 characters'],
  msgType: [
    '通告对象只能是全体用户(ALL)或指定用户(USER)',
    '通告對象只能是全體用戶(ALL)或指定用戶(USER)',
    'The audience is all users (ALL) or chosen users (USER)',
  ],
  userIdsRequired: ['请选择接收用户', '請選擇接收用戶', 'Please choose the receivers'],
  userIds: ['接收用户不正确', '接收用戶不正確', 'The receivers are not valid'],
  usersMissing: ['部分接收用户不存在', '部分接收用戶不存在', 'Some receivers do not exist'],
  priority: ['优先级只能是H、M或L', '優先級只能是H、M或L', 'The priority is H, M or L'],
  openType: [
    '打开方式只能是url或component',
    '打開方式只能是url或component',
    'A notice opens a url or a component',
  ],
  openPageRequired: ['请输入打开的页面', '請輸入打開的頁面', 'Please enter the page to open'],
  openPageNotInPortal: [
    '打开的页面只能是本系统内的页面路径',
    '打開的頁面只能是本系統內的頁面路徑',
    'The page to open must be a page of this system',
  ],
  time: ['时间格式不正确', '時間格式不正確', 'The time is not valid'],
  endBeforeStart: [
    '结束时间不能早于开始时间',
    '結束時間不能早於開始時間',
    'The end cannot be before the start',
  ],
  files: ['附件不正确', '附件不正確', 'The attachments are not valid'],
  tooManyFiles: ['附件最多20个', '附件最多20個', 'At most 20 attachments'],
  fileMissing: ['附件 {name} 不存在', '附件 {name} 不存在', 'The attachment {name} does not exist'],
  content: ['内容格式不正确', '內容格式不正確', 'The content is not valid'],
  contentTooLong: [
    '内容不能超过200000个字符',
    '內容不能超過200000個字符',
    'The content is at most 200000 characters',
  ],
  readFlag: ['阅读状态不正确', '閱讀狀態不正確', 'The read status is not valid'],
  sendStatus: ['发布状态不正确', '發布狀態不正確', 'The status is not valid'],
  notFound: ['通告不存在', '通告不存在', 'The notice does not exist'],
  onlyDraftEditable: [
    '只有未发布的通告可以编辑',
    '只有未發布的通告可以編輯',
    'Only an unpublished notice can be edited',
  ],
  onlyDraftReleasable: [
    '只有未发布的通告可以发布',
    '只有未發布的通告可以發布',
    'Only an unpublished notice can be published',
  ],
  onlyPublishedRevocable: [
    '只有已发布的通告可以撤销',
    '只有已發布的通告可以撤銷',
    'Only a published notice can be revoked',
  ],
  illegalTransition: [
    '不支持的状态变更：只能发布(1)未发布的通告或撤销(2)已发布的通告',
    '不支持的狀態變更：只能發布(1)未發布的通告或撤銷(2)已發布的通告',
    'Unsupported status change: only publish (1) an unpublished notice or revoke (2) a published one',
  ],
  publishedUndeletable: [
    '已发布的通告请先撤销再删除',
    '已發布的通告請先撤銷再刪除',
    'Revoke a published notice before deleting it',
  ],
  publicFlag: ['是否公开不正确', '是否公開不正確', 'The public flag is not valid'],
  publicOnlyToAll: [
    '只有发给全体用户的通告可以在公开网站发布',
    '只有發給全體用戶的通告可以在公開網站發布',
    'Only a notice to everyone can be shown on the public site',
  ],
  editionId: ['届次不正确', '屆次不正確', 'The edition is not valid'],
  editionMissing: ['届次不存在', '屆次不存在', 'The edition does not exist'],
  releaseJobLabel: ['发布到期通知公告', '發布到期通知公告', 'Publish due notices'],
  releaseJobDescription: [
    '发布开始时间已到的通知公告，并推送给在线用户',
    '發布開始時間已到的通知公告，並推送給線上用戶',
    'Publishes the notices whose start time has come and pushes them to the users online',
  ],
  releaseJobResult: ['发布通知公告{count}条', '發布通知公告{count}條', '{count} notices published'],
});

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
  .max(20, { error: NOTICE_MESSAGES.tooManyFiles })
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
export const htmlContentField = text({ error: NOTICE_MESSAGES.content })
  .max(200_000, { error: NOTICE_MESSAGES.contentTooLong })
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
  busType: busTypeField,
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
    /** 1: also shown on the public site once published (a notice to everyone only). */
    publicFlag: z.preprocess(
      (v) => (v === '' || v === null ? undefined : v),
      z.literal([0, 1], { error: NOTICE_MESSAGES.publicFlag }).optional(),
    ),
    /** The edition a public notice is about (its attachments are the edition's guides and forms). */
    editionId: optionalIdField(NOTICE_MESSAGES.editionId),
  })
  .superRefine((v, ctx) => {
    if (v.publicFlag === 1 && v.msgType === 'USER')
      ctx.addIssue({ code: 'custom', path: ['publicFlag'], message: NOTICE_MESSAGES.publicOnlyToAll });
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
    z.literal([0, 1], { error: NOTICE_MESSAGES.readFlag }).optional(),
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
  /** 1: shown on the public site once published. */
  publicFlag: 0 | 1;
  editionId: number | null;
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
