import { z } from 'zod';
import { filterText, idField, idListField } from './admin-fields';
import { pageRequestSchema } from './paging';
import { text } from './primitives';
import { SEND_STATUS, type SendStatus } from './user-messages';
import { MESSAGES, PATTERNS } from './validators';

/** The SMS log (spec 001 §7 "/rest/smsService/*", SMS_* codes) and phone sign-in (spec 000 §7). */
export const SMS_PATHS = {
  page: '/rest/smsService/getSmsByPage',
  delete: '/rest/smsService/deleteSmsById',
  deleteBatch: '/rest/smsService/deleteSmsByIds',
  sendCode: '/account/sms',
  login: '/callback?client_name=captcha_client',
} as const;

/** Sign-in codes: 6 digits, valid 5 minutes, one per 60 s and 10 per day per phone. */
export const SMS_CODE = { length: 6, ttlSeconds: 300, resendSeconds: 60, dailyLimit: 10 } as const;

export const SMS_MESSAGES = {
  smsIdRequired: '请选择短信记录',
  notFound: '短信记录不存在',
  phoneRequired: '请输入手机号码',
  phone: MESSAGES.mobile,
  codeRequired: '请输入短信验证码',
  code: '短信验证码为6位数字',
  codeWrong: '短信验证码错误或已过期',
  /** The same answer for a known and an unknown phone, so numbers cannot be probed. */
  codeSent: '如果该手机号已注册，验证码已发送，5分钟内有效',
  tooSoon: (seconds: number) => `发送过于频繁，请${seconds}秒后再试`,
  dailyLimit: '该手机号今日获取验证码次数已达上限',
  sendFailed: '短信发送失败，请稍后再试',
} as const;

const phone = text({ error: SMS_MESSAGES.phoneRequired })
  .trim()
  .min(1, { error: SMS_MESSAGES.phoneRequired, abort: true })
  .regex(PATTERNS.mobile, { error: SMS_MESSAGES.phone });

/** POST /account/sms */
export const smsCodeRequestSchema = z.object({ phone });
export type SmsCodeRequest = z.infer<typeof smsCodeRequestSchema>;

/** POST /callback?client_name=captcha_client: answers what the password sign-in answers. */
export const smsLoginSchema = z.object({
  phone,
  captcha: text({ error: SMS_MESSAGES.codeRequired })
    .trim()
    .min(1, { error: SMS_MESSAGES.codeRequired, abort: true })
    .regex(/^\d{6}$/, { error: SMS_MESSAGES.code }),
});
export type SmsLogin = z.infer<typeof smsLoginSchema>;

export interface SmsCodeAnswer {
  message: string;
  /** Seconds before another code may be asked for. */
  resendAfter: number;
}

export const smsPageQuerySchema = pageRequestSchema.extend({
  recipient: filterText,
  content: filterText,
  sendStatus: z.preprocess(
    (v) => (v === '' || v === null ? undefined : v),
    z
      .literal([SEND_STATUS.pending, SEND_STATUS.sent, SEND_STATUS.failed], { error: '发送状态不正确' })
      .optional(),
  ),
});
export type SmsPageQuery = z.infer<typeof smsPageQuerySchema>;

export const smsIdSchema = z.object({ smsId: idField(SMS_MESSAGES.smsIdRequired) });
export const smsIdsSchema = z.object({ smsIds: idListField(SMS_MESSAGES.smsIdRequired) });

/** One outbound SMS as the log lists it. */
export interface SmsView {
  smsId: number;
  /** The phone number. */
  recipient: string;
  receiverUserId: number | null;
  content: string;
  templateCode: string | null;
  /** sign-in code | template | message */
  bizType: string;
  sendStatus: SendStatus;
  sendStatus_dictText: string;
  errorMsg: string | null;
  provider: string;
  sendTime: string | null;
  createTime: string;
}
