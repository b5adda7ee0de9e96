import { z } from 'zod';
import { idField, optionalPattern, optionalText, requiredText } from './admin-fields';
import { BANK_MESSAGES } from './banks';
import { EXPERT_MESSAGES, type ExpertStatus } from './experts';
import { defineMessages } from './i18n';
import { IDENTITY_CODE_MESSAGES, isCreditCode, isIdNumber } from './identity-codes';
import { PASSWORD_MESSAGES } from './password';
import { text } from './primitives';
import { MESSAGES, PATTERNS } from './validators';

/**
 * Registration on the public site (issue 15 item 3, docs/site.md "Registration"):
 * the applicant proves a mobile phone with an SMS code and receives a registration
 * ticket (an hour), sent as the `x-registration-ticket` header with every later call
 * (uploads, the checks' answers, the form, the state of the application, a resubmission).
 * A unit's application goes into the registration audit, an expert's into the expert
 * audit; the account (login name = the phone) signs in once approved.
 */
export const REGISTRATION_TICKET_HEADER = 'x-registration-ticket';
export const REGISTRATION_TICKET_MINUTES = 60;

export { SITE_REGISTRATION_PATHS } from './site-registration-paths';

/** The business licence and the CV: a scan or a PDF, 10 MB at most. */
export const REGISTRATION_FILE = {
  maxBytes: 10 * 1024 * 1024,
  extensions: ['pdf', 'jpg', 'jpeg', 'png'],
} as const;

export const SITE_REGISTRATION_MESSAGES = defineMessages('siteRegistration', {
  phoneRequired: ['请输入手机号', '請輸入手機號', 'Please enter your mobile number'],
  codeRequired: ['请输入6位短信验证码', '請輸入 6 位簡訊驗證碼', 'Please enter the 6-digit SMS code'],
  codeWrong: ['短信验证码错误或已过期', '簡訊驗證碼錯誤或已過期', 'The SMS code is wrong or has expired'],
  ticketInvalid: [
    '手机验证已失效，请重新获取短信验证码',
    '手機驗證已失效，請重新取得簡訊驗證碼',
    'The phone check has expired: please ask for a new SMS code',
  ],
  unitNameRequired: ['请输入单位名称', '請輸入單位名稱', 'Please enter the unit name'],
  creditCodeRequired: [
    '请输入统一社会信用代码',
    '請輸入統一社會信用代碼',
    'Please enter the unified social credit code',
  ],
  regionRequired: ['请选择所在地区', '請選擇所在地區', 'Please choose the region'],
  addressRequired: ['请输入单位地址', '請輸入單位地址', 'Please enter the address'],
  contactRequired: ['请输入联系人', '請輸入聯絡人', 'Please enter the contact person'],
  emailRequired: ['请输入邮箱', '請輸入郵箱', 'Please enter the e-mail address'],
  licenceRequired: ['请上传营业执照', '請上傳營業執照', 'Please upload the business licence'],
  cvRequired: ['请上传个人简历', '請上傳個人簡歷', 'Please upload your CV'],
  idNumberRequired: ['请输入身份证号码', '請輸入身分證號碼', 'Please enter your ID number'],
  titleRequired: ['请输入职称', '請輸入職稱', 'Please enter your title'],
  bankAccountRequired: ['请输入银行账号', '請輸入銀行帳號', 'Please enter the account number'],
  fileType: [
    '请上传不超过10MB的PDF或JPG、PNG图片',
    '請上傳不超過 10MB 的 PDF 或 JPG、PNG 圖片',
    'Please upload a PDF, JPG or PNG file of at most 10 MB',
  ],
  fileUnknown: [
    '附件不存在或不是本次注册上传的，请重新上传',
    '附件不存在或不是本次註冊上傳的，請重新上傳',
    'The file is not one uploaded for this registration: please upload it again',
  ],
  unitNameTaken: ['该单位名称已注册', '該單位名稱已註冊', 'A unit of this name is already registered'],
  creditCodeTaken: [
    '该统一社会信用代码已注册',
    '該統一社會信用代碼已註冊',
    'This unified social credit code is already registered',
  ],
  phoneTaken: ['该手机号已注册', '該手機號已註冊', 'This mobile number is already registered'],
  emailTaken: ['该邮箱已注册', '該郵箱已註冊', 'This e-mail address is already registered'],
  idNumberTaken: ['该身份证号码已注册', '該身分證號碼已註冊', 'This ID number is already registered'],
  realnameRequired: ['请输入真实姓名', '請輸入真實姓名', 'Please enter your real name'],
  alreadyApplied: [
    '该手机号已提交注册申请，请查看审核进度',
    '該手機號已提交註冊申請，請查看審核進度',
    'This mobile number has already applied: see the state of the application',
  ],
  notRejected: [
    '注册申请不是未通过状态，不能重新提交',
    '註冊申請不是未通過狀態，不能重新提交',
    'Only a rejected application can be corrected and submitted again',
  ],
  submitted: [
    '注册申请已提交，审核结果将以短信和站内消息通知您',
    '註冊申請已提交，審核結果將以簡訊和站內訊息通知您',
    'Your application has been submitted: the decision will reach you by SMS and message',
  ],
  /** The SMS carrying the decision (Chinese: the phone's owner is not asking in any language). */
  smsApproved: [
    '【奖励申报】您的注册申请已通过审核，请使用手机号登录申报网站。',
    '【獎勵申報】您的註冊申請已通過審核，請使用手機號登入申報網站。',
    'Your registration has been approved: sign in to the declaration site with your mobile number.',
  ],
  smsRejected: [
    '【奖励申报】您的注册申请未通过审核，原因：{opinion}。请登录申报网站“注册进度”修改后重新提交。',
    '【獎勵申報】您的註冊申請未通過審核，原因：{opinion}。請登入申報網站「註冊進度」修改後重新提交。',
    'Your registration was not approved. Reason: {opinion}. Correct it under "My application" on the site and submit again.',
  ],
  codeText: [
    '【奖励申报】您的注册验证码为{code}，{minutes}分钟内有效。',
    '【獎勵申報】您的註冊驗證碼為 {code}，{minutes} 分鐘內有效。',
    'Your registration code is {code}, valid for {minutes} minutes.',
  ],
});

