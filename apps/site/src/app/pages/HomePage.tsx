import { useLocalised } from '@awards/web-common/localised';
import { getProjectSettings } from '@awards/web-common/projectSettings';
import { useAsync } from '@awards/web-common/useAsync';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { SITE_PATHS } from '../../config/paths';
import { useDocumentTitle } from '../../lib/documentTitle';
import styles from './HomePage.module.css';
import { HomeSections } from './HomeSections';

/**
 * The landing page (the first screen: static in the router, in the entry chunk, no antd): the
 * system's name and what the site is for, and the way in.
 */
export function HomePage() {
  const { t } = useTranslation();
  const localise = useLocalised();
  const { data: settings } = useAsync(getProjectSettings);
  useDocumentTitle(undefined, settings);
  const title = (settings?.title && localise(settings.title, settings.titleI18n)) || t('app.title');
  const description = settings?.description && localise(settings.description, settings.descriptionI18n);
  return (
    <>
      <section className={styles.hero} data-testid="site-home">
        <h1 className={styles.heroTitle}>{title}</h1>
        <p className={styles.heroText}>{description || t('app.tagline')}</p>
        <div className={styles.heroActions}>
          <Link className={styles.primary} to={SITE_PATHS.account}>
            {t('nav.myArea')}
          </Link>
          <Link className={styles.secondary} to={SITE_PATHS.editions}>
            {t('nav.editions')}
          </Link>
        </div>
      </section>
      <HomeSections />
    </>
  );
}
