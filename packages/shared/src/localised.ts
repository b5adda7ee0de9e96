import type { Locale } from './i18n';

/**
 * Reference data in three languages (issue 13), the part every reader needs: kept free of
 * zod, so the sign-in page can show the project's title in its language without loading
 * the schemas (translations.ts adds the input schema).
 *
 * A text entered by administrators (a dictionary item, a menu title, a region, a role or
 * job name, the project's title) is stored in zh_CN, the system's language, with its zh_TW
 * and en_GB versions beside it in a `<field>I18n` object. Where a version is missing,
 * readers get the zh_CN text: the same fallback everywhere, on the server (exports, prints)
 * and in the portal.
 */
export type Translation = Partial<Record<'zh_TW' | 'en_GB', string>>;

/** The text in the reader's language, or the zh_CN text when no version is entered. */
export function localised(zhCN: string, translation: Translation | null | undefined, locale: Locale): string;
export function localised(
  zhCN: string | null,
  translation: Translation | null | undefined,
  locale: Locale,
): string | null;
export function localised(
  zhCN: string | null,
  translation: Translation | null | undefined,
  locale: Locale,
): string | null {
  if (locale === 'zh_CN' || !translation) return zhCN;
  return translation[locale as keyof Translation]?.trim() || zhCN;
}
