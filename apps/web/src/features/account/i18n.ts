import { useTranslation } from 'react-i18next';
import { i18n } from '../../i18n';
import { enGB, zhTW } from './i18n.locales';
import { zhCN } from './i18n.zhCN';

export type { AccountMessages } from './i18n.zhCN';

/**
 * The account centre's strings, in their own i18next namespace so that this feature
 * never edits the shell's locale files. Registered once, on first import.
 */
export const ACCOUNT_NS = 'account';

for (const [lng, resources] of Object.entries({ zh_CN: zhCN, zh_TW: zhTW, en_GB: enGB })) {
  i18n.addResourceBundle(lng, ACCOUNT_NS, resources, true, true);
}

type Leaves<T, P extends string = ''> = {
  [K in keyof T & string]: T[K] extends string ? `${P}${K}` : Leaves<T[K], `${P}${K}.`>;
}[keyof T & string];

export type AccountKey = Leaves<typeof zhCN>;

type Translate = (key: AccountKey, options?: Record<string, unknown>) => string;

/** `useTranslation('account')` with keys checked against the zh_CN resources. */
export function useAccountT(): Translate {
  // The typed resources of src/i18n/i18next.d.ts know only 'translation'.
  const { t } = useTranslation(ACCOUNT_NS as unknown as 'translation');
  return t as unknown as Translate;
}
