import { useTranslation } from 'react-i18next';
import { i18n } from '../../i18n';
import { enGB } from './i18n.enGB';
import { type NoticesMessages, zhCN } from './i18n.zhCN';
import { zhTW } from './i18n.zhTW';

/** The notice administration's strings, in their own namespace, registered on first import. */
export const NOTICES_NS = 'notices';

for (const [lng, resources] of Object.entries({ zh_CN: zhCN, zh_TW: zhTW, en_GB: enGB })) {
  i18n.addResourceBundle(lng, NOTICES_NS, resources, true, true);
}

type Leaves<T, P extends string = ''> = {
  [K in keyof T & (string | number)]: T[K] extends string ? `${P}${K}` : Leaves<T[K], `${P}${K}.`>;
}[keyof T & (string | number)];

export type NoticesKey = Leaves<NoticesMessages>;
export type NoticesT = (key: NoticesKey, options?: Record<string, unknown>) => string;

export function useNoticesT(): NoticesT {
  // The typed resources of src/i18n/i18next.d.ts know only 'translation'.
  const { t } = useTranslation(NOTICES_NS as unknown as 'translation');
  return t as unknown as NoticesT;
}
