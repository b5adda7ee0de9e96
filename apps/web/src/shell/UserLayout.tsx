import { useLocalised } from '@awards/web-common/localised';
import { useAsync } from '@awards/web-common/useAsync';
import { Suspense, useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { Outlet } from 'react-router';
import { PageFallback } from '../components/PageFallback';
import { useDocumentTitle } from '../i18n/documentTitle';
import { type FilingLink, getProjectSettings } from './api/getProjectSettings';
import styles from './UserLayout.module.css';

/** Spec 000 §2: the login pages add a body class, for styles that must reach outside the layout. */
export const USER_LAYOUT_BODY_CLASS = 'userLayout';

function Filing({ link }: { link: FilingLink | null | undefined }) {
  if (!link?.text) return null;
  return (
    <a className={styles.filing} href={link.url} target="_blank" rel="noopener noreferrer">
      {link.text}
    </a>
  );
}

/**
 * The frame of the login pages: project title, description, copyright and filing links,
 * the texts in the interface language (their zh_CN version where none is entered). Plain
 * elements rather than antd Typography: this is on the login page's bundle budget.
 */
export function UserLayout() {
  const { t } = useTranslation();
  const localise = useLocalised();
  const { data: settings } = useAsync(getProjectSettings);
  useDocumentTitle(t('login.pageTitle'), settings);

  useEffect(() => {
    document.body.classList.add(USER_LAYOUT_BODY_CLASS);
    return () => document.body.classList.remove(USER_LAYOUT_BODY_CLASS);
  }, []);

  const links = [settings?.filingPublicSecurity, settings?.filingIcp].filter((link) => link?.text);
  return (
    <div className={styles.page}>
      <main className={styles.main}>
        <header className={styles.header}>
          <h1 className={styles.title}>
            {(settings?.title && localise(settings.title, settings.titleI18n)) || t('app.title')}
          </h1>
          {/* Always there, one line high: the description arriving later moves nothing (layout shift). */}
          <p className={styles.description}>
            {settings?.description && localise(settings.description, settings.descriptionI18n)}
          </p>
        </header>
        <div className={styles.content}>
          <Suspense fallback={<PageFallback />}>
            <Outlet />
          </Suspense>
        </div>
      </main>
      <footer className={styles.footer}>
        {settings?.copyright && <div>{localise(settings.copyright, settings.copyrightI18n)}</div>}
        {links.length > 0 && (
          <div className={styles.filings}>
            {links.map((link, index) => (
              <span key={link?.url ?? index}>
                {index > 0 && <span className={styles.separator}>|</span>}
                <Filing link={link} />
              </span>
            ))}
          </div>
        )}
      </footer>
    </div>
  );
}
