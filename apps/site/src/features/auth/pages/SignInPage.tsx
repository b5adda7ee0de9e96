import type { LoginResult } from '@awards/shared/auth';
import { translateShared } from '@awards/web-common/i18n';
import { readLoginFailure } from '@awards/web-common/loginFailure';
import { endSession, useCaptcha, useLogin } from '@awards/web-common/signInApi';
import { checkCaptcha, checkPassword, checkUsername, type FieldCheck } from '@awards/web-common/signInChecks';
import { SIGN_IN_TEXT } from '@awards/web-common/signInText';
import { type FormEvent, lazy, Suspense, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useNavigate, useSearchParams } from 'react-router';
import { BUTTON } from '../../../components/form/buttons';
import { Notice } from '../../../components/form/Notice';
import { Segments } from '../../../components/form/Segments';
import { suffixClass, TextField } from '../../../components/form/TextField';
import { usePageTitle } from '../../../components/usePageTitle';
import { PORTAL_URL, SITE_PATHS, safeRedirect } from '../../../config/paths';
import { rememberSignIn } from '../../../lib/sessionState';
import styles from './SignInPage.module.css';

// Phone and SMS code: loaded when its tab is chosen.
const PhoneSignIn = lazy(() => import('../components/PhoneSignIn').then((m) => ({ default: m.PhoneSignIn })));

type Tab = 'password' | 'phone';
type Field = 'username' | 'password' | 'captcha';
type Values = Record<Field, string>;

const CHECKS: Record<Field, FieldCheck> = {
  username: checkUsername,
  password: checkPassword,
  captcha: checkCaptcha,
};

/**
 * Sign-in of the site's users (declaring units, experts, recommending units): by password, with
 * the captcha and lock rules of the staff sign-in (the same calls and checks as the portal's,
 * @awards/web-common), or by SMS code. Plain elements and the site's small form kit, no antd and
 * no query library: the page is its own small chunk outside the app frame (docs/site.md). A
 * staff member is not signed in here: the session the server gave is ended at once, the
 * password emptied, and the staff portal named with a link.
 */
export function SignInPage() {
  const { t } = useTranslation();
  const title = usePageTitle();
  const navigate = useNavigate();
  const [params] = useSearchParams();
  const [values, setValues] = useState<Values>({ username: '', password: '', captcha: '' });
  /** Each field's message key (rendered in the language of the moment), or nothing. */
  const [errors, setErrors] = useState<Partial<Record<Field, string>>>({});
  const [alert, setAlert] = useState<string | null>(null);
  const [staff, setStaff] = useState(params.get('staff') === '1');
  const [captchaShown, setCaptchaShown] = useState(false);
  const [showPassword, setShowPassword] = useState(false);
  const [tab, setTab] = useState<Tab>('password');
  const captcha = useCaptcha(captchaShown);
  const login = useLogin();
  const shared = (key: keyof typeof SIGN_IN_TEXT) => translateShared(SIGN_IN_TEXT[key] as string);

  const fields = (): Field[] =>
    captchaShown ? ['username', 'password', 'captcha'] : ['username', 'password'];

  const change = (field: Field, value: string) => {
    setValues((v) => ({ ...v, [field]: value }));
    // Checked again as it is typed once it has a message, as antd's forms do.
    if (errors[field]) setErrors((e) => ({ ...e, [field]: CHECKS[field](value) ?? undefined }));
  };

  const onSuccess = (result: LoginResult) => {
    if (!result?.token || !result.userInfo) {
      setAlert(t('signIn.noUserInfo'));
      return;
    }
    if (result.userInfo.userType === 'staff') {
      void endSession(result.token);
      setValues((v) => ({ ...v, password: '' }));
      setStaff(true);
      return;
    }
    rememberSignIn(result);
    void navigate(safeRedirect(params.get('redirect')) ?? SITE_PATHS.account, { replace: true });
  };

  const onError = (error: unknown) => {
    const failure = readLoginFailure(error, t('signIn.failed'));
    setAlert(failure.message);
    setErrors(Object.fromEntries(failure.fieldErrors.map(({ name, message }) => [name, message])));
    const showCaptcha = failure.captchaRequired ?? captchaShown;
    setCaptchaShown(showCaptcha);
    // A captcha is good for one attempt: a shown one is replaced after every failure.
    if (showCaptcha) {
      setValues((v) => ({ ...v, captcha: '' }));
      if (captchaShown) captcha.reload();
    }
  };

  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const found = Object.fromEntries(
      fields().flatMap((field) => {
        const problem = CHECKS[field](values[field]);
        return problem ? [[field, problem]] : [];
      }),
    ) as Partial<Record<Field, string>>;
    setErrors(found);
    const first = fields().find((field) => found[field]);
    if (first) {
      document.getElementById(first)?.focus();
      return;
    }
    setAlert(null);
    setStaff(false);
    const captchaId = captchaShown ? captcha.data?.captchaId : undefined;
    login.run(
      {
        username: values.username,
        password: values.password,
        ...(captchaShown ? { captcha: values.captcha } : {}),
        ...(captchaId ? { captchaId } : {}),
      },
      { onSuccess, onError },
    );
  };

  const message = (field: Field) => (errors[field] ? translateShared(errors[field]) : null);

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
          <PhoneSignIn onSuccess={onSuccess} />
        </Suspense>
      ) : (
        <form onSubmit={submit} noValidate autoComplete="on" data-testid="password-login-form">
          <TextField
            id="username"
            name="username"
            label={shared('username')}
            autoComplete="username"
            value={values.username}
            error={message('username')}
            onChange={(e) => change('username', e.target.value)}
          />
          <TextField
            id="password"
            name="password"
            type={showPassword ? 'text' : 'password'}
            label={shared('password')}
            autoComplete="current-password"
            value={values.password}
            error={message('password')}
            onChange={(e) => change('password', e.target.value)}
            suffix={
              <button
                type="button"
                className={suffixClass}
                aria-pressed={showPassword}
                aria-controls="password"
                onClick={() => setShowPassword((shown) => !shown)}
              >
                {t(showPassword ? 'signIn.hidePassword' : 'signIn.showPassword')}
              </button>
            }
          />
          {captchaShown && (
            <div className={styles.captchaRow}>
              <TextField
                id="captcha"
                name="captcha"
                label={shared('captcha')}
                autoComplete="off"
                value={values.captcha}
                error={message('captcha')}
                onChange={(e) => change('captcha', e.target.value)}
              />
              <button
                type="button"
                className={styles.captchaImage}
                onClick={captcha.reload}
                title={shared('captchaRefresh')}
                aria-label={shared('captchaRefresh')}
                data-testid="captcha-image"
                aria-busy={captcha.loading}
              >
                {captcha.data?.image && <img src={captcha.data.image} alt="" width={112} height={40} />}
              </button>
            </div>
          )}
          <button
            type="submit"
            className={BUTTON}
            data-variant="primary"
            aria-busy={login.pending}
            data-testid="login-submit"
          >
            {shared('submit')}
          </button>
        </form>
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
