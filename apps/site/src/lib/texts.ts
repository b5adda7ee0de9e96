import { LOCALES, type Texts } from '@awards/shared/i18n';
import { useTranslation } from 'react-i18next';

/**
 * A page's name written where the page is registered (app/publicPages.ts, app/accountPages.ts),
 * in the three languages side by side, so that adding a page is one line: the text of the
 * interface language.
 */
export function textIn(texts: Texts, language: string): string {
  const index = (LOCALES as readonly string[]).indexOf(language);
  return texts[index < 0 ? 0 : index] ?? texts[0];
}

/** textIn for a component, which re-renders when the language changes. */
export function useTexts(): (texts: Texts) => string {
  const { i18n } = useTranslation();
  return (texts) => textIn(texts, i18n.language);
}

/** A text's {placeholders} filled in ('{grade}：{quota}项' with grade and quota). */
export function fill(text: string, params: Record<string, string | number>): string {
  return text.replace(/\{(\w+)\}/g, (whole, name: string) => (name in params ? String(params[name]) : whole));
}
