import type { LoginResult } from '@awards/shared/auth';
import { SMS_PATHS, type SmsCodeAnswer } from '@awards/shared/sms-sign-in';
import { http } from '../../../lib/http';
import { useAsyncAction } from '../../../lib/useAsync';

/** `POST /account/sms`: a sign-in code to the phone (the same answer for an unknown number). */
export function sendSmsCode(phone: string): Promise<SmsCodeAnswer> {
  // Silent: the phone tab shows refusals (too soon, the daily limit) under its fields.
  return http.post<SmsCodeAnswer>(SMS_PATHS.sendCode, { phone }, { silent: true });
}

/** `POST /callback?client_name=captcha_client`: answers what the password sign-in answers. */
export function smsLogin(form: { phone: string; captcha: string }): Promise<LoginResult> {
  return http.post<LoginResult>(SMS_PATHS.login, form, { silent: true });
}

export const useSmsLogin = () => useAsyncAction(smsLogin);
