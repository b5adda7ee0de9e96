import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { SITE_PATHS } from '../../config/paths';
import { useDocumentTitle } from '../../lib/documentTitle';
import styles from './HomePage.module.css';

/** An address the site does not have. */
export function NotFoundPage() {
  const { t } = useTranslation();
  useDocumentTitle(t('errors.notFound'));
  return (
    <section className={styles.box} data-testid="site-not-found">
      <h1 className={styles.heading}>{t('errors.notFound')}</h1>
      <p>{t('errors.notFoundText')}</p>
      <Link to={SITE_PATHS.home}>{t('errors.backHome')}</Link>
    </section>
  );
}
