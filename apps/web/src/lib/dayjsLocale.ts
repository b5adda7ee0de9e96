import dayjs from 'dayjs';
import 'dayjs/locale/zh-cn';
import { localeInfo } from '@awards/web-common/locale';
import { i18n } from '../i18n';

// dayjs registers a locale when its file is imported; the default one is above.
const LOADERS: Record<string, () => Promise<unknown>> = {
  'zh-tw': () => import('dayjs/locale/zh-tw'),
  'en-gb': () => import('dayjs/locale/en-gb'),
};

async function follow(language: string): Promise<void> {
  const name = localeInfo(language).dayjs;
  await LOADERS[name]?.();
  dayjs.locale(name);
}

/**
 * Dates follow the language selector. Imported by the signed-in shell, the first place
 * that shows dates; the login page (bundle budget) never loads dayjs.
 */
export function followLanguageWithDayjs(): Promise<void> {
  i18n.on('languageChanged', (language) => void follow(language));
  return follow(i18n.language);
}
