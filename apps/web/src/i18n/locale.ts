import { type Locale, localeInfo } from '@awards/web-common/locale';
import type { ConfigProviderProps } from 'antd';
import type { Messages } from './locales/zh_CN';

type AntdLocale = NonNullable<ConfigProviderProps['locale']>;

export interface LocaleBundle {
  messages: Messages | null;
  /** antd's texts for the language; the default's are AntdProviders' own (no antd in the entry). */
  antd: AntdLocale | null;
}

// The default language is in the first bundle; the others load when chosen (the login
// page has a bundle budget). dayjs follows in lib/dayjsLocale.ts, loaded by the shell.
// The list of languages and the stored choice are shared with the site (@awards/web-common/locale).
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

const loaded = new Map<Locale, LocaleBundle>([['zh_CN', { messages: null, antd: null }]]);

/** The language's texts and antd locale, loading them the first time. */
export async function loadLocale(code: Locale): Promise<LocaleBundle> {
  const known = loaded.get(code);
  if (known) return known;
  const bundle = await LOADERS[code as Exclude<Locale, 'zh_CN'>]();
  loaded.set(code, bundle);
  return bundle;
}

/** antd's texts for a loaded language other than the default; none: the default's (zh_CN). */
export function antdLocale(code: string): AntdLocale | undefined {
  return loaded.get(localeInfo(code).code)?.antd ?? undefined;
}