const M = SITE_REGISTRATION_MESSAGES;

const phone = text({ error: M.phoneRequired })
  .trim()
  .min(1, { error: M.phoneRequired, abort: true })
  .regex(PATTERNS.mobile, { error: MESSAGES.mobile });

export const registrationCodeRequestSchema = z.object({ phone });
export const registrationVerifySchema = z.object({
  phone,
  code: text({ error: M.codeRequired }).regex(/^\d{6}$/, { error: M.codeRequired }),
});
export interface RegistrationTicket {
  ticket: string;
  expiresAt: string;
}

const requiredEmail = text({ error: M.emailRequired })
  .trim()
  .min(1, { error: M.emailRequired, abort: true })
  .max(100, { error: MESSAGES.email })
  .regex(PATTERNS.email, { error: MESSAGES.email });

export const creditCodeField = text({ error: M.creditCodeRequired })
  .trim()
  .toUpperCase()
  .min(1, { error: M.creditCodeRequired, abort: true })
  .refine(isCreditCode, { error: IDENTITY_CODE_MESSAGES.creditCode });

export const idNumberField = text({ error: M.idNumberRequired })
  .trim()
  .toUpperCase()
  .min(1, { error: M.idNumberRequired, abort: true })
  .refine(isIdNumber, { error: IDENTITY_CODE_MESSAGES.idNumber });

const fileId = (message: string) =>
  text({ error: message }).trim().min(1, { error: message }).max(64, { error: message });

