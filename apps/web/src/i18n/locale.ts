import type { ConfigProviderProps } from 'antd';
import enGBAntd from 'antd/locale/en_GB';
import zhCNAntd from 'antd/locale/zh_CN';
import zhTWAntd from 'antd/locale/zh_TW';
import dayjs from 'dayjs';
import 'dayjs/locale/en-gb';
import 'dayjs/locale/zh-cn';
import 'dayjs/locale/zh-tw';
import { getItem, STORAGE_KEYS, setItem } from '../lib/storage';

type AntdLocale = NonNullable<ConfigProviderProps['locale']>;

/** The interface languages of spec 000 §1, labelled in their own language. */
export const LOCALES = [
  { code: 'zh_CN', label: '中文-简体', html: 'zh-CN', dayjs: 'zh-cn', antd: zhCNAntd },
  { code: 'zh_TW', label: '中文-繁体', html: 'zh-TW', dayjs: 'zh-tw', antd: zhTWAntd },
  { code: 'en_GB', label: 'English', html: 'en-GB', dayjs: 'en-gb', antd: enGBAntd },
] as const satisfies readonly {
  code: string;
  label: string;
  html: string;
  dayjs: string;
  antd: AntdLocale;
}[];

export type Locale = (typeof LOCALES)[number]['code'];
export const DEFAULT_LOCALE: Locale = 'zh_CN';

export function localeInfo(code: string) {
  return LOCALES.find((l) => l.code === code) ?? LOCALES[0];
}

export function storedLocale(): Locale {
  return localeInfo(getItem<string>(STORAGE_KEYS.locale) ?? DEFAULT_LOCALE).code;
}

/** Everything outside i18next that follows the language: dayjs, <html lang>, storage. */
export function applyLocale(code: Locale): void {
  const info = localeInfo(code);
  setItem(STORAGE_KEYS.locale, info.code);
  dayjs.locale(info.dayjs);
  document.documentElement.lang = info.html;
}
