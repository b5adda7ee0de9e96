import { translateShared } from '@awards/web-common/i18n';
import { useTranslation } from 'react-i18next';

/** Renders messages of packages/shared in the current language, re-rendering when it changes. */
export function useSharedT(): (message: string) => string {
  useTranslation();
  return translateShared;
}
