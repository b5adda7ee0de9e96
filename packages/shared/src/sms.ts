import { z } from 'zod';
import { filterText, idField, idListField } from './admin-fields';
import { defineMessages, type MessageRef } from './i18n';
import { pageRequestSchema } from './paging';
import { text } from './primitives';
import { SMS_MESSAGES } from './sms-sign-in';
import { SEND_STATUS, type SendStatus } from './user-messages';
import { PATTERNS } from './validators';

export { SMS_CODE, SMS_MESSAGES, SMS_PATHS, type SmsCodeAnswer } from './sms-sign-in';

/**
 * What an outbound message was sent for (send_log.biz_type): a sign-in code, a message of the
 * message centre sent with a template, or without one. The log shows its label.
 */
export const BIZ_TYPES = ['sign-in-code', 'template', 'message', 'registration'] as const;
export type BizType = (typeof BIZ_TYPES)[number];
export const BIZ_TYPE_NAMES: Record<BizType, MessageRef> = defineMessages('bizType', {
  'sign-in-code': ['登录验证码', '登錄驗證碼', 'Sign-in code'],
  template: ['模板消息', '模板消息', 'Template message'],
  message: ['消息中心', '消息中心', 'Message centre'],
  registration: ['注册验证与审核结果', '註冊驗證與審核結果', 'Registration code and decision'],
});

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

export const smsPageQuerySchema = pageRequestSchema.extend({
  recipient: filterText,
  content: filterText,
  sendStatus: z.preprocess(
    (v) => (v === '' || v === null ? undefined : v),
    z
      .literal([SEND_STATUS.pending, SEND_STATUS.sent, SEND_STATUS.failed], {
        error: SMS_MESSAGES.sendStatus,
      })
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
  /** A code of BIZ_TYPES (sign-in-code | template | message). */
  bizType: string;
  /** The business type's label in the language of the call. */
  bizType_dictText: string;
  sendStatus: SendStatus;
  /** The status's label in the language of the call. */
  sendStatus_dictText: string;
  errorMsg: string | null;
  provider: string;
  sendTime: string | null;
  createTime: string;
}
