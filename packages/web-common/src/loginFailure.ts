import type { LoginFailure } from '@awards/shared/auth';
import type { ValidationFailure } from '@awards/shared/envelope';
import { messageRef } from '@awards/shared/i18n';
import { ApiError } from './apiError';

export const LOGIN_FIELDS = ['username', 'password', 'captcha'] as const;
export type LoginField = (typeof LOGIN_FIELDS)[number];

/** What a failed login asks the page to do, read from the error's status and dataSet. */
export interface LoginFailureView {
  /** Shown in the inline alert; null when every message sits on a form field instead. */
  message: string | null;
  fieldErrors: { name: LoginField; message: string }[];
  /** The server's word on the captcha, when it said anything. */
  captchaRequired: boolean | null;
}

function isObject(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null;
}

const isLoginField = (name: string): name is LoginField => (LOGIN_FIELDS as readonly string[]).includes(name);

export function readLoginFailure(error: unknown, fallback: string): LoginFailureView {
  if (!(error instanceof ApiError)) return { message: fallback, fieldErrors: [], captchaRequired: null };
  const data = isObject(error.dataSet) ? error.dataSet : {};
  const captcha = (data as Partial<LoginFailure>).captchaRequired;
  const { fieldErrors: fields, fieldKeys } = data as Partial<ValidationFailure>;
  const entries = error.status === 400 && isObject(fields) ? Object.entries(fields) : [];
  // A field's message by its key where the portal knows it (shown in the language of the moment).
  const keyed = (name: string, message: string) => {
    const call = isObject(fieldKeys) ? fieldKeys[name] : undefined;
    return (call && messageRef(call)) || message;
  };
  const fieldErrors = entries.flatMap(([name, message]) =>
    isLoginField(name) && typeof message === 'string' ? [{ name, message: keyed(name, message) }] : [],
  );
  // A field the form does not show (e.g. client_name) still needs to reach the user.
  const other = entries.find(([name]) => !isLoginField(name))?.[1];
  const message =
    typeof other === 'string' ? other : fieldErrors.length ? null : error.ref || error.message || fallback;
  return { message, fieldErrors, captchaRequired: typeof captcha === 'boolean' ? captcha : null };
}
