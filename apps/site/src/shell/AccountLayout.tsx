import type { UserInfo } from '@awards/shared/auth';
import type { Texts } from '@awards/shared/i18n';
import { lazy, Suspense } from 'react';
import { useTranslation } from 'react-i18next';
import { NavLink, Outlet } from 'react-router';
import { PageFallback } from '../components/PageFallback';
import { useTexts } from '../lib/texts';
import styles from './AccountLayout.module.css';
import { useIdle } from './useIdle';

/**
 * The bell, plain until touched (PlainBell: no antd), is a 3 KB chunk of its own, loaded once the
 * page is idle (as antd's bell was): the landing and sign-in pages, which share this entry, do not
 * carry it, and the page's first paint never waits for it.
 */
const PlainBell = lazy(() => import('./PlainBell').then((m) => ({ default: m.PlainBell })));

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
          {/* The bell's room is kept while it loads; antd's takes the plain one's: nothing moves. */}
          <span className={styles.bellSlot}>
            {idle && (
              <Suspense fallback={null}>
                <PlainBell />
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
