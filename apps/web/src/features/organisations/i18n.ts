import { translateShared } from '@awards/web-common/i18n';
import { useTranslation } from 'react-i18next';
import { i18n } from '../../i18n';
import { enGB } from './i18n.enGB';
import { type OrgansMessages, zhCN } from './i18n.zhCN';
import { zhTW } from './i18n.zhTW';

/**
 * The organisation administration's strings, in their own i18next namespace so the feature never
 * edits the shell's locale files. Registered once, on first import.
 */
export const ORGANS_NS = 'adminOrganisations';

for (const [lng, resources] of Object.entries({ zh_CN: zhCN, zh_TW: zhTW, en_GB: enGB })) {
  i18n.addResourceBundle(lng, ORGANS_NS, resources, true, true);
}

type Leaves<T, P extends string = ''> = {
  [K in keyof T & string]: T[K] extends string ? `${P}${K}` : Leaves<T[K], `${P}${K}.`>;
}[keyof T & string];

export type OrgansKey = Leaves<OrgansMessages>;
export type OrgansT = (key: OrgansKey, options?: Record<string, unknown>) => string;

/** `t` of this namespace, with keys checked against zh_CN, and `tr` for the shared (and server) messages. */
export function useOrgansT(): { t: OrgansT; tr: (message: string) => string } {
  // The typed resources of src/i18n/i18next.d.ts know only 'translation'.
  const { t } = useTranslation(ORGANS_NS as unknown as 'translation');
  return { t: t as unknown as OrgansT, tr: translateShared };
}