/** A declaring unit's application: the unit, its contact (the phone is the ticket's). */
export const unitRegistrationSchema = z.object({
  unitName: requiredText(100, M.unitNameRequired),
  creditCode: creditCodeField,
  regionCode: requiredText(12, M.regionRequired),
  address: requiredText(200, M.addressRequired),
  contactPerson: requiredText(50, M.contactRequired),
  email: requiredEmail,
  licenceFileId: fileId(M.licenceRequired),
});
export type UnitRegistration = z.infer<typeof unitRegistrationSchema>;

/** An expert's application: the person, the work, the honoraria account, the CV. */
export const expertRegistrationSchema = z.object({
  expertName: requiredText(50, EXPERT_MESSAGES.expertNameRequired, EXPERT_MESSAGES.expertNameTooLong),
  sex: z.literal([1, 2], { error: EXPERT_MESSAGES.sex }).optional(),
  idNumber: idNumberField,
  organisation: requiredText(100, EXPERT_MESSAGES.organisationRequired),
  title: requiredText(50, M.titleRequired),
  discipline: requiredText(50, EXPERT_MESSAGES.disciplineRequired),
  regionCode: optionalText(12),
  email: optionalPattern(PATTERNS.email, MESSAGES.email),
  bankId: idField(BANK_MESSAGES.bankIdRequired),
  bankBranchId: idField(BANK_MESSAGES.branchIdRequired),
  bankAccount: text({ error: M.bankAccountRequired })
    .trim()
    .min(1, { error: M.bankAccountRequired, abort: true })
    .regex(/^\d{12,30}$/, { error: EXPERT_MESSAGES.bankAccount }),
  cvFileId: fileId(M.cvRequired),
});
export type ExpertRegistration = z.infer<typeof expertRegistrationSchema>;

/**
 * A person's registration (docs/domain.md "Objections", "Who files"): the real name, the ID
 * number (checked as the expert's) and a password of the password rule, sent twice and
 * transport-encrypted as every password (`newPasswordSchema` is checked once decrypted). No
 * organisation and no audit: the account is active at once, its login name the proven phone.
 */
export const personRegistrationSchema = z.object({
  realname: requiredText(50, M.realnameRequired),
  idNumber: idNumberField,
  newPassword: text({ error: PASSWORD_MESSAGES.newRequired }).min(1, {
    error: PASSWORD_MESSAGES.newRequired,
  }),
  confirmPassword: text({ error: PASSWORD_MESSAGES.confirmRequired }).min(1, {
    error: PASSWORD_MESSAGES.confirmRequired,
  }),
});
export type PersonRegistration = z.infer<typeof personRegistrationSchema>;

/**
 * The fields checked for duplicates before submitting, each answered with its field's message
 * (`idNumber` among experts, `personIdNumber` among persons).
 */
export const REGISTRATION_CHECK_FIELDS = [
  'unitName',
  'creditCode',
  'email',
  'idNumber',
  'personIdNumber',
] as const;
export type RegistrationCheckField = (typeof REGISTRATION_CHECK_FIELDS)[number];
export const registrationCheckSchema = z.object({
  field: z.enum(REGISTRATION_CHECK_FIELDS),
  value: text().trim().min(1).max(200),
});
export interface RegistrationCheckAnswer {
  /** null: free to use; otherwise the field's message. */
  message: string | null;
}

export interface UploadedRegistrationFile {
  fileId: string;
  fileName: string;
  size: number;
}

/** What the applicant sees of their application: its state, the reason of a rejection, the form to correct. */
export interface MyRegistrationView {
  /** `person`: an account already registered from the phone (active, nothing to correct). */
  kind: 'unit' | 'expert' | 'person' | null;
  status: ExpertStatus | null;
  auditOpinion: string | null;
  auditTime: string | null;
  submitTime: string | null;
  unit: (UnitRegistration & { licenceFileName: string | null }) | null;
  expert:
    | (Omit<ExpertRegistration, 'bankAccount'> & { bankAccount: string; cvFileName: string | null })
    | null;
}
