import { z } from 'zod';
import { filterText, idListField, optionalText } from './admin-fields';
import { AUDIT_RESULTS, EXPERT_STATUSES, type ExpertStatus } from './experts';
import { pageRequestSchema } from './paging';

/**
 * The registration audit of declaring units (docs/domain.md "Registration
 * audit"): a declarer (client user of type declarer) who registered on the
 * public site cannot sign in until staff approve; a rejection keeps its reason.
 * Same statuses and decisions as the experts' registration audit.
 */
export type RegistrationStatus = ExpertStatus;
export const REGISTRATION_STATUSES = EXPERT_STATUSES;

export const REGISTRATION_MESSAGES = {
  userIdRequired: '请选择申报用户',
  status: '注册状态不正确',
  auditResult: '审核结果只能是通过或不通过',
  reasonRequired: '审核不通过时请填写原因',
  notFound: '注册申请不存在',
  notPending: (names: string) => `申报用户${names}的注册申请不是待审核状态，不能审核`,
} as const;

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
    auditResult: z.enum(AUDIT_RESULTS, { error: REGISTRATION_MESSAGES.auditResult }),
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
