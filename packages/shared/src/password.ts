import { z } from 'zod';
import { text } from './primitives';
import { PATTERNS } from './validators';

/** Messages of spec 000 §5 for the change-password form. */
export const PASSWORD_MESSAGES = {
  oldRequired: '请输入旧密码！',
  newRequired: '请输入新密码！',
  newRule: '密码由至少8位数字、大小写字母组成!',
  confirmRequired: '请确认新密码！',
  mismatch: '两次输入的密码不一样！',
  noLoginUser: '当前系统无登陆用户!',
  oldWrong: '旧密码输入错误！',
  oldWrongTooOften: '旧密码错误次数过多，请稍后再试',
  accountLocked: '密码错误次数过多，账号已锁定，请稍后再试',
  sameAsOld: '新密码不能与旧密码相同！',
  changed: '密码修改成功',
  changedDetail: '自动退出此账号需重新登录!',
} as const;

export const PASSWORD_MIN_LENGTH = 8;

/** The rule every new password obeys: at least 8 characters with a letter and a digit. */
export const newPasswordSchema = text({ error: PASSWORD_MESSAGES.newRequired })
  // An empty field gets the 'required' message alone, not the rule's as well.
  .min(1, { error: PASSWORD_MESSAGES.newRequired, abort: true })
  .max(128, { error: PASSWORD_MESSAGES.newRule })
  .regex(PATTERNS.password, { error: PASSWORD_MESSAGES.newRule });

/** The change-password form after the transport encryption has been removed. */
export const changePasswordSchema = z
  .object({
    oldPassword: text({ error: PASSWORD_MESSAGES.oldRequired }).min(1, {
      error: PASSWORD_MESSAGES.oldRequired,
    }),
    newPassword: newPasswordSchema,
    confirmPassword: text({ error: PASSWORD_MESSAGES.confirmRequired }).min(1, {
      error: PASSWORD_MESSAGES.confirmRequired,
    }),
  })
  .refine((form) => form.newPassword === form.confirmPassword, {
    error: PASSWORD_MESSAGES.mismatch,
    path: ['confirmPassword'],
  });

export type ChangePasswordForm = z.infer<typeof changePasswordSchema>;

/** On the wire each of the three fields is AES-ECB/PKCS7 ciphertext in base64 (spec 000 §5). */
export const encryptedPasswordFormSchema = z.object({
  oldPassword: text({ error: PASSWORD_MESSAGES.oldRequired }).min(1, {
    error: PASSWORD_MESSAGES.oldRequired,
  }),
  newPassword: text({ error: PASSWORD_MESSAGES.newRequired }).min(1, {
    error: PASSWORD_MESSAGES.newRequired,
  }),
  confirmPassword: text({ error: PASSWORD_MESSAGES.confirmRequired }).min(1, {
    error: PASSWORD_MESSAGES.confirmRequired,
  }),
});

/** The default transport key, documented in docs/security.md; deployments set their own. */
export const DEFAULT_PASSWORD_TRANSPORT_KEY = 'dandelion_portal';
