import { z } from 'zod';
import { defineMessages } from './i18n';
import { text } from './primitives';
import { PATTERNS } from './validators';

/** Messages of spec 000 §5 for the change-password form. */
export const PASSWORD_MESSAGES = defineMessages('password', {
  oldRequired: ['请输入旧密码！', '請輸入舊密碼！', 'Please enter your current password!'],
  newRequired: ['请输入新密码！', '請輸入新密碼！', 'Please enter a new password!'],
  newRule: [
    '密码由至少8位数字、大小写字母组成!',
    '密碼須至少 8 個字元，並包含字母與數字！',
    'The password must have at least 8 characters, with letters and digits!',
  ],
  confirmRequired: ['请确认新密码！', '請確認新密碼！', 'Please confirm the new password!'],
  mismatch: ['两次输入的密码不一样！', '兩次輸入的密碼不一致！', 'The two passwords do not match!'],
  noLoginUser: ['当前系统无登陆用户!', '目前系統沒有已登入的使用者！', 'Nobody is logged in!'],
  oldWrong: ['旧密码输入错误！', '舊密碼輸入錯誤！', 'The current password is wrong!'],
  oldWrongTooOften: [
    '旧密码错误次数过多，请稍后再试',
    '舊密碼錯誤次數過多，請稍後再試',
    'Too many wrong current passwords: please try again later',
  ],
  accountLocked: [
    '密码错误次数过多，账号已锁定，请稍后再试',
    '密碼錯誤次數過多，帳號已鎖定，請稍後再試',
    'Too many wrong passwords: the account is locked, please try again later',
  ],
  sameAsOld: [
    '新密码不能与旧密码相同！',
    '新密碼不能與舊密碼相同！',
    'The new password must differ from the current one!',
  ],
  /** A password field the server could not decrypt (a stale key): the page must fetch the new one. */
  undecryptable: [
    '密码数据无法解密，请刷新页面后重试',
    '密碼資料無法解密，請重新整理頁面後再試',
    'The password could not be decrypted: please refresh the page and try again',
  ],
  changed: ['密码修改成功', '密碼變更成功', 'Password changed'],
  changedDetail: [
    '自动退出此账号需重新登录!',
    '將自動登出此帳號，請重新登入！',
    'You will be logged out and must log in again!',
  ],
});

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
