import { TrophyOutlined } from '@ant-design/icons';
import { useLocalised } from '@awards/web-common/localised';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import type { MenuTheme } from '../lib/layoutSettings';
import { useProjectSettings } from './api/projectSettings';
import styles from './shell.module.css';

/** Spec 000 §2: the logo is 80 px wide when collapsed or on mobile, else 200 px. */
export const LOGO_WIDTH = 200;
export const LOGO_WIDTH_COMPACT = 80;

/** The logo's tooltip names the system as the project settings do, in the interface language. */
export function Logo({ compact, tone }: { compact: boolean; tone: MenuTheme }) {
  const { t } = useTranslation();
  const localise = useLocalised();
  const { data: settings } = useProjectSettings();
  const systemName = (settings?.title && localise(settings.title, settings.titleI18n)) || t('app.title');
  return (
    <Link
      to="/"
      className={styles.logo}
      data-tone={tone}
      style={{ width: compact ? LOGO_WIDTH_COMPACT : LOGO_WIDTH }}
      title={systemName}
    >
      <TrophyOutlined className={styles.logoIcon} />
      {!compact && <span className={styles.logoText}>{t('app.shortTitle')}</span>}
    </Link>
  );
}
