import { z } from 'zod';
import { filterText, idField, optionalText, requiredText } from './admin-fields';
import { pageRequestSchema } from './paging';
import { int4, isoDateTime, text } from './primitives';

/**
 * Declarations (申报): one application for one award in one edition, its
 * completers, attachments and the append-only audit trail (DOMAIN.md
 * "Declaration lifecycle", docs/domain.md "Declarations"). The moves between
 * statuses are decided by the server's one table (modules/declarations/transitions.ts).
 */

/**
 * Every status of the lifecycle. Part 1 (issue 7) uses draft … withdrawn; the
 * review, meeting, publicity and award statuses are declared for later parts.
 */
export const DECLARATION_STATUSES = [
  'draft',
  'submitted',
  'returned',
  'resubmitted',
  'passed',
  'not_accepted',
  'deferred',
  'recommended',
  'expert_review',
  'meeting_review',
  'proposed',
  'publicity',
  'awarded',
  'revoked',
  'withdrawn',
] as const;
export type DeclarationStatus = (typeof DECLARATION_STATUSES)[number];

export const DECLARATION_STATUS_NAMES: Record<DeclarationStatus, string> = {
  draft: '草稿',
  submitted: '已提交',
  returned: '退回修改',
  resubmitted: '重新提交',
  passed: '形式审查通过',
  not_accepted: '不予受理',
  deferred: '缓评',
  recommended: '已推荐',
  expert_review: '专家评审',
  meeting_review: '会议评审',
  proposed: '拟授奖',
  publicity: '公示中',
  awarded: '已授奖',
  revoked: '已撤销',
  withdrawn: '已撤回',
};

/** Statuses nothing leaves (withdrawal included). */
export const FINAL_DECLARATION_STATUSES: readonly DeclarationStatus[] = [
  'not_accepted',
  'awarded',
  'revoked',
  'withdrawn',
];

/** Waiting for the formal examination: the examination queue. */
export const AWAITING_EXAMINATION: readonly DeclarationStatus[] = ['submitted', 'resubmitted'];

/** The declarer (or staff on the unit's behalf) may change the content only here. */
export const EDITABLE_DECLARATION_STATUSES: readonly DeclarationStatus[] = ['draft', 'returned'];

/** What can happen to a declaration; each is one row of the server's transition table. */
export const DECLARATION_ACTIONS = [
  'create',
  'submit',
  'resubmit',
  'pass',
  'return',
  'reject',
  'defer',
  'recommend',
  'start_review',
  'to_meeting',
  'propose',
  'publicise',
  'award',
  'revoke',
  'withdraw',
] as const;
export type DeclarationAction = (typeof DECLARATION_ACTIONS)[number];

export const DECLARATION_ACTION_NAMES: Record<DeclarationAction, string> = {
  create: '创建',
  submit: '提交',
  resubmit: '重新提交',
  pass: '形式审查通过',
  return: '退回修改',
  reject: '不予受理',
  defer: '缓评',
  recommend: '推荐',
  start_review: '进入专家评审',
  to_meeting: '进入会议评审',
  propose: '会议拟定等级',
  publicise: '公示',
  award: '授奖',
  revoke: '撤销（异议成立）',
  withdraw: '撤回',
};

/** Who takes an action: the unit's declarer, a holder of DECLARE_EXAMINE, other staff. */
export type DeclarationActor = 'declarer' | 'examiner' | 'staff';

export const ATTACHMENT_TYPES = ['application', 'evidence', 'report', 'certificate', 'other'] as const;
export type AttachmentType = (typeof ATTACHMENT_TYPES)[number];
export const ATTACHMENT_TYPE_NAMES: Record<AttachmentType, string> = {
  application: '申报书',
  evidence: '证明材料',
  report: '技术报告',
  certificate: '知识产权证明',
  other: '其他',
};

export const MAX_COMPLETERS = 30;
export const MAX_ATTACHMENTS = 20;
export const MAX_KEY_DATA = 30;
/** The Excel export's row cap: larger lists must be narrowed by the filters. */
export const DECLARATION_EXPORT_MAX_ROWS = 20_000;

