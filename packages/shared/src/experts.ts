import { z } from 'zod';
import {
  choice,
  filterOneOf,
  filterText,
  idField,
  idListField,
  optionalIdField,
  optionalPattern,
  optionalText,
  requiredText,
} from './admin-fields';
import { EXPORT_MAX_ROWS } from './exports';
import { defineMessages, type MessageRef } from './i18n';
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
export const EXPERT_STATUS_NAMES: Record<ExpertStatus, MessageRef> = defineMessages('expertStatus', {
  pending: ['待审核', '待審核', 'Pending'],
  approved: ['已通过', '已通過', 'Approved'],
  rejected: ['未通过', '未通過', 'Rejected'],
});

/** The audit decisions: the status a pending registration moves to. */
export const AUDIT_RESULTS = ['approved', 'rejected'] as const;
export type AuditResult = (typeof AUDIT_RESULTS)[number];

/** Research keywords (研究方向关键词) on the record: what assignment matches beside the discipline. */
export const EXPERT_KEYWORDS_MAX = 10;
export const EXPERT_KEYWORD_MAX_LENGTH = 20;

/** Whether an expert takes part in the review of an edition whose pool they are in (issue 15 item 6). */
export const EXPERT_AVAILABILITIES = ['available', 'unavailable'] as const;
export type ExpertAvailability = (typeof EXPERT_AVAILABILITIES)[number];
export const EXPERT_AVAILABILITY_NAMES: Record<ExpertAvailability, MessageRef> = defineMessages(
  'expertAvailability',
  {
    available: ['可参加评审', '可參加評審', 'Available'],
    unavailable: ['不能参加评审', '不能參加評審', 'Unavailable'],
  },
);

/** The expert's own calls (the public site's expert home): client users of type expert, own record only. */
export const EXPERT_SELF_PATHS = {
  mine: '/rest/expert/mine',
  update: '/rest/expert/mine/update',
  editions: '/rest/expert/mine/editions',
  availability: '/rest/expert/mine/availability',
} as const;

/** The dictionary of disciplines (学科领域) the discipline column holds a code of. */
export const DISCIPLINE_DICT = 'discipline';

/** The export's row cap (issue 14 §5: exports stream, so the one cap of every list). */
export const EXPERT_EXPORT_MAX_ROWS = EXPORT_MAX_ROWS;

/** The words of the pool's export, in the language of whoever asks for it. */
export const EXPERT_FILE_MESSAGES = defineMessages('expertFile', {
  sheet: ['专家库', '專家庫', 'Experts'],
  file: ['专家库.xlsx', '專家庫.xlsx', 'experts.xlsx'],
  expertName: ['姓名', '姓名', 'Name'],
  sex: ['性别', '性別', 'Sex'],
  organisation: ['工作单位', '工作單位', 'Employer'],
  title: ['职称', '職稱', 'Title'],
  discipline: ['学科领域', '學科領域', 'Discipline'],
  phone: ['手机号', '手機號', 'Mobile'],
  email: ['邮箱', '郵箱', 'E-mail'],
  idNumber: ['证件号码', '證件號碼', 'ID number'],
  bankName: ['开户银行', '開戶銀行', 'Bank'],
  bankAccount: ['银行账号', '銀行賬號', 'Bank account'],
  status: ['审核状态', '審核狀態', 'Audit status'],
  blacklisted: ['黑名单', '黑名單', 'Blacklisted'],
  yes: ['是', '是', 'Yes'],
  no: ['否', '否', 'No'],
});

