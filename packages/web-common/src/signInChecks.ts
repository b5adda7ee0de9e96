import { LOGIN_LIMITS, LOGIN_MESSAGES } from '@awards/shared/messages';
import { SMS_CODE, SMS_MESSAGES } from '@awards/shared/sms-sign-in';
import { PATTERNS } from '@awards/shared/validators';

/**
 * The sign-in forms' field checks, as plain functions: the rules of the shared login and SMS
 * schemas (their limits, patterns and messages, packages/shared) without zod or a form library,
 * so any sign-in form runs them — the portal's antd forms (as rules, `ui/signIn/*`) and the
 * site's plain ones. Each answers the message key of the first broken rule, or null.
 */
export type FieldCheck = (value: string | undefined) => string | null;

const blank = (value: string | undefined) => !value || value.trim() === '';

/** The user name: required (not blank); beyond its column's length no user has it. */
export const checkUsername: FieldCheck = (value) =>
  blank(value)
    ? LOGIN_MESSAGES.usernameRequired
    : value!.length > LOGIN_LIMITS.username
      ? LOGIN_MESSAGES.badCredentials
      : null;

/** The password: required (spaces are a password's own); too long is a wrong one. */
export const checkPassword: FieldCheck = (value) =>
  !value
    ? LOGIN_MESSAGES.passwordRequired
    : value.length > LOGIN_LIMITS.password
      ? LOGIN_MESSAGES.badCredentials
      : null;

/** The captcha, once the server asked for one (the schema keeps it optional: the server decides). */
export const checkCaptcha: FieldCheck = (value) =>
  blank(value)
    ? LOGIN_MESSAGES.captchaRequired
    : value!.length > LOGIN_LIMITS.captcha
      ? LOGIN_MESSAGES.captchaWrong
      : null;

/** The mobile number of the SMS sign-in (the server's smsLoginSchema). */
export const checkPhone: FieldCheck = (value) =>
  blank(value) ? SMS_MESSAGES.phoneRequired : PATTERNS.mobile.test(value!.trim()) ? null : SMS_MESSAGES.phone;

const CODE_PATTERN = new RegExp(`^\\d{${SMS_CODE.length}}$`);

/** The SMS code: its digits, as many as the server sends. */
export const checkSmsCode: FieldCheck = (value) =>
  blank(value) ? SMS_MESSAGES.codeRequired : CODE_PATTERN.test(value!.trim()) ? null : SMS_MESSAGES.code;

/** A check as an antd form rule (the message in the language of the moment, through `translate`). */
export const asRule = (check: FieldCheck, translate: (ref: string) => string) => ({
  validator: (_: unknown, value: string | undefined) => {
    const problem = check(value);
    return problem ? Promise.reject(new Error(translate(problem))) : Promise.resolve();
  },
});
