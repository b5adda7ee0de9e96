import { useTranslation } from 'react-i18next';
import { changeLocale } from '../i18n';
import { LOCALES, type Locale, localeInfo } from '../i18n/locale';
import styles from './LanguageSelect.module.css';

/**
 * The language selector of spec 000 §1; the choice is stored and survives reloads.
 * A native select: tiny (it is on the login page, which has a bundle budget), and a
 * phone shows its own picker.
 */
export function LanguageSelect({ tone = 'light' }: { tone?: 'light' | 'dark' }) {
  const { i18n, t } = useTranslation();
  return (
    <select
      aria-label={t('login.language')}
      data-testid="language-select"
      data-tone={tone}
      className={styles.select}
      value={localeInfo(i18n.language).code}
      onChange={(event) => void changeLocale(event.target.value as Locale)}
    >
      {LOCALES.map(({ code, label }) => (
        <option key={code} value={code}>
          {label}
        </option>
      ))}
    </select>
  );
}