export const EXPERT_MESSAGES = defineMessages('experts', {
  expertIdRequired: ['请选择专家', '請選擇專家', 'Please choose an expert'],
  expertNameRequired: ['请输入专家姓名', '請輸入專家姓名', "Please enter the expert's name"],
  expertNameTooLong: [
    '专家姓名不能超过50个字符',
    '專家姓名不能超過50個字符',
    'The name is at most 50 characters',
  ],
  sex: ['性别只能是男(1)或女(2)', '性別只能是男(1)或女(2)', 'The sex is male (1) or female (2)'],
  organisationRequired: ['请输入工作单位', '請輸入工作單位', 'Please enter the organisation'],
  disciplineRequired: ['请选择学科领域', '請選擇學科領域', 'Please choose the discipline'],
  disciplineUnknown: ['学科领域不在字典中', '學科領域不在字典中', 'The discipline is not in the dictionary'],
  regionUnknown: ['所在地区不存在', '所在地區不存在', 'The region does not exist'],
  status: ['专家状态不正确', '專家狀態不正確', 'The status is not valid'],
  blacklistedFilter: ['黑名单条件只能是0或1', '黑名單條件只能是0或1', 'The blacklist filter is 0 or 1'],
  bankAccount: ['银行账号应为12至30位数字', '銀行賬號應為12至30位數字', 'A bank account is 12 to 30 digits'],
  userId: ['请选择正确的关联用户', '請選擇正確的關聯用戶', 'Please choose a valid linked user'],
  userNotExpert: [
    '关联用户必须是评审专家类型的用户',
    '關聯用戶必須是評審專家類型的用戶',
    'The linked user must be an expert user',
  ],
  userTaken: ['该用户已关联其他专家', '該用戶已關聯其他專家', 'The user is linked to another expert'],
  idNumberTaken: [
    '该证件号码已被其他专家使用',
    '該證件號碼已被其他專家使用',
    'Another expert has this ID number',
  ],
  notFound: ['专家不存在', '專家不存在', 'The expert does not exist'],
  auditResultMissing: ['请选择审核结果', '請選擇審核結果', 'Please choose the result'],
  auditResult: [
    '审核结果只能是通过或不通过',
    '審核結果只能是通過或不通過',
    'The result is approved or rejected',
  ],
  opinionRequired: [
    '审核不通过时请填写审核意见',
    '審核不通過時請填寫審核意見',
    'A rejection needs an opinion',
  ],
  notPending: [
    '专家{names}不是待审核状态，不能审核',
    '專家{names}不是待審核狀態，不能審核',
    'Not pending, cannot be audited: {names}',
  ],
  blacklistReasonRequired: ['请填写加入黑名单的原因', '請填寫加入黑名單的原因', 'Please give the reason'],
  notApproved: [
    '专家{names}尚未通过注册审核，不能加入黑名单',
    '專家{names}尚未通過註冊審核，不能加入黑名單',
    'Not approved, cannot be blacklisted: {names}',
  ],
  alreadyBlacklisted: ['专家{names}已在黑名单中', '專家{names}已在黑名單中', 'Already blacklisted: {names}'],
  notBlacklisted: ['专家{names}不在黑名单中', '專家{names}不在黑名單中', 'Not blacklisted: {names}'],
  inOpenEdition: [
    '专家已在届次{names}的专家库中，请先从届次移出后再删除',
    '專家已在屆次{names}的專家庫中，請先從屆次移出後再刪除',
    'The expert is in the pool of {names}: remove them from it first',
  ],
  inAnyEdition: [
    '专家曾被推送至届次{names}，须保留记录，不能彻底删除',
    '專家曾被推送至屆次{names}，須保留記錄，不能徹底刪除',
    'The expert was pushed to {names}: the record stays, it cannot be deleted for good',
  ],
  pushRefused: [
    '专家{names}未通过审核或已列入黑名单，不能推送至届次',
    '專家{names}未通過審核或已列入黑名單，不能推送至屆次',
    'Not approved or blacklisted, cannot be pushed: {names}',
  ],
  editionIdRequired: ['请选择届次', '請選擇屆次', 'Please choose an edition'],
  poolLocked: [
    '届次处于「{status}」状态，不能再调整专家库',
    '屆次處於「{status}」狀態，不能再調整專家庫',
    'The edition is “{status}”: its pool is closed',
  ],
  notInPool: [
    '所选专家不在该届次的专家库中',
    '所選專家不在該屆次的專家庫中',
    "The experts are not in this edition's pool",
  ],
  tooMany: [
    '符合条件的专家有 {total} 条，超过单次导出上限 {max} 条，请缩小查询范围',
    '符合條件的專家有 {total} 條，超過單次匯出上限 {max} 條，請縮小查詢範圍',
    '{total} experts match, more than the {max} one export allows: please narrow the search',
  ],
  keywords: ['研究方向关键词格式不正确', '研究方向關鍵詞格式不正確', 'The keywords are not valid'],
  keywordsTooMany: ['研究方向关键词最多{max}个', '研究方向關鍵詞最多{max}個', 'At most {max} keywords'],
  keywordRequired: ['关键词不能为空', '關鍵詞不能為空', 'A keyword cannot be empty'],
  keywordTooLong: [
    '每个关键词不超过{max}个字符',
    '每個關鍵詞不超過{max}個字符',
    'A keyword is at most {max} characters',
  ],
  availabilityRequired: ['请选择能否参加评审', '請選擇能否參加評審', 'Please say whether you are available'],
  unavailableReasonRequired: [
    '不能参加评审时请填写原因',
    '不能參加評審時請填寫原因',
    'Please give the reason you are unavailable',
  ],
  notExpertUser: [
    '仅评审专家本人可以操作',
    '僅評審專家本人可以操作',
    'Only a review expert can do this, for their own record',
  ],
  editionNotOpen: [
    '该届次不在您的专家库中或未开放评审安排',
    '該屆次不在您的專家庫中或未開放評審安排',
    'This edition is not one of yours open for review',
  ],
  bankBoth: [
    '请同时选择开户银行和开户支行',
    '請同時選擇開戶銀行和開戶支行',
    'Please choose both the bank and its branch',
  ],
  // ---- the system messages telling experts of a decision (server, modules/experts/audit.ts and pool.ts) ----
  auditNoticeTitle: ['专家注册审核结果', '專家註冊審核結果', 'Your expert registration'],
  auditApproved: [
    '您的评审专家注册申请已通过审核。',
    '您的評審專家註冊申請已通過審核。',
    'Your registration as a review expert has been approved.',
  ],
  auditApprovedWithOpinion: [
    '您的评审专家注册申请已通过审核。审核意见：{opinion}',
    '您的評審專家註冊申請已通過審核。審核意見：{opinion}',
    'Your registration as a review expert has been approved. Opinion: {opinion}',
  ],
  auditRejected: [
    '您的评审专家注册申请未通过审核。审核意见：{opinion}',
    '您的評審專家註冊申請未通過審核。審核意見：{opinion}',
    'Your registration as a review expert has been rejected. Opinion: {opinion}',
  ],
  poolNoticeTitle: ['评审专家库入库通知', '評審專家庫入庫通知', "You are in an edition's expert pool"],
  poolNoticeText: [
    '您已被纳入「{edition}」评审专家库，评审安排将另行通知。',
    '您已被納入「{edition}」評審專家庫，評審安排將另行通知。',
    'You are now in the expert pool of “{edition}”; you will be told of the review arrangements separately.',
  ],
});

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

