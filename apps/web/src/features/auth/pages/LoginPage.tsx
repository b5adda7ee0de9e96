import type { LoginResult, LoginForm as LoginValues, UserType } from '@awards/shared/auth';
import { LOGIN_MESSAGES } from '@awards/shared/messages';
import { translateShared } from '@awards/web-common/i18n';
import { readLoginFailure } from '@awards/web-common/loginFailure';
import { getProjectSettings } from '@awards/web-common/projectSettings';
import { saveLogin } from '@awards/web-common/session';
import { endSession, useCaptcha, useLogin } from '@awards/web-common/signInApi';
import { SIGN_IN_TEXT } from '@awards/web-common/signInText';
import { LanguageSelect } from '@awards/web-common/ui/LanguageSelect';
import { CaptchaField } from '@awards/web-common/ui/signIn/CaptchaField';
import { LoginForm } from '@awards/web-common/ui/signIn/LoginForm';
import { useAsync } from '@awards/web-common/useAsync';
import { Form } from 'antd';
import { lazy, Suspense, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate, useSearchParams } from 'react-router';
import { SITE_URL, safeRedirect } from '../../../config/paths';
import { changeLocale } from '../../../i18n';
import { type LoginTab, LoginTabs } from '../components/LoginTabs';
import styles from './LoginPage.module.css';

// Shown only after a failed attempt, so it loads then (the login page has a bundle budget).
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

const Alert = lazy(() => import('antd/es/alert'));
// The other ways to sign in, only where the server offers one (docs/sso.md).
const SignOnLinks = lazy(() => import('../components/SignOnLinks').then((m) => ({ default: m.SignOnLinks })));
// Phone and SMS code: loaded when its tab is chosen.
const PhoneLoginForm = lazy(() =>
  import('@awards/web-common/ui/signIn/PhoneLoginForm').then((m) => ({ default: m.PhoneLoginForm })),
);

export function LoginPage() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const [params] = useSearchParams();
  const [form] = Form.useForm<LoginValues>();
  const [alert, setAlert] = useState<string | null>(null);
  // A declarer or an expert who signed in here: sent to the site, once, with a link.
  const [clientUser, setClientUser] = useState<ClientUserType | null>(null);
  const [captchaShown, setCaptchaShown] = useState(false);
  const [tab, setTab] = useState<LoginTab>('password');
  const captcha = useCaptcha(captchaShown);
  const loginMutation = useLogin();
  // Asked for by the layout already (one request per page load): the other ways to sign in.
  const { data: project } = useAsync(getProjectSettings);

  const onSuccess = (result: LoginResult) => {
    // Spec 000 §5: a login answer without user info is a failed login.
    if (!result?.token || !result.userInfo) {
      setAlert(t('login.noUserInfo'));
      return;
    }
    // Spec 000 §1: client users work on the public site. Not kept here: the session the server
    // gave is ended at once, the password emptied, and one notice names and links the site
    // (the mirror of the site's notice to staff).
    const userType = result.userInfo.userType;
    if (isClientUser(userType)) {
      void endSession(result.token);
      form.setFieldValue('password', '');
      setClientUser(userType);
      return;
    }
    saveLogin(result);
    // The root route's guard follows the redirect only to a page of the user's menu (spec 000 §4).
    const target = safeRedirect(params.get('redirect'));
    void navigate(target === '/' ? '/' : `/?redirect=${encodeURIComponent(target)}`, { replace: true });
  };

  const onError = (error: unknown) => {
    const failure = readLoginFailure(error, t('login.failed'));
    setAlert(failure.message && translateShared(failure.message));
    form.setFields(
      failure.fieldErrors.map(({ name, message }) => ({ name, errors: [translateShared(message)] })),
    );
    const showCaptcha = failure.captchaRequired ?? captchaShown;
    setCaptchaShown(showCaptcha);
    // A captcha is good for one attempt: a shown one is replaced after every failure.
    if (showCaptcha) {
      form.setFieldValue('captcha', undefined);
      if (captchaShown) captcha.reload();
    }
  };

  const onSubmit = (values: LoginValues) => {
    setAlert(null);
    setClientUser(null);
    const captchaId = captchaShown ? captcha.data?.captchaId : undefined;
    loginMutation.run({ ...values, ...(captchaId ? { captchaId } : {}) }, { onSuccess, onError });
  };

  return (
    // A plain panel, not antd Card: Card brings Tabs and Skeleton into the login page's bundle.
    <section className={styles.panel}>
      <div className={styles.head}>
        <h2 className={styles.heading}>{t(tab === 'phone' ? 'login.phoneHeading' : 'login.heading')}</h2>
        <LanguageSelect onChange={changeLocale} />
      </div>
      {alert && (
        <Suspense
          fallback={
            <div data-testid="login-alert" className={styles.alertFallback}>
              {alert}
            </div>
          }
        >
          <Alert type="error" title={alert} showIcon style={{ marginBottom: 16 }} data-testid="login-alert" />
        </Suspense>
      )}
      {clientUser && (
        <div className={styles.siteNotice} role="status" data-testid="login-site-notice">
          {translateShared(CLIENT_USER_NOTICE[clientUser])}{' '}
          <a href={SITE_URL}>{translateShared(SIGN_IN_TEXT.toSite)}</a>
        </div>
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
          <PhoneLoginForm onSuccess={onSuccess} />
        </Suspense>
      ) : (
        <LoginForm
          form={form}
          submitting={loginMutation.pending}
          onSubmit={onSubmit}
          captcha={
            captchaShown && (
              <CaptchaField
                image={captcha.data?.image}
                loading={captcha.loading}
                onRefresh={captcha.reload}
              />
            )
          }
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
