import type { Texts } from '@awards/shared/i18n';
import { endSession } from '@awards/web-common/endSession';
import { localeInfo } from '@awards/web-common/locale';
import { useLocalised } from '@awards/web-common/localised';
import { getToken } from '@awards/web-common/session';
import { LanguageSelect } from '@awards/web-common/ui/LanguageSelect';
import { Suspense, useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, NavLink, Outlet, useLocation, useNavigate } from 'react-router';
import { PageFallback } from '../components/PageFallback';
import { PORTAL_URL, SITE_PATHS } from '../config/paths';
import { changeLocale } from '../i18n';
import { useProjectSettings } from '../lib/projectSettings';
import { forgetSignIn, useSignedIn } from '../lib/sessionState';
import { useTexts } from '../lib/texts';
import styles from './PublicLayout.module.css';

/** A page of the header's menu: its address and its name in the three languages. */
export interface MenuEntry {
  to: string;
  title: Texts;
  /** Left out once the user has signed in (registration). */
  guestsOnly?: boolean;
}

/**
 * The frame of every page of the site: the header (the system's name, the menu, the language,
 * signing in or the signed-in user), the page, and the footer (copyright, filing links, the
 * staff portal). Mobile first: below 1000 px the menu folds behind a button. Plain elements,
 * not antd: it is on the first screen's bundle budget (bench/bundle-site.mjs).
 */
export function PublicLayout({ menu }: { menu: MenuEntry[] }) {
  const { t, i18n } = useTranslation();
  const localise = useLocalised();
  const settings = useProjectSettings();
  const signedIn = useSignedIn();
  const navigate = useNavigate();
  const location = useLocation();
  const [open, setOpen] = useState(false);
  // A chosen page closes the folded menu.
  // biome-ignore lint/correctness/useExhaustiveDependencies: closes on every change of address
  useEffect(() => setOpen(false), [location.pathname]);

  const title = (settings?.title && localise(settings.title, settings.titleI18n)) || t('app.title');
  const texts = useTexts();
  const entries = [
    { to: SITE_PATHS.home, label: t('nav.home') },
    ...menu
      .filter((entry) => !(entry.guestsOnly && signedIn))
      .map((entry) => ({ to: entry.to, label: texts(entry.title) })),
  ];
  const links = [settings?.filingPublicSecurity, settings?.filingIcp].filter((link) => link?.text);

  // Forgotten here before the server ends it: a call still in flight for this session then
  // fails quietly, instead of announcing a lapsed session and reloading the page.
  const leave = async () => {
    const token = getToken();
    forgetSignIn();
    void navigate(SITE_PATHS.home);
    if (token) await endSession(token);
  };

  return (
    <div className={styles.page} lang={localeInfo(i18n.language).html}>
      <a className={styles.skip} href="#content">
        {t('app.skipToContent')}
      </a>
      <header className={styles.header}>
        <div className={styles.bar}>
          <Link to={SITE_PATHS.home} className={styles.brand}>
            {title}
          </Link>
          <button
            type="button"
            className={styles.menuButton}
            aria-expanded={open}
            aria-controls="site-menu"
            onClick={() => setOpen((value) => !value)}
            data-testid="site-menu-button"
          >
            <span className={styles.menuIcon} aria-hidden="true" />
            <span className={styles.visuallyHidden}>{t(open ? 'nav.closeMenu' : 'nav.openMenu')}</span>
          </button>
          <div id="site-menu" className={styles.menu} data-open={open}>
            <nav aria-label={t('nav.main')}>
              <ul className={styles.links}>
                {entries.map((entry) => (
                  <li key={entry.to}>
                    <NavLink
                      to={entry.to}
                      end={entry.to === SITE_PATHS.home}
                      className={({ isActive }) =>
                        isActive ? `${styles.link} ${styles.active}` : styles.link
                      }
                    >
                      {entry.label}
                    </NavLink>
                  </li>
                ))}
              </ul>
            </nav>
            <div className={styles.tools}>
              <LanguageSelect tone="dark" onChange={changeLocale} />
              {signedIn ? (
                <>
                  <NavLink to={SITE_PATHS.account} className={styles.account} data-testid="site-my-area">
                    <span translate="no">{signedIn.user.realname || signedIn.user.username}</span>
                  </NavLink>
                  <button
                    type="button"
                    className={styles.signOut}
                    onClick={() => void leave()}
                    data-testid="site-sign-out"
                  >
                    {t('nav.signOut')}
                  </button>
                </>
              ) : (
                <Link to={SITE_PATHS.signIn} className={styles.signIn} data-testid="site-sign-in-link">
                  {t('nav.signIn')}
                </Link>
              )}
            </div>
          </div>
        </div>
      </header>
      <main id="content" className={styles.main} tabIndex={-1}>
        <Suspense fallback={<PageFallback />}>
          <Outlet />
        </Suspense>
      </main>
      <footer className={styles.footer}>
        <div className={styles.footerInner}>
          <nav className={styles.footerLinks} aria-label={t('nav.footer')}>
            <Link to={SITE_PATHS.contact}>{t('nav.contact')}</Link>
            <a href={PORTAL_URL}>{t('nav.portal')}</a>
          </nav>
          {settings?.copyright && <p>{localise(settings.copyright, settings.copyrightI18n)}</p>}
          {links.length > 0 && (
            <p className={styles.filings}>
              {links.map((link) => (
                <a key={link?.url} href={link?.url} target="_blank" rel="noopener noreferrer">
                  {link?.text}
                </a>
              ))}
            </p>
          )}
        </div>
      </footer>
    </div>
  );
}
