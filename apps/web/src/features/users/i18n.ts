import { translateShared } from '@awards/web-common/i18n';
import { useTranslation } from 'react-i18next';
import { i18n } from '../../i18n';
import { enGB } from './i18n.enGB';
import { type UsersMessages, zhCN } from './i18n.zhCN';
import { zhTW } from './i18n.zhTW';

/**
 * The user administration's strings, in their own i18next namespace so the feature never
 * edits the shell's locale files. Registered once, on first import.
 */
export const USERS_NS = 'adminUsers';

for (const [lng, resources] of Object.entries({ zh_CN: zhCN, zh_TW: zhTW, en_GB: enGB })) {
  i18n.addResourceBundle(lng, USERS_NS, resources, true, true);
}

type Leaves<T, P extends string = ''> = {
  [K in keyof T & string]: T[K] extends string ? `${P}${K}` : Leaves<T[K], `${P}${K}.`>;
}[keyof T & string];

export type UsersKey = Leaves<UsersMessages>;
export type UsersT = (key: UsersKey, options?: Record<string, unknown>) => string;

/** `t` of this namespace, with keys checked against zh_CN, and `tr` for the shared (and server) messages. */
export function useUsersT(): { t: UsersT; tr: (message: string) => string } {
  // The typed resources of src/i18n/i18next.d.ts know only 'translation'.
  const { t } = useTranslation(USERS_NS as unknown as 'translation');
  return { t: t as unknown as UsersT, tr: translateShared };
}