/**
 * Up to ten short keywords: trimmed, blanks dropped, duplicates (ignoring case) kept once, in the
 * order given. Compared by assignment after lower-casing (review/assignment/match.ts).
 */
export const keywordsField = z
  .array(
    requiredText(
      EXPERT_KEYWORD_MAX_LENGTH,
      EXPERT_MESSAGES.keywordRequired,
      EXPERT_MESSAGES.keywordTooLong({ max: EXPERT_KEYWORD_MAX_LENGTH }),
    ),
    { error: EXPERT_MESSAGES.keywords },
  )
  .transform((words) => {
    const seen = new Set<string>();
    return words
      .map((w) => w.replace(/\s+/g, ' '))
      .filter((w) => {
        const key = w.toLowerCase();
        if (seen.has(key)) return false;
        seen.add(key);
        return true;
      });
  })
  .refine((words) => words.length <= EXPERT_KEYWORDS_MAX, {
    error: EXPERT_MESSAGES.keywordsTooMany({ max: EXPERT_KEYWORDS_MAX }),
  });

/** Every field of the record but the identity (name); the sensitive ones are write-only here. */
const expertFields = {
  sex: z.preprocess(blankToUndefined, sex.optional()).optional(),
  organisation: requiredText(100, EXPERT_MESSAGES.organisationRequired),
  title: optionalText(50),
  discipline: requiredText(50, EXPERT_MESSAGES.disciplineRequired),
  /** Research keywords (研究方向关键词): assignment's match beside the discipline. */
  keywords: keywordsField.optional(),
  /** Province-level region code (where the expert works), for the statistics and the draw. */
  regionCode: optionalText(12),
  phone: optionalPattern(PATTERNS.mobile, MESSAGES.mobile, 11),
  email: optionalPattern(PATTERNS.email, MESSAGES.email),
  idNumber: optionalPattern(PATTERNS.idCard, MESSAGES.idCard, 18),
  /** Free text only for a record without a branch of the list; a chosen branch names its bank. */
  bankName: optionalText(100),
  /** The honoraria account's bank and branch from the maintained list (both or neither; null clears). */
  bankId: optionalIdField(EXPERT_MESSAGES.bankBoth),
  bankBranchId: optionalIdField(EXPERT_MESSAGES.bankBoth),
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
  blacklisted: filterOneOf([0, 1], EXPERT_MESSAGES.blacklistedFilter),
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
    auditResult: choice(AUDIT_RESULTS, EXPERT_MESSAGES.auditResult, EXPERT_MESSAGES.auditResultMissing),
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

const editionId = idField(EXPERT_MESSAGES.editionIdRequired);
export const expertPushSchema = z.object({ editionId, expertIds });
export const editionPoolQuerySchema = pageRequestSchema.extend({ editionId, expertName: filterText });
export type EditionPoolQuery = z.infer<typeof editionPoolQuerySchema>;

/**
 * The expert's own edit on the site: contact, honoraria account (bank and branch from the
 * list; the account left out unless retyped), discipline and keywords. A discipline change
 * sends the record back to the registration audit (docs/domain.md "The expert's own record").
 */
export const myExpertUpdateSchema = z
  .object({
    phone: expertFields.phone,
    email: expertFields.email,
    bankId: optionalIdField(EXPERT_MESSAGES.bankBoth),
    bankBranchId: optionalIdField(EXPERT_MESSAGES.bankBoth),
    bankAccount: expertFields.bankAccount,
    discipline: expertFields.discipline.optional(),
    keywords: keywordsField.optional(),
  })
  .superRefine((v, ctx) => {
    if (!v.bankId !== !v.bankBranchId)
      ctx.addIssue({
        code: 'custom',
        path: [v.bankId ? 'bankBranchId' : 'bankId'],
        message: EXPERT_MESSAGES.bankBoth,
      });
  });
export type MyExpertUpdate = z.infer<typeof myExpertUpdateSchema>;

/** Available or not for one edition of the expert's pools, with the reason when not. */
export const myAvailabilitySchema = z
  .object({
    editionId,
    availability: choice(
      EXPERT_AVAILABILITIES,
      EXPERT_MESSAGES.availabilityRequired,
      EXPERT_MESSAGES.availabilityRequired,
    ),
    reason: optionalText(200),
  })
  .superRefine((v, ctx) => {
    if (v.availability === 'unavailable' && !v.reason)
      ctx.addIssue({
        code: 'custom',
        path: ['reason'],
        message: EXPERT_MESSAGES.unavailableReasonRequired,
      });
  });
export type MyAvailability = z.infer<typeof myAvailabilitySchema>;

// ---- answers ----

export interface ExpertView {
  expertId: number;
  expertName: string;
  sex: number | null;
  organisation: string;
  title: string | null;
  discipline: string;
  keywords: string[];
  regionCode: string | null;
  phone: string | null;
  email: string | null;
  /** Masked (first 3, last 4) unless this is the detail asked with EXPERT_VIEW_SENSITIVE. */
  idNumber: string | null;
  bankName: string | null;
  /** The branch of the maintained list and its bank, where one was chosen. */
  bankId: number | null;
  bankBranchId: number | null;
  bankBranchName: string | null;
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
  /** What the expert said for this edition; null when they have not said. */
  availability: ExpertAvailability | null;
  unavailableReason: string | null;
}

/** An expert of an edition's pool as a choice among others (a meeting's members): no personal data. */
export interface EditionPoolMember {
  expertId: number;
  expertName: string;
  organisation: string;
  title: string | null;
  /** What the expert said for this edition; null when they have not said. */
  availability: ExpertAvailability | null;
}

/** The expert's own record as the site's expert home shows it (bank account masked). */
export interface MyExpertView {
  expertId: number;
  expertName: string;
  organisation: string;
  title: string | null;
  discipline: string;
  keywords: string[];
  phone: string | null;
  email: string | null;
  bankName: string | null;
  bankId: number | null;
  bankBranchId: number | null;
  bankBranchName: string | null;
  bankAccount: string | null;
  status: ExpertStatus;
  auditOpinion: string | null;
}

export interface MyExpertUpdateResult {
  expert: MyExpertView;
  /** The change sent the record back to the registration audit (a new discipline). */
  backToAudit: boolean;
}

/** An edition of the expert's pools open for review arrangements, and what they said for it. */
export interface MyEditionView {
  editionId: number;
  editionName: string;
  status: string;
  reviewStart: string | null;
  reviewEnd: string | null;
  availability: ExpertAvailability | null;
  unavailableReason: string | null;
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
