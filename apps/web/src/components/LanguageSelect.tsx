import { Select } from 'antd';
import { useTranslation } from 'react-i18next';
import { changeLocale } from '../i18n';
import { LOCALES, type Locale, localeInfo } from '../i18n/locale';

const OPTIONS = LOCALES.map(({ code, label }) => ({ value: code, label }));

/** The language selector of spec 000 §1; the choice is stored and survives reloads. */
export function LanguageSelect() {
  const { i18n, t } = useTranslation();
  return (
    <Select<Locale>
      aria-label={t('login.language')}
      data-testid="language-select"
      size="small"
      variant="borderless"
      value={localeInfo(i18n.language).code}
      options={OPTIONS}
      onChange={(code) => void changeLocale(code)}
      popupMatchSelectWidth={false}
    />
  );
}
