import i18n from 'i18next';
import { initReactI18next } from 'react-i18next';
import { applyLocale, DEFAULT_LOCALE, type Locale, storedLocale } from './locale';
import { enGB } from './locales/en_GB';
import { zhCN } from './locales/zh_CN';
import { zhTW } from './locales/zh_TW';

const initial = storedLocale();
applyLocale(initial);

// Resources are bundled (they are small), so init is synchronous and t() works in loaders at once.
void i18n.use(initReactI18next).init({
  resources: {
    zh_CN: { translation: zhCN },
    zh_TW: { translation: zhTW },
    en_GB: { translation: enGB },
  },
  lng: initial,
  fallbackLng: DEFAULT_LOCALE,
  load: 'currentOnly',
  initAsync: false,
  interpolation: { escapeValue: false },
});

export async function changeLocale(code: Locale): Promise<void> {
  applyLocale(code);
  await i18n.changeLanguage(code);
}

export { i18n };
