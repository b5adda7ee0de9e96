import { z } from 'zod';
import {
  filterOneOf,
  filterText,
  idField,
  idListField,
  optionalIdField,
  optionalPattern,
  optionalText,
  requiredText,
} from './admin-fields';
import { pageRequestSchema } from './paging';
import { MESSAGES, PATTERNS } from './validators';

/**
 * The expert pool (DOMAIN.md "Expert", docs/domain.md "Experts"): the record,
 * its registration audit, the blacklist, the recycle bin and the editions'
 * pools. ID numbers and bank accounts leave the server masked unless the
 * detail is asked by a holder of EXPERT_VIEW_SENSITIVE.
 */

/** Registration status: pending audit, then approved or rejected (final). */
export const EXPERT_STATUSES = ['pending', 'approved', 'rejected'] as const;
export type ExpertStatus = (typeof EXPERT_STATUSES)[number];
export const EXPERT_STATUS_NAMES: Record<ExpertStatus, string> = {
  pending: '待审核',
  approved: '已通过',
  rejected: '未通过',
};

/** The audit decisions: the status a pending registration moves to. */
export const AUDIT_RESULTS = ['approved', 'rejected'] as const;
export type AuditResult = (typeof AUDIT_RESULTS)[number];

/** The dictionary of disciplines (学科领域) the discipline column holds a code of. */
export const DISCIPLINE_DICT = 'discipline';

export const EXPERT_EXPORT_MAX_ROWS = 50_000;

export const EXPERT_MESSAGES = {
  expertIdRequired: '请选择专家',
  expertNameRequired: '请输入专家姓名',
  expertNameTooLong: '专家姓名不能超过50个字符',
  sex: '性别只能是男(1)或女(2)',
  organisationRequired: '请输入工作单位',
  disciplineRequired: '请选择学科领域',
  disciplineUnknown: '学科领域不在字典中',
  status: '专家状态不正确',
  bankAccount: '银行账号应为12至30位数字',
  userId: '请选择正确的关联用户',
  userNotExpert: '关联用户必须是评审专家类型的用户',
  userTaken: '该用户已关联其他专家',
  idNumberTaken: '该证件号码已被其他专家使用',
  notFound: '专家不存在',
  auditResult: '审核结果只能是通过或不通过',
  opinionRequired: '审核不通过时请填写审核意见',
  notPending: (names: string) => `专家${names}不是待审核状态，不能审核`,
  blacklistReasonRequired: '请填写加入黑名单的原因',
  notApproved: (names: string) => `专家${names}尚未通过注册审核，不能加入黑名单`,
  alreadyBlacklisted: (names: string) => `专家${names}已在黑名单中`,
  notBlacklisted: (names: string) => `专家${names}不在黑名单中`,
  inOpenEdition: (names: string) => `专家已在届次${names}的专家库中，请先从届次移出后再删除`,
  inAnyEdition: (names: string) => `专家曾被推送至届次${names}，须保留记录，不能彻底删除`,
  pushRefused: (names: string) => `专家${names}未通过审核或已列入黑名单，不能推送至届次`,
  poolLocked: (status: string) => `届次处于「${status}」状态，不能再调整专家库`,
  notInPool: '所选专家不在该届次的专家库中',
  tooMany: (total: number, max: number) =>
    `符合条件的专家有 ${total} 条，超过单次导出上限 ${max} 条，请缩小查询范围`,
} as const;

/**
 * Keeps the first 3 and last 4 characters and stars the rest, so a person can
 * recognise their own number without the list revealing it. Short values keep
 * at most their last 4, never the whole value.
 */
export function maskMiddle(value: string | null, head = 3, tail = 4): string | null {
  if (value === null || value === '') return value;
  if (value.length <= tail) return '*'.repeat(value.length);
  if (value.length <= head + tail) return '*'.repeat(value.length - tail) + value.slice(-tail);
  return value.slice(0, head) + '*'.repeat(value.length - head - tail) + value.slice(-tail);
}

const expertId = idField(EXPERT_MESSAGES.expertIdRequired);
const expertIds = idListField(EXPERT_MESSAGES.expertIdRequired);
const sex = z.literal([1, 2], { error: EXPERT_MESSAGES.sex });
const blankToUndefined = (v: unknown) => (v === null || v === '' ? undefined : v);

/** Every field of the record but the identity (name); the sensitive ones are write-only here. */
const expertFields = {
  sex: z.preprocess(blankToUndefined, sex.optional()).optional(),
  organisation: requiredText(100, EXPERT_MESSAGES.organisationRequired),
  title: optionalText(50),
  discipline: requiredText(50, EXPERT_MESSAGES.disciplineRequired),
  /** Province-level region code (where the expert works), for the statistics and the draw. */
  regionCode: optionalText(12),
  phone: optionalPattern(PATTERNS.mobile, MESSAGES.mobile, 11),
  email: optionalPattern(PATTERNS.email, MESSAGES.email),
  idNumber: optionalPattern(PATTERNS.idCard, MESSAGES.idCard, 18),
  bankName: optionalText(100),
  bankAccount: optionalPattern(/^\d{12,30}$/, EXPERT_MESSAGES.bankAccount, 30),
  /** The client user (type expert) the expert signs in as, if any; told of decisions by message. */
  userId: optionalIdField(EXPERT_MESSAGES.userId),
  remark: optionalText(500),
};

