import { CLIENT_MESSAGES } from '@awards/shared/client-messages';
import { DEFAULT_LOCALE, LOCALES, type Locale, renderMessage } from '@awards/shared/i18n';
import i18next from 'i18next';

/**
 * The interface language of the moment: the one i18next holds. Each front end sets i18next up
 * with its own texts (apps/web/src/i18n, apps/site/src/i18n); the shared code reads the
 * language from the same instance, and renders its own words from packages/shared.
 */
export function currentLocale(): Locale {
  const language = i18next.language;
  return (LOCALES as readonly string[]).includes(language) ? (language as Locale) : DEFAULT_LOCALE;
}

/**
 * A message of packages/shared (a schema's message key, a server message's key) in the
 * current language; any other text (the server's rtnMessage, already in the language the
 * call asked for, or a user's own words) passes unchanged.
 */
export function translateShared(message: string): string {
  return renderMessage(message, currentLocale());
}

/** The client's own words about a failed call (packages/shared/src/client-messages.ts). */
export function clientText(key: keyof typeof CLIENT_MESSAGES): string {
  return translateShared(CLIENT_MESSAGES[key]);
}
