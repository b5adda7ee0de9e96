import type { Locale } from '@awards/shared/i18n';
import { localised, type Translation } from '@awards/shared/localised';
import { useCallback } from 'react';
import { useTranslation } from 'react-i18next';
import { currentLocale } from './i18n';

/**
 * A text administrators entered (a dictionary item, a menu title, a region...) in the
 * interface language: its version for that language, or the zh_CN text when none is entered.
 */
export function localisedNow(zhCN: string, translation: Translation | null | undefined): string {
  return localised(zhCN, translation, currentLocale());
}

/**
 * localisedNow for a component, which re-renders when the language changes. The function
 * changes with the language only, so a memo may depend on it.
 */
export function useLocalised(): (zhCN: string, translation: Translation | null | undefined) => string {
  const { i18n: instance } = useTranslation();
  const language = instance.language as Locale;
  return useCallback((zhCN, translation) => localised(zhCN, translation, language), [language]);
}
