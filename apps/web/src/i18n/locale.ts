import type { ConfigProviderProps } from 'antd';
import zhCNAntd from 'antd/locale/zh_CN';
import { getItem, STORAGE_KEYS, setItem } from '../lib/storage';
import type { Messages } from './locales/zh_CN';

type AntdLocale = NonNullable<ConfigProviderProps['locale']>;

/** The interface languages of spec 000 §1, labelled in their own language. */
export const LOCALES = [
  { code: 'zh_CN', label: '中文-简体', html: 'zh-CN', dayjs: 'zh-cn' },
  { code: 'zh_TW', label: '中文-繁体', html: 'zh-TW', dayjs: 'zh-tw' },
  { code: 'en_GB', label: 'English', html: 'en-GB', dayjs: 'en-gb' },
] as const;

export type Locale = (typeof LOCALES)[number]['code'];
export const DEFAULT_LOCALE: Locale = 'zh_CN';

export function localeInfo(code: string) {
  return LOCALES.find((l) => l.code === code) ?? LOCALES[0];
}

export function storedLocale(): Locale {
  return localeInfo(getItem<string>(STORAGE_KEYS.locale) ?? DEFAULT_LOCALE).code;
}

export interface LocaleBundle {
  messages: Messages | null;
  antd: AntdLocale;
}

// The default language is in the first bundle; the others load when chosen (the login
// page has a bundle budget). dayjs follows in lib/dayjsLocale.ts, loaded by the shell.
const LOADERS: Record<Exclude<Locale, 'zh_CN'>, () => Promise<LocaleBundle>> = {
  zh_TW: async () => {
    const [messages, antd] = await Promise.all([import('./locales/zh_TW'), import('antd/locale/zh_TW')]);
    return { messages: messages.zhTW, antd: antd.default };
  },
  en_GB: async () => {
    const [messages, antd] = await Promise.all([import('./locales/en_GB'), import('antd/locale/en_GB')]);
    return { messages: messages.enGB, antd: antd.default };
  },
};

const loaded = new Map<Locale, LocaleBundle>([['zh_CN', { messages: null, antd: zhCNAntd }]]);

/** The language's texts and antd locale, loading them the first time. */
export async function loadLocale(code: Locale): Promise<LocaleBundle> {
  const known = loaded.get(code);
  if (known) return known;
  const bundle = await LOADERS[code as Exclude<Locale, 'zh_CN'>]();
  loaded.set(code, bundle);
  return bundle;
}

/** antd's texts for a loaded language (the default one until it has loaded). */
export function antdLocale(code: string): AntdLocale {
  return (loaded.get(localeInfo(code).code) ?? loaded.get(DEFAULT_LOCALE))?.antd as AntdLocale;
}

/** What follows the language outside i18next and antd: <html lang> and storage. */
export function applyLocale(code: Locale): void {
  const info = localeInfo(code);
  setItem(STORAGE_KEYS.locale, info.code);
  document.documentElement.lang = info.html;
}
