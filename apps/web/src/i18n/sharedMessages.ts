import { LOGIN_MESSAGES } from '@awards/shared/messages';
import { MESSAGES as VALIDATOR_MESSAGES } from '@awards/shared/validators';
import { i18n } from './index';

type Group = 'login' | 'validators';

function index(group: Group, messages: Record<string, string>): [string, string][] {
  return Object.entries(messages).map(([key, text]) => [text, `shared.${group}.${key}`]);
}

const keyByText = new Map([...index('login', LOGIN_MESSAGES), ...index('validators', VALIDATOR_MESSAGES)]);

/**
 * The shared package and the server write their messages once, in Chinese (sign-in and
 * the validators of spec 000 §5); this finds the current locale's version, and passes
 * any other text through unchanged.
 */
export function translateShared(message: string): string {
  const key = keyByText.get(message);
  return key ? (i18n.t(key as 'shared.login.noMenu') as string) : message;
}
