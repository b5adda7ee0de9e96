import type { CaptchaImage, LoginForm, LoginResult } from '@awards/shared/auth';
import { messageCall } from '@awards/shared/i18n';
import { SMS_PATHS, type SmsCodeAnswer } from '@awards/shared/sms-sign-in';
import { ApiError } from './apiError';
import { http } from './http';
import { useAsync, useAsyncAction } from './useAsync';

// The sign-in calls of both front ends (the staff portal and the public site). Not TanStack
// mutations: the sign-in pages stay clear of the query library (useAsync.ts).

/** The path the specification names for a password login (spec 000 §7). */
export const LOGIN_URL = '/callback?client_name=myform_client';

export function login(form: LoginForm): Promise<LoginResult> {
  // Silent: the sign-in page shows wrong passwords, field errors and rate limits inline.
  return http.post<LoginResult>(LOGIN_URL, form, { silent: true });
}

export function useLogin() {
  return useAsyncAction(login);
}

export function getCaptcha(): Promise<CaptchaImage> {
  // allowRepeat: a captcha is used once, and two quick refreshes must give two images.
  return http.get<CaptchaImage>('/rest/captcha/png', { allowRepeat: true });
}

/** Fetched only once the server has asked for a captcha; `reload` fetches another. */
export function useCaptcha(enabled: boolean) {
  return useAsync(getCaptcha, enabled);
}

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

/** Seconds the server asks to wait before another code: from a "too soon" refusal, else null. */
export function resendWaitOf(error: unknown): number | null {
  if (!(error instanceof ApiError) || !error.ref) return null;
  const call = messageCall(error.ref);
  const seconds = call?.key === 'sms.tooSoon' ? Number(call.params?.seconds) : Number.NaN;
  return Number.isFinite(seconds) && seconds > 0 ? seconds : null;
}
