import { LOGIN_MESSAGES } from '@awards/shared/auth';
import { i18n } from './index';

const loginKeyByText = new Map(
  (Object.keys(LOGIN_MESSAGES) as (keyof typeof LOGIN_MESSAGES)[]).map((key) => [LOGIN_MESSAGES[key], key]),
);

/**
 * The shared package and the server write their messages once, in Chinese; this finds
 * the current locale's version, and passes any other text through unchanged.
 */
export function translateShared(message: string): string {
  const key = loginKeyByText.get(message as (typeof LOGIN_MESSAGES)[keyof typeof LOGIN_MESSAGES]);
  return key ? i18n.t(`shared.login.${key}`) : message;
}