export const DECLARATION_MESSAGES = {
  declarationIdRequired: '请选择申报',
  editionIdRequired: '请选择届次',
  awardIdRequired: '请选择奖项',
  unitIdRequired: '请选择申报单位',
  projectNameRequired: '请输入项目名称',
  projectNameTooLong: '项目名称不能超过200个字符',
  gradeLevel: '拟申报等级不正确',
  regionCode: '行政区划代码须为6位数字',
  completersRequired: '请至少填写一位完成人',
  completersTooMany: `完成人不能超过${MAX_COMPLETERS}位`,
  completerNameRequired: '请输入完成人姓名',
  attachmentsTooMany: `附件不能超过${MAX_ATTACHMENTS}个`,
  attachmentType: '附件类型不正确',
  fileId: '附件文件不正确',
  keyDataTooMany: `关键数据不能超过${MAX_KEY_DATA}项`,
  status: '申报状态不正确',
  date: '时间格式不正确',
  reasonRequired: '请填写撤回原因',
  untilRequired: '请填写延长截止时间',
  notFound: '申报不存在',
  unitNotFound: '申报单位不存在或不是申报单位类型',
  editionNotFound: '届次不存在',
  awardNotInEdition: '该奖项不在本届次中',
  gradeNotInAward: '拟申报等级不在该奖项的等级中',
  fileMissing: '附件不存在或不是本人上传的附件，请重新上传',
  onlyDraftDelete: (status: string) => `只有草稿状态的申报可以删除，当前为「${status}」`,
  notEditable: (status: string) => `申报处于「${status}」状态，不能修改`,
} as const;

const declarationId = idField(DECLARATION_MESSAGES.declarationIdRequired);
const blankToUndefined = (v: unknown) =>
  v === null || (typeof v === 'string' && v.trim() === '') ? undefined : v;

export const completerSchema = z.object({
  name: requiredText(50, DECLARATION_MESSAGES.completerNameRequired, '完成人姓名不能超过50个字符'),
  unit: optionalText(100, '完成人单位不能超过100个字符'),
  contribution: optionalText(500, '主要贡献不能超过500个字符'),
});
export type CompleterInput = z.infer<typeof completerSchema>;

export const attachmentSchema = z.object({
  fileId: z.uuid({ error: DECLARATION_MESSAGES.fileId }),
  attachmentType: z.enum(ATTACHMENT_TYPES, { error: DECLARATION_MESSAGES.attachmentType }),
});
export type AttachmentInput = z.infer<typeof attachmentSchema>;

const keyDataField = z
  .record(
    text().trim().min(1, { error: '关键数据名称不能为空' }).max(50, { error: '关键数据名称过长' }),
    z.union([text().max(500, { error: '关键数据内容过长' }), z.number()], {
      error: '关键数据须为文字或数字',
    }),
    { error: '关键数据格式不正确' },
  )
  .refine((v) => Object.keys(v).length <= MAX_KEY_DATA, { error: DECLARATION_MESSAGES.keyDataTooMany });

/** The content a declarer writes (and staff on a unit's behalf). */
const contentFields = {
  gradeLevel: z
    .preprocess(
      (v) => (v === '' ? null : v),
      int4({ error: DECLARATION_MESSAGES.gradeLevel })
        .min(1, { error: DECLARATION_MESSAGES.gradeLevel })
        .max(99, { error: DECLARATION_MESSAGES.gradeLevel })
        .nullable(),
    )
    .optional(),
  projectName: requiredText(
    200,
    DECLARATION_MESSAGES.projectNameRequired,
    DECLARATION_MESSAGES.projectNameTooLong,
  ),
  recommendUnit: optionalText(100, '推荐单位不能超过100个字符'),
  discipline: optionalText(50, '学科领域不能超过50个字符'),
  regionCode: z
    .preprocess(
      (v) => (v === '' ? null : v),
      text({ error: DECLARATION_MESSAGES.regionCode })
        .regex(/^\d{6}$/, { error: DECLARATION_MESSAGES.regionCode })
        .nullable(),
    )
    .optional(),
  summary: optionalText(5000, '项目简介不能超过5000个字符'),
  keyData: keyDataField.optional(),
  completers: z
    .array(completerSchema, { error: DECLARATION_MESSAGES.completersRequired })
    .min(1, { error: DECLARATION_MESSAGES.completersRequired })
    .max(MAX_COMPLETERS, { error: DECLARATION_MESSAGES.completersTooMany }),
  attachments: z
    .array(attachmentSchema, { error: DECLARATION_MESSAGES.fileId })
    .max(MAX_ATTACHMENTS, { error: DECLARATION_MESSAGES.attachmentsTooMany })
    .default([]),
};

const target = {
  editionId: idField(DECLARATION_MESSAGES.editionIdRequired),
  awardId: idField(DECLARATION_MESSAGES.awardIdRequired),
};

