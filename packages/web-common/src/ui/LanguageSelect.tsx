import { useTranslation } from 'react-i18next';
import { clientText } from '../i18n';
import { LOCALES, type Locale, localeInfo } from '../locale';
import styles from './LanguageSelect.module.css';

/**
 * The language selector of spec 000 §1; the choice is stored and survives reloads. A native
 * select: tiny (it is on the first screens, which have a bundle budget), and a phone shows
 * its own picker. `onChange` is the front end's own changeLocale, which loads its texts.
 */
export function LanguageSelect({
  tone = 'light',
  onChange,
}: {
  tone?: 'light' | 'dark';
  onChange: (code: Locale) => void | Promise<void>;
}) {
  const { i18n } = useTranslation();
  return (
    <select
      aria-label={clientText('language')}
      data-testid="language-select"
      data-tone={tone}
      className={styles.select}
      value={localeInfo(i18n.language).code}
      onChange={(event) => void onChange(event.target.value as Locale)}
    >
      {LOCALES.map(({ code, label }) => (
        <option key={code} value={code}>
          {label}
        </option>
      ))}
    </select>
  );
}
