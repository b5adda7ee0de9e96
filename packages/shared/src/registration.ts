import { z } from 'zod';
import { choice, filterText, idListField, optionalText } from './admin-fields';
import { AUDIT_RESULTS, EXPERT_STATUSES, type ExpertStatus } from './experts';
import { defineMessages } from './i18n';
import { pageRequestSchema } from './paging';

/**
 * The registration audit of declaring units (docs/domain.md "Registration
 * audit"): a declarer (client user of type declarer) who registered on the
 * public site cannot sign in until staff approve; a rejection keeps its reason.
 * Same statuses and decisions as the experts' registration audit.
 */
export type RegistrationStatus = ExpertStatus;
export const REGISTRATION_STATUSES = EXPERT_STATUSES;

export const REGISTRATION_MESSAGES = defineMessages('registration', {
  userIdRequired: ['请选择申报用户', '請選擇申報用戶', 'Please choose a declarer'],
  status: ['注册状态不正确', '註冊狀態不正確', 'The registration status is not valid'],
  auditResultMissing: ['请选择审核结果', '請選擇審核結果', 'Please choose the result'],
  auditResult: [
    '审核结果只能是通过或不通过',
    '審核結果只能是通過或不通過',
    'The decision is either approved or rejected',
  ],
  reasonRequired: ['审核不通过时请填写原因', '審核不通過時請填寫原因', 'A rejection needs a reason'],
  notFound: ['注册申请不存在', '註冊申請不存在', 'The registration does not exist'],
  notPending: [
    '申报用户{names}的注册申请不是待审核状态，不能审核',
    '申報用戶{names}的註冊申請不是待審核狀態，不能審核',
    'The registrations of {names} are not pending: they cannot be audited',
  ],
  /** The notice telling the declarer the decision. */
  resultTitle: ['申报单位注册审核结果', '申報單位註冊審核結果', 'Your registration has been audited'],
  approvedText: [
    '您的申报账号注册申请已通过审核，现在可以登录申报系统。',
    '您的申報賬號註冊申請已通過審核，現在可以登錄申報系統。',
    'Your declarer account has been approved: you can now sign in to the declaration system.',
  ],
  approvedWithOpinion: [
    '您的申报账号注册申请已通过审核，现在可以登录申报系统。审核意见：{opinion}',
    '您的申報賬號註冊申請已通過審核，現在可以登錄申報系統。審核意見：{opinion}',
    'Your declarer account has been approved: you can now sign in to the declaration system. Remarks: {opinion}',
  ],
  rejectedText: [
    '您的申报账号注册申请未通过审核。原因：{opinion}',
    '您的申報賬號註冊申請未通過審核。原因：{opinion}',
    'Your declarer account has not been approved. Reason: {opinion}',
  ],
});

const blankToUndefined = (v: unknown) => (v === null || v === '' ? undefined : v);

/** The page lists pending registrations unless another status is asked for (the history). */
export const registrationPageQuerySchema = pageRequestSchema.extend({
  realname: filterText,
  loginName: filterText,
  organName: filterText,
  status: z
    .preprocess(
      blankToUndefined,
      z.enum(REGISTRATION_STATUSES, { error: REGISTRATION_MESSAGES.status }).default('pending'),
    )
    .default('pending'),
});
export type RegistrationPageQuery = z.infer<typeof registrationPageQuerySchema>;

export const registrationAuditSchema = z
  .object({
    userIds: idListField(REGISTRATION_MESSAGES.userIdRequired),
    auditResult: choice(
      AUDIT_RESULTS,
      REGISTRATION_MESSAGES.auditResult,
      REGISTRATION_MESSAGES.auditResultMissing,
    ),
    auditOpinion: optionalText(500),
  })
  .superRefine((v, ctx) => {
    if (v.auditResult === 'rejected' && !v.auditOpinion)
      ctx.addIssue({ code: 'custom', path: ['auditOpinion'], message: REGISTRATION_MESSAGES.reasonRequired });
  });
export type RegistrationAudit = z.infer<typeof registrationAuditSchema>;

export interface RegistrationView {
  registrationId: number;
  userId: number;
  loginName: string;
  realname: string;
  phone: string | null;
  email: string | null;
  orgId: number | null;
  organName: string | null;
  regionCode: string | null;
  status: RegistrationStatus;
  submitTime: string;
  auditOpinion: string | null;
  auditBy: string | null;
  auditTime: string | null;
  /** Whether the account may sign in (true once approved). */
  enableLogin: boolean;
}
