import { useTranslation } from 'react-i18next';
import { translateShared } from '../../i18n/sharedMessages';

/** Renders messages of packages/shared in the current language, re-rendering when it changes. */
export function useSharedT(): (message: string) => string {
  useTranslation();
  return translateShared;
}
