import { translateShared } from '@awards/web-common/i18n';
import { useTranslation } from 'react-i18next';
import { i18n } from '../../i18n';
import { enGB } from './i18n.enGB';
import { type TemplatesMessages, zhCN } from './i18n.zhCN';
import { zhTW } from './i18n.zhTW';

/** The template administration's strings, in their own namespace, registered on first import. */
export const TEMPLATES_NS = 'templates';

for (const [lng, resources] of Object.entries({ zh_CN: zhCN, zh_TW: zhTW, en_GB: enGB })) {
  i18n.addResourceBundle(lng, TEMPLATES_NS, resources, true, true);
}

type Leaves<T, P extends string = ''> = {
  [K in keyof T & (string | number)]: T[K] extends string ? `${P}${K}` : Leaves<T[K], `${P}${K}.`>;
}[keyof T & (string | number)];

export type TemplatesKey = Leaves<TemplatesMessages>;
export type TemplatesT = (key: TemplatesKey, options?: Record<string, unknown>) => string;

/** `t` of this namespace, with keys checked against zh_CN, and `tr` for the server's messages. */
export function useTemplatesT(): { t: TemplatesT; tr: (message: string) => string } {
  // The typed resources of src/i18n/i18next.d.ts know only 'translation'.
  const { t } = useTranslation(TEMPLATES_NS as unknown as 'translation');
  return {
    t: t as unknown as TemplatesT,
    tr: translateShared,
  };
}
