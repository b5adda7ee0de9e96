import { translateShared } from '@awards/web-common/i18n';
import { useTranslation } from 'react-i18next';
import { i18n } from '../../i18n';
import { enGB } from './i18n.enGB';
import { type RegionsMessages, zhCN } from './i18n.zhCN';
import { zhTW } from './i18n.zhTW';

/**
 * The region administration's strings, in their own i18next namespace so that the feature
 * never edits the shell's locale files. Registered once, on first import.
 */
export const REGIONS_NS = 'adminRegions';

for (const [lng, resources] of Object.entries({ zh_CN: zhCN, zh_TW: zhTW, en_GB: enGB })) {
  i18n.addResourceBundle(lng, REGIONS_NS, resources, true, true);
}

type Leaves<T, P extends string = ''> = {
  [K in keyof T & string]: T[K] extends string ? `${P}${K}` : Leaves<T[K], `${P}${K}.`>;
}[keyof T & string];

export type RegionsKey = Leaves<RegionsMessages>;
export type RegionsT = (key: RegionsKey, options?: Record<string, unknown>) => string;

/** `t` of this namespace, with keys checked against zh_CN, and `tr` for shared messages. */
export function useRegionsT(): { t: RegionsT; tr: (message: string) => string } {
  // The typed resources of src/i18n/i18next.d.ts know only 'translation'.
  const { t } = useTranslation(REGIONS_NS as unknown as 'translation');
  return {
    t: t as unknown as RegionsT,
    tr: translateShared,
  };
}
