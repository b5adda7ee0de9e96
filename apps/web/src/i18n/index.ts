import { applyLocale, DEFAULT_LOCALE, type Locale, storedLocale } from '@awards/web-common/locale';
import i18n from 'i18next';
import { initReactI18next } from 'react-i18next';
import { loadLocale } from './locale';
import { zhCN } from './locales/zh_CN';

// The default language is bundled, so init is synchronous and t() works in loaders at once.
void i18n.use(initReactI18next).init({
  resources: { zh_CN: { translation: zhCN } },
  lng: DEFAULT_LOCALE,
  fallbackLng: DEFAULT_LOCALE,
  load: 'currentOnly',
  initAsync: false,
  interpolation: { escapeValue: false },
});

/** Switches the language, loading its texts first (spec 000 §1: the choice is stored). */
export async function changeLocale(code: Locale): Promise<void> {
  const bundle = await loadLocale(code);
  if (bundle.messages && !i18n.hasResourceBundle(code, 'translation')) {
    i18n.addResourceBundle(code, 'translation', bundle.messages);
  }
  applyLocale(code);
  await i18n.changeLanguage(code);
}

/**
 * The stored language (read before anything writes it), ready before the first render so
 * no screen flashes in another one.
 */
export const localeReady: Promise<void> = changeLocale(storedLocale()).catch(() => undefined);

export { i18n };
