import { Space, Typography } from 'antd';
import { Suspense, useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { Outlet } from 'react-router';
import { PageFallback } from '../components/PageFallback';
import { type FilingLink, useProjectSettings } from '../features/project/api/projectSettings';
import styles from './UserLayout.module.css';

/** Spec 000 §2: the login pages add a body class, for styles that must reach outside the layout. */
const BODY_CLASS = 'userLayout';

function Filing({ link }: { link: FilingLink | null | undefined }) {
  if (!link?.text) return null;
  return (
    <Typography.Link href={link.url} target="_blank" rel="noopener noreferrer" type="secondary">
      {link.text}
    </Typography.Link>
  );
}

/** The frame of the login pages: project title, description, copyright and filing links. */
export function UserLayout() {
  const { t } = useTranslation();
  const { data: settings } = useProjectSettings();

  useEffect(() => {
    document.body.classList.add(BODY_CLASS);
    return () => document.body.classList.remove(BODY_CLASS);
  }, []);

  return (
    <div className={styles.page}>
      <main className={styles.main}>
        <header className={styles.header}>
          <Typography.Title level={2} style={{ marginBottom: 8 }}>
            {settings?.title || t('app.title')}
          </Typography.Title>
          {settings?.description && (
            <Typography.Text type="secondary">{settings.description}</Typography.Text>
          )}
        </header>
        <div className={styles.content}>
          <Suspense fallback={<PageFallback />}>
            <Outlet />
          </Suspense>
        </div>
      </main>
      <footer className={styles.footer}>
        {settings?.copyright && <div>{settings.copyright}</div>}
        <Space separator="|" wrap style={{ justifyContent: 'center' }}>
          <Filing link={settings?.filingPublicSecurity} />
          <Filing link={settings?.filingIcp} />
        </Space>
      </footer>
    </div>
  );
}
