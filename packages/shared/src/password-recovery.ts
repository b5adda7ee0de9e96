import { z } from 'zod';
import { PASSWORD_MESSAGES } from './password';
import { text } from './primitives';
import { smsLoginSchema } from './sms';

/**
 * The specification's password endpoints (spec 000 §7 "Password, captcha", payloads not
 * shown there), as decided in docs/site.md "Passwords":
 * - `/rest/captcha/sms`: the SMS code of `/account/sms` (one code per phone, the same limits
 *   and the same answer for an unknown number): it proves the phone, for signing in or recovery;
 * - `/rest/register/getMyPassword`: a new password for the account of a phone, with its code;
 *   every session of the account ends;
 * - `/rest/user/valPwd`: whether a password is the signed-in user's own, counted with the
 *   sign-in's failures and lock;
 * - `/rest/user/UpdPwd`: the own password changed (the same call as /rest/setting/updatepassword).
 * `/rest/user/UpdPwdUser` is staff setting another user's password: `/rest/user/resetPassword`.
 */
export const PASSWORD_PATHS = {
  sendCode: '/rest/captcha/sms',
  recover: '/rest/register/getMyPassword',
  check: '/rest/user/valPwd',
  change: '/rest/user/UpdPwd',
} as const;

const transported = (required: typeof PASSWORD_MESSAGES.newRequired) =>
  text({ error: required }).min(1, { error: required });

/** getMyPassword: the phone, its SMS code, and the new password twice (transport-encrypted). */
export const passwordRecoverySchema = smsLoginSchema.extend({
  newPassword: transported(PASSWORD_MESSAGES.newRequired),
  confirmPassword: transported(PASSWORD_MESSAGES.confirmRequired),
});
export type PasswordRecovery = z.infer<typeof passwordRecoverySchema>;

/** valPwd: the password to check (transport-encrypted). */
export const passwordCheckSchema = z.object({ password: transported(PASSWORD_MESSAGES.oldRequired) });
