import { type Locale, renderMessage } from '@awards/shared/i18n';
import { i18n } from './index';

/**
 * A message of packages/shared (a schema's message key, a server message's key) in the
 * current language; any other text (the server's rtnMessage, already in the language the
 * call asked for, or a user's own words) passes unchanged.
 */
export function translateShared(message: string): string {
  return renderMessage(message, i18n.language as Locale);
}