/**
 * A new expert. Staff-entered experts are approved at once unless `status`
 * asks for the registration audit ('pending', e.g. a paper registration form).
 */
export const expertAddSchema = z.object({
  expertName: requiredText(50, EXPERT_MESSAGES.expertNameRequired, EXPERT_MESSAGES.expertNameTooLong),
  ...expertFields,
  status: z.enum(['pending', 'approved'], { error: EXPERT_MESSAGES.status }).optional(),
});
export type ExpertAdd = z.infer<typeof expertAddSchema>;

/**
 * Every field optional: left out means unchanged. The portal's form shows the
 * masked ID number and bank account and leaves them out unless retyped.
 */
export const expertUpdateSchema = z.object({
  expertId,
  expertName: requiredText(
    50,
    EXPERT_MESSAGES.expertNameRequired,
    EXPERT_MESSAGES.expertNameTooLong,
  ).optional(),
  ...expertFields,
  organisation: expertFields.organisation.optional(),
  discipline: expertFields.discipline.optional(),
});
export type ExpertUpdate = z.infer<typeof expertUpdateSchema>;

/** The pool page's (and the export's) filters. */
export const expertFilterSchema = z.object({
  expertName: filterText,
  organisation: filterText,
  title: filterText,
  discipline: filterText,
  regionCode: filterText,
  status: z
    .preprocess(blankToUndefined, z.enum(EXPERT_STATUSES, { error: EXPERT_MESSAGES.status }).optional())
    .optional(),
  /** 1 only the blacklisted, 0 only the others. */
  blacklisted: filterOneOf([0, 1], '黑名单条件只能是0或1'),
});
export type ExpertFilter = z.infer<typeof expertFilterSchema>;

export const expertPageQuerySchema = pageRequestSchema.extend(expertFilterSchema.shape);
export type ExpertPageQuery = z.infer<typeof expertPageQuerySchema>;

/** The registration-audit queue: the pool's filters, always the pending experts. */
export const expertAuditQuerySchema = pageRequestSchema.extend(
  expertFilterSchema.omit({ status: true }).shape,
);
export type ExpertAuditQuery = z.infer<typeof expertAuditQuerySchema>;

export const expertRecycleQuerySchema = pageRequestSchema.extend({ expertName: filterText });
export type ExpertRecycleQuery = z.infer<typeof expertRecycleQuerySchema>;

export const expertIdSchema = z.object({ expertId });
export const expertIdsSchema = z.object({ expertIds });

export const expertAuditSchema = z
  .object({
    expertIds,
    auditResult: z.enum(AUDIT_RESULTS, { error: EXPERT_MESSAGES.auditResult }),
    auditOpinion: optionalText(500),
  })
  .superRefine((v, ctx) => {
    if (v.auditResult === 'rejected' && !v.auditOpinion)
      ctx.addIssue({ code: 'custom', path: ['auditOpinion'], message: EXPERT_MESSAGES.opinionRequired });
  });
export type ExpertAudit = z.infer<typeof expertAuditSchema>;

export const expertBlacklistSchema = z.object({
  expertIds,
  blacklistReason: requiredText(500, EXPERT_MESSAGES.blacklistReasonRequired),
});

const editionId = idField('请选择届次');
export const expertPushSchema = z.object({ editionId, expertIds });
export const editionPoolQuerySchema = pageRequestSchema.extend({ editionId, expertName: filterText });
export type EditionPoolQuery = z.infer<typeof editionPoolQuerySchema>;

// ---- answers ----

export interface ExpertView {
  expertId: number;
  expertName: string;
  sex: number | null;
  organisation: string;
  title: string | null;
  discipline: string;
  regionCode: string | null;
  phone: string | null;
  email: string | null;
  /** Masked (first 3, last 4) unless this is the detail asked with EXPERT_VIEW_SENSITIVE. */
  idNumber: string | null;
  bankName: string | null;
  bankAccount: string | null;
  /** Whether idNumber and bankAccount above are masked. */
  sensitiveMasked: boolean;
  userId: number | null;
  loginName: string | null;
  status: ExpertStatus;
  auditOpinion: string | null;
  auditBy: string | null;
  auditTime: string | null;
  blacklisted: boolean;
  blacklistReason: string | null;
  blacklistBy: string | null;
  blacklistTime: string | null;
  remark: string | null;
  delFlag: number;
  deletedAt: string | null;
  createBy: string | null;
  createTime: string;
  updateBy: string | null;
  updateTime: string | null;
}

/** An expert in an edition's pool: the record (masked) and when it was pushed. */
export interface PoolExpertView extends ExpertView {
  editionId: number;
  pushBy: string | null;
  pushTime: string;
}

/** What a decision did: how many records changed, how many users were told by message. */
export interface ExpertActionResult {
  count: number;
  notified: number;
}

export interface ExpertPushResult extends ExpertActionResult {
  /** Experts already in the pool, left as they were. */
  alreadyInPool: number;
}
