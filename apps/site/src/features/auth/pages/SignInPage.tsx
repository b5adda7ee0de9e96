import type { LoginResult } from '@awards/shared/auth';
import { endSession } from '@awards/web-common/endSession';
import { translateShared } from '@awards/web-common/i18n';
import { Notice } from '@awards/web-common/ui/form/Notice';
import { Segments } from '@awards/web-common/ui/form/Segments';
import { PasswordSignIn } from '@awards/web-common/ui/signIn/PasswordSignIn';
import { lazy, Suspense, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useNavigate, useSearchParams } from 'react-router';
import { usePageTitle } from '../../../components/usePageTitle';
import { PORTAL_URL, SITE_PATHS, safeRedirect } from '../../../config/paths';
import { rememberSignIn } from '../../../lib/sessionState';
import styles from './SignInPage.module.css';

// Phone and SMS code: loaded when its tab is chosen.
const PhoneSignIn = lazy(() =>
  import('@awards/web-common/ui/signIn/PhoneSignIn').then((m) => ({ default: m.PhoneSignIn })),
);

type Tab = 'password' | 'phone';

/**
 * Sign-in of the site's users (declaring units, experts, recommending units): by password, with
 * the captcha and lock rules of the staff sign-in, or by SMS code: the forms the portal's sign-in
 * page renders too (@awards/web-common/ui/signIn, the plain kit), no antd and no query library,
 * in the entry chunk (docs/site.md). A staff member is not signed in here: the session the
 * server gave is ended at once, the password emptied, and the staff portal named with a link.
 */
export function SignInPage() {
  const { t } = useTranslation();
  const title = usePageTitle();
  const navigate = useNavigate();
  const [params] = useSearchParams();
  const [alert, setAlert] = useState<string | null>(null);
  const [staff, setStaff] = useState(params.get('staff') === '1');
  const [tab, setTab] = useState<Tab>('password');

  /** False: no session kept here (the form empties the password). */
  const onSuccess = (result: LoginResult): boolean => {
    if (!result?.token || !result.userInfo) {
      setAlert(t('signIn.noUserInfo'));
      return true;
    }
    if (result.userInfo.userType === 'staff') {
      void endSession(result.token);
      setStaff(true);
      return false;
    }
    rememberSignIn(result);
    void navigate(safeRedirect(params.get('redirect')) ?? SITE_PATHS.account, { replace: true });
    return true;
  };

  return (
    <section className={styles.panel} aria-labelledby="sign-in-heading">
      <h1 id="sign-in-heading" className={styles.heading}>
        {title}
      </h1>
      <p className={styles.lead}>{t('signIn.heading')}</p>
      {staff && (
        <Notice type="info" data-testid="site-staff-notice" title={t('signIn.staffTitle')}>
          {t('signIn.staffText')} <a href={PORTAL_URL}>{t('signIn.staffLink')}</a>
        </Notice>
      )}
      {alert && <Notice type="error" title={translateShared(alert)} data-testid="login-alert" />}
      <Segments<Tab>
        label={t('signIn.method')}
        value={tab}
        onChange={(next) => {
          setAlert(null);
          setTab(next);
        }}
        options={[
          { value: 'password', label: t('signIn.tabPassword') },
          { value: 'phone', label: t('signIn.tabPhone') },
        ]}
      />
      {tab === 'phone' ? (
        <Suspense fallback={null}>
          <PhoneSignIn onSuccess={(result) => void onSuccess(result)} />
        </Suspense>
      ) : (
        <PasswordSignIn
          onSuccess={onSuccess}
          onAlert={setAlert}
          onAttempt={() => setStaff(false)}
          failedText={t('signIn.failed')}
        />
      )}
      <p className={styles.links}>
        <Link to={SITE_PATHS.home}>{t('nav.home')}</Link>
        <Link to={SITE_PATHS.recover} data-testid="site-forgot">
          {t('signIn.forgot')}
        </Link>
      </p>
    </section>
  );
}
