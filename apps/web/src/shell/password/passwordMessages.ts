import { PASSWORD_MESSAGES } from '@awards/shared/password';
import { i18n } from '../../i18n';

type Key = keyof typeof PASSWORD_MESSAGES;

const keyByText = new Map(
  (Object.keys(PASSWORD_MESSAGES) as Key[]).map((key) => [PASSWORD_MESSAGES[key], key]),
);

/** The shared (and server) password messages, in the current language; other text as is. */
export function translatePassword(message: string): string {
  const key = keyByText.get(message as (typeof PASSWORD_MESSAGES)[Key]);
  return key ? i18n.t(`password.${key}`) : message;
}