/** A declarer creates for their own unit: no unit in the request. */
export const declarationContentSchema = z.object({ ...target, ...contentFields });
export type DeclarationContent = z.infer<typeof declarationContentSchema>;

/** Staff create on a unit's behalf. */
export const declarationAddSchema = declarationContentSchema.extend({
  unitId: idField(DECLARATION_MESSAGES.unitIdRequired),
});
export type DeclarationAdd = z.infer<typeof declarationAddSchema>;

/** An edit replaces the content (completers and attachments as whole sets); edition and unit stay. */
export const declarationUpdateSchema = z.object({
  declarationId,
  awardId: target.awardId,
  ...contentFields,
});
export type DeclarationUpdate = z.infer<typeof declarationUpdateSchema>;

export const declarationIdSchema = z.object({ declarationId });

/** Withdrawal (撤回/revocation): the reason is kept in the audit trail. */
export const declarationWithdrawSchema = z.object({
  declarationId,
  reason: requiredText(500, DECLARATION_MESSAGES.reasonRequired, '撤回原因不能超过500个字符'),
});
export type DeclarationWithdraw = z.infer<typeof declarationWithdrawSchema>;

const dateFilter = z
  .preprocess(blankToUndefined, isoDateTime(DECLARATION_MESSAGES.date).optional())
  .optional();
const idFilter = (message: string) => z.preprocess(blankToUndefined, idField(message).optional()).optional();

export const declarationFilterSchema = z.object({
  editionId: idFilter(DECLARATION_MESSAGES.editionIdRequired),
  awardId: idFilter(DECLARATION_MESSAGES.awardIdRequired),
  status: z
    .preprocess(
      blankToUndefined,
      z.enum(DECLARATION_STATUSES, { error: DECLARATION_MESSAGES.status }).optional(),
    )
    .optional(),
  unitId: idFilter(DECLARATION_MESSAGES.unitIdRequired),
  regionCode: z
    .preprocess(
      blankToUndefined,
      text()
        .regex(/^\d{6}$/, { error: DECLARATION_MESSAGES.regionCode })
        .optional(),
    )
    .optional(),
  discipline: filterText,
  projectName: filterText,
  submittedFrom: dateFilter,
  submittedTo: dateFilter,
});
export type DeclarationFilter = z.infer<typeof declarationFilterSchema>;

export const declarationPageQuerySchema = pageRequestSchema.extend(declarationFilterSchema.shape);
export type DeclarationPageQuery = z.infer<typeof declarationPageQuerySchema>;

/** Staff extend one unit's declaration window in one edition (null until removes it). */
export const windowExtensionSchema = z.object({
  editionId: target.editionId,
  unitId: idField(DECLARATION_MESSAGES.unitIdRequired),
  until: z.preprocess(
    (v) => (v === '' ? null : v),
    isoDateTime(DECLARATION_MESSAGES.untilRequired).nullable(),
  ),
  reason: optionalText(500, '原因不能超过500个字符'),
});
export type WindowExtension = z.infer<typeof windowExtensionSchema>;

// ---- answers ----

export interface CompleterView {
  name: string;
  unit: string | null;
  contribution: string | null;
  sortNumber: number;
}

export interface AttachmentView {
  fileId: string;
  attachmentType: AttachmentType;
  fileName: string;
  size: number;
  mime: string;
}

export interface AuditEntry {
  auditId: number;
  action: DeclarationAction;
  fromStatus: DeclarationStatus | null;
  toStatus: DeclarationStatus;
  opinion: string | null;
  actorKind: DeclarationActor;
  /** The login name of who acted. */
  actor: string;
  actorName: string | null;
  createTime: string;
}

export interface DeclarationView {
  declarationId: number;
  editionId: number;
  editionName: string;
  awardId: number;
  awardName: string;
  gradeLevel: number | null;
  projectName: string;
  unitId: number;
  unitName: string;
  recommendUnit: string | null;
  discipline: string | null;
  regionCode: string | null;
  status: DeclarationStatus;
  submittedAt: string | null;
  createBy: string | null;
  createTime: string;
  updateBy: string | null;
  updateTime: string | null;
}

export interface DeclarationDetail extends DeclarationView {
  summary: string | null;
  keyData: Record<string, string | number>;
  completers: CompleterView[];
  attachments: AttachmentView[];
  /** Oldest first: the whole trail, every opinion included. */
  audits: AuditEntry[];
}
