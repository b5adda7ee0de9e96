import { translateShared } from '@awards/web-common/i18n';
import { useTranslation } from 'react-i18next';
import { i18n } from '../../i18n';
import { enGB } from './i18n.enGB';
import { type MessagesMessages, zhCN } from './i18n.zhCN';
import { zhTW } from './i18n.zhTW';

/** The message centre's strings, in their own namespace, registered on first import. */
export const MESSAGES_NS = 'messageCentre';

for (const [lng, resources] of Object.entries({ zh_CN: zhCN, zh_TW: zhTW, en_GB: enGB })) {
  i18n.addResourceBundle(lng, MESSAGES_NS, resources, true, true);
}

type Leaves<T, P extends string = ''> = {
  [K in keyof T & (string | number)]: T[K] extends string ? `${P}${K}` : Leaves<T[K], `${P}${K}.`>;
}[keyof T & (string | number)];

export type MessagesKey = Leaves<MessagesMessages>;
export type MessagesT = (key: MessagesKey, options?: Record<string, unknown>) => string;

/**
 * `t` of this namespace, with keys checked against zh_CN, and `tr` for the shared messages (a
 * schema's or the server's message key, rendered in the current language; other text as it is).
 */
export function useMessagesT(): { t: MessagesT; tr: (message: string) => string } {
  // The typed resources of src/i18n/i18next.d.ts know only 'translation'.
  const { t } = useTranslation(MESSAGES_NS as unknown as 'translation');
  return { t: t as unknown as MessagesT, tr: translateShared };
}
