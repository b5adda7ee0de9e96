import type { UserInfo } from '@awards/shared/auth';
import type { Texts } from '@awards/shared/i18n';
import { Suspense, useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { NavLink, Outlet } from 'react-router';
import { inAppFrame } from '../components/antdFrame';
import { PageFallback } from '../components/PageFallback';
import { useTexts } from '../lib/texts';
import styles from './AccountLayout.module.css';

/**
 * The bell (antd's Popover, Badge and Modal, the unread counts, the push socket) is no part of
 * the first screen: its own chunk, loaded once the page is idle (bench/site-landing.mjs measures
 * the declaration form with it deferred), in antd's frame of its own: this layout is plain (the
 * declaration page paints without antd); the page's frame shows the failure notices.
 */
const SiteBell = inAppFrame(() => import('./SiteBell').then((m) => m.SiteBellInApp), { notices: false });

/** True once the browser is idle after the first render (at most 2 s later). */
function useIdle(): boolean {
  const [idle, setIdle] = useState(false);
  useEffect(() => {
    if (typeof window.requestIdleCallback === 'function') {
      const handle = window.requestIdleCallback(() => setIdle(true), { timeout: 2000 });
      return () => window.cancelIdleCallback(handle);
    }
    const timer = setTimeout(() => setIdle(true), 300);
    return () => clearTimeout(timer);
  }, []);
  return idle;
}

/** A page of the signed-in area's menu (app/accountPages.ts): its address under /my and its name. */
export interface AccountMenuEntry {
  path: string;
  title: Texts;
}

/**
 * The signed-in area: the user's name with the message bell (its pushes come over the
 * socket), and the menu of their pages (what app/accountPages.ts lists for them): on a phone
 * rows of chips that wrap, so every item shows whatever the user type and language; from
 * 992 px a column beside the page.
 */
export function AccountLayout({ user, pages }: { user: UserInfo; pages: AccountMenuEntry[] }) {
  const { t } = useTranslation();
  const texts = useTexts();
  const idle = useIdle();
  return (
    <div className={styles.area}>
      <aside className={styles.side}>
        <div className={styles.helloRow}>
          <p className={styles.hello}>
            {t('account.hello')}
            <span translate="no">{user.realname || user.username}</span>
          </p>
          {/* The bell's room is kept while it loads: nothing moves when it comes. */}
          <span className={styles.bellSlot}>
            {idle && (
              <Suspense fallback={null}>
                <SiteBell />
              </Suspense>
            )}
          </span>
        </div>
        <nav aria-label={t('account.menu')}>
          <ul className={styles.menu} data-testid="account-menu">
            {pages.map((page) => (
              <li key={page.path}>
                <NavLink
                  to={`/my/${page.path}`}
                  className={({ isActive }) => (isActive ? `${styles.item} ${styles.active}` : styles.item)}
                >
                  {texts(page.title)}
                </NavLink>
              </li>
            ))}
          </ul>
        </nav>
      </aside>
      <section className={styles.content}>
        <Suspense fallback={<PageFallback />}>
          <Outlet />
        </Suspense>
      </section>
    </div>
  );
}
