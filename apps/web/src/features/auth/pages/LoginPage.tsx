import type { LoginResult, UserType } from '@awards/shared/auth';
import { LOGIN_MESSAGES } from '@awards/shared/messages';
import { endSession } from '@awards/web-common/endSession';
import { translateShared } from '@awards/web-common/i18n';
import { getProjectSettings } from '@awards/web-common/projectSettings';
import { saveLogin } from '@awards/web-common/session';
import { SIGN_IN_TEXT } from '@awards/web-common/signInText';
import { Notice } from '@awards/web-common/ui/form/Notice';
import { LanguageSelect } from '@awards/web-common/ui/LanguageSelect';
import { PasswordSignIn } from '@awards/web-common/ui/signIn/PasswordSignIn';
import { useAsync } from '@awards/web-common/useAsync';
import { lazy, Suspense, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate, useSearchParams } from 'react-router';
import { SITE_URL, safeRedirect } from '../../../config/paths';
import { changeLocale } from '../../../i18n';
import { type LoginTab, LoginTabs } from '../components/LoginTabs';
import styles from './LoginPage.module.css';

type ClientUserType = Exclude<UserType, 'staff'>;

/** The one notice to a client user who signed in here: which site is theirs. */
const CLIENT_USER_NOTICE: Record<ClientUserType, string> = {
  declarer: LOGIN_MESSAGES.declarerNoMenu,
  expert: LOGIN_MESSAGES.expertNoMenu,
  recommender: LOGIN_MESSAGES.recommenderNoMenu,
  person: LOGIN_MESSAGES.personNoMenu,
};

/** A client user: declarer, expert, recommending unit's user or person (an answer naming no type is staff's). */
const isClientUser = (userType: string | undefined): userType is ClientUserType =>
  userType !== undefined && Object.hasOwn(CLIENT_USER_NOTICE, userType);

// The other ways to sign in, only where the server offers one (docs/sso.md).
const SignOnLinks = lazy(() => import('../components/SignOnLinks').then((m) => ({ default: m.SignOnLinks })));
// Phone and SMS code: loaded when its tab is chosen.
const PhoneSignIn = lazy(() =>
  import('@awards/web-common/ui/signIn/PhoneSignIn').then((m) => ({ default: m.PhoneSignIn })),
);

/**
 * The staff sign-in page: the password and SMS-code forms the public site's sign-in page renders
 * too (@awards/web-common/ui/signIn, the plain kit), without antd: the page and its frame are the
 * entry chunk, and antd with the shell loads after signing in (prefetched once the page is idle).
 */
export function LoginPage() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const [params] = useSearchParams();
  const [alert, setAlert] = useState<string | null>(null);
  // A declarer or an expert who signed in here: sent to the site, once, with a link.
  const [clientUser, setClientUser] = useState<ClientUserType | null>(null);
  const [tab, setTab] = useState<LoginTab>('password');
  // Asked for by the layout already (one request per page load): the other ways to sign in.
  const { data: project } = useAsync(getProjectSettings);

  /** False: no session kept here (the password form empties its password). */
  const onSuccess = (result: LoginResult): boolean => {
    // Spec 000 §5: a login answer without user info is a failed login.
    if (!result?.token || !result.userInfo) {
      setAlert(t('login.noUserInfo'));
      return true;
    }
    // Spec 000 §1: client users work on the public site. Not kept here: the session the server
    // gave is ended at once, the password emptied, and one notice names and links the site
    // (the mirror of the site's notice to staff).
    const userType = result.userInfo.userType;
    if (isClientUser(userType)) {
      void endSession(result.token);
      setClientUser(userType);
      return false;
    }
    saveLogin(result);
    // The root route's guard follows the redirect only to a page of the user's menu (spec 000 §4).
    const target = safeRedirect(params.get('redirect'));
    void navigate(target === '/' ? '/' : `/?redirect=${encodeURIComponent(target)}`, { replace: true });
    return true;
  };

  return (
    // A plain panel, not antd Card: no antd on the sign-in page (the first screen's budget).
    <section className={styles.panel}>
      <div className={styles.head}>
        <h2 className={styles.heading}>{t(tab === 'phone' ? 'login.phoneHeading' : 'login.heading')}</h2>
        <LanguageSelect onChange={changeLocale} />
      </div>
      {alert && <Notice type="error" title={translateShared(alert)} data-testid="login-alert" />}
      {clientUser && (
        <Notice
          type="info"
          title={translateShared(CLIENT_USER_NOTICE[clientUser])}
          data-testid="login-site-notice"
        >
          <a href={SITE_URL}>{translateShared(SIGN_IN_TEXT.toSite)}</a>
        </Notice>
      )}
      <LoginTabs
        active={tab}
        onChange={(next) => {
          setAlert(null);
          setTab(next);
        }}
      />
      {tab === 'phone' ? (
        <Suspense fallback={null}>
          <PhoneSignIn onSuccess={(result) => void onSuccess(result)} />
        </Suspense>
      ) : (
        <PasswordSignIn
          onSuccess={onSuccess}
          onAlert={setAlert}
          onAttempt={() => setClientUser(null)}
          failedText={t('login.failed')}
        />
      )}
      {(project?.signOn?.cas || project?.signOn?.oauth) && (
        <Suspense fallback={null}>
          <SignOnLinks signOn={project.signOn} redirect={params.get('redirect')} />
        </Suspense>
      )}
    </section>
  );
}
