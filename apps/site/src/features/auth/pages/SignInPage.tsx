import type { LoginResult, LoginForm as LoginValues } from '@awards/shared/auth';
import { translateShared } from '@awards/web-common/i18n';
import { readLoginFailure } from '@awards/web-common/loginFailure';
import { endSession, useCaptcha, useLogin } from '@awards/web-common/signInApi';
import { CaptchaField } from '@awards/web-common/ui/signIn/CaptchaField';
import { LoginForm } from '@awards/web-common/ui/signIn/LoginForm';
import { Alert, Form, Segmented } from 'antd';
import { lazy, Suspense, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useNavigate, useSearchParams } from 'react-router';
import { usePageTitle } from '../../../components/usePageTitle';
import { PORTAL_URL, SITE_PATHS, safeRedirect } from '../../../config/paths';
import { rememberSignIn } from '../../../lib/sessionState';
import styles from './SignInPage.module.css';

// Phone and SMS code: loaded when its tab is chosen.
const PhoneLoginForm = lazy(() =>
  import('@awards/web-common/ui/signIn/PhoneLoginForm').then((m) => ({ default: m.PhoneLoginForm })),
);

type Tab = 'password' | 'phone';

/**
 * Sign-in of the site's users, declarers and experts: by password, with the captcha and lock
 * rules of the staff sign-in (the same forms and calls as the portal's, @awards/web-common), or
 * by SMS code. A staff member is not signed in here: the session the server gave is ended at
 * once, the password field emptied, and the staff portal named with a link.
 */
export function SignInPage() {
  const { t } = useTranslation();
  const title = usePageTitle();
  const navigate = useNavigate();
  const [params] = useSearchParams();
  const [form] = Form.useForm<LoginValues>();
  const [alert, setAlert] = useState<string | null>(null);
  const [staff, setStaff] = useState(params.get('staff') === '1');
  const [captchaShown, setCaptchaShown] = useState(false);
  const [tab, setTab] = useState<Tab>('password');
  const captcha = useCaptcha(captchaShown);
  const loginMutation = useLogin();

  const onSuccess = (result: LoginResult) => {
    if (!result?.token || !result.userInfo) {
      setAlert(t('signIn.noUserInfo'));
      return;
    }
    if (result.userInfo.userType === 'staff') {
      void endSession(result.token);
      form.setFieldValue('password', '');
      setStaff(true);
      return;
    }
    rememberSignIn(result);
    void navigate(safeRedirect(params.get('redirect')) ?? SITE_PATHS.account, { replace: true });
  };

  const onError = (error: unknown) => {
    const failure = readLoginFailure(error, t('signIn.failed'));
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
    setStaff(false);
    const captchaId = captchaShown ? captcha.data?.captchaId : undefined;
    loginMutation.run({ ...values, ...(captchaId ? { captchaId } : {}) }, { onSuccess, onError });
  };

  return (
    <section className={styles.panel} aria-labelledby="sign-in-heading">
      <h1 id="sign-in-heading" className={styles.heading}>
        {title}
      </h1>
      <p className={styles.lead}>{t('signIn.heading')}</p>
      {staff && (
        <Alert
          type="info"
          showIcon
          className={styles.alert}
          data-testid="site-staff-notice"
          title={t('signIn.staffTitle')}
          description={
            <>
              {t('signIn.staffText')} <a href={PORTAL_URL}>{t('signIn.staffLink')}</a>
            </>
          }
        />
      )}
      {alert && (
        <Alert type="error" title={alert} showIcon className={styles.alert} data-testid="login-alert" />
      )}
      <Segmented<Tab>
        block
        aria-label={t('signIn.method')}
        className={styles.tabs}
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
      <p className={styles.links}>
        <Link to={SITE_PATHS.home}>{t('nav.home')}</Link>
      </p>
      <p className={styles.lead}>
        <Link to={SITE_PATHS.recover} data-testid="site-forgot">
          {t('signIn.forgot')}
        </Link>
      </p>
    </section>
  );
}
