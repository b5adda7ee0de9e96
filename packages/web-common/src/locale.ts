import { DEFAULT_LOCALE, type Locale } from '@awards/shared/i18n';
import { getItem, STORAGE_KEYS, setItem } from './storage';

export { DEFAULT_LOCALE, type Locale };

/** The interface languages of spec 000 §1, labelled in their own language. */
export const LOCALES = [
  { code: 'zh_CN', label: '中文-简体', html: 'zh-CN', dayjs: 'zh-cn' },
  { code: 'zh_TW', label: '中文-繁体', html: 'zh-TW', dayjs: 'zh-tw' },
  { code: 'en_GB', label: 'English', html: 'en-GB', dayjs: 'en-gb' },
] as const satisfies readonly { code: Locale; label: string; html: string; dayjs: string }[];

export function localeInfo(code: string) {
  return LOCALES.find((l) => l.code === code) ?? LOCALES[0];
}

/** The language chosen last in this browser (shared by the portal and the site), else the default. */
export function storedLocale(): Locale {
  return localeInfo(getItem<string>(STORAGE_KEYS.locale) ?? DEFAULT_LOCALE).code;
}

/** What follows the language outside i18next and antd: <html lang> and storage. */
export function applyLocale(code: Locale): void {
  const info = localeInfo(code);
  setItem(STORAGE_KEYS.locale, info.code);
  document.documentElement.lang = info.html;
}
