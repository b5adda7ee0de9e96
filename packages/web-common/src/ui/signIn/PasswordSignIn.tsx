import type { LoginResult } from '@awards/shared/auth';
import { type FormEvent, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { translateShared } from '../../i18n';
import { readLoginFailure } from '../../loginFailure';
import { useCaptcha, useLogin } from '../../signInApi';
import { checkCaptcha, checkPassword, checkUsername, type FieldCheck } from '../../signInChecks';
import { SIGN_IN_TEXT } from '../../signInText';
import { BUTTON } from '../form/buttons';
import { suffixClass, TextField } from '../form/TextField';
import styles from './PasswordSignIn.module.css';

type Field = 'username' | 'password' | 'captcha';
type Values = Record<Field, string>;

const CHECKS: Record<Field, FieldCheck> = {
  username: checkUsername,
  password: checkPassword,
  captcha: checkCaptcha,
};

interface Props {
  /**
   * A sign-in the server accepted. Answers false when the page keeps no session of it (a user
   * of the other front end, a login answer without user info): the password is emptied.
   */
  onSuccess: (result: LoginResult) => boolean;
  /** The refusal to show above the form (a text or a shared message key), or none. */
  onAlert: (message: string | null) => void;
  /** Called as an attempt starts (the page clears its notices). */
  onAttempt?: () => void;
  /** The refusal shown when the server's answer names none. */
  failedText: string;
}

/**
 * Sign-in by user name and password, with the captcha and lock rules of spec 000 §7 (the server
 * asks for the captcha; a shown one is good for one attempt), in the plain kit (ui/form): the
 * staff portal's and the public site's sign-in pages render this one form, without antd or a
 * query library, on their first screens' budget. The ids `username`, `password` and `captcha` and
 * the test id `login-submit` are what the browser tests drive.
 */
export function PasswordSignIn({ onSuccess, onAlert, onAttempt, failedText }: Props) {
  // Drawn again when the language changes.
  useTranslation();
  const [values, setValues] = useState<Values>({ username: '', password: '', captcha: '' });
  /** Each field's message key (rendered in the language of the moment), or nothing. */
  const [errors, setErrors] = useState<Partial<Record<Field, string>>>({});
  const [captchaShown, setCaptchaShown] = useState(false);
  const [showPassword, setShowPassword] = useState(false);
  const captcha = useCaptcha(captchaShown);
  const login = useLogin();
  const text = (key: keyof typeof SIGN_IN_TEXT) => translateShared(SIGN_IN_TEXT[key] as string);

  const fields = (): Field[] =>
    captchaShown ? ['username', 'password', 'captcha'] : ['username', 'password'];

  const change = (field: Field, value: string) => {
    setValues((v) => ({ ...v, [field]: value }));
    // Checked again as it is typed once it has a message, as antd's forms do.
    if (errors[field]) setErrors((e) => ({ ...e, [field]: CHECKS[field](value) ?? undefined }));
  };

  const succeeded = (result: LoginResult) => {
    if (!onSuccess(result)) setValues((v) => ({ ...v, password: '' }));
  };

  const failed = (error: unknown) => {
    const failure = readLoginFailure(error, failedText);
    onAlert(failure.message);
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
    onAlert(null);
    onAttempt?.();
    const captchaId = captchaShown ? captcha.data?.captchaId : undefined;
    login.run(
      {
        username: values.username,
        password: values.password,
        ...(captchaShown ? { captcha: values.captcha } : {}),
        ...(captchaId ? { captchaId } : {}),
      },
      { onSuccess: succeeded, onError: failed },
    );
  };

  const message = (field: Field) => (errors[field] ? translateShared(errors[field]) : null);

  return (
    <form onSubmit={submit} noValidate autoComplete="on" data-testid="password-login-form">
      <TextField
        id="username"
        name="username"
        label={text('username')}
        autoComplete="username"
        value={values.username}
        error={message('username')}
        onChange={(e) => change('username', e.target.value)}
      />
      <TextField
        id="password"
        name="password"
        type={showPassword ? 'text' : 'password'}
        label={text('password')}
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
            {text(showPassword ? 'hidePassword' : 'showPassword')}
          </button>
        }
      />
      {captchaShown && (
        <div className={styles.captchaRow}>
          <TextField
            id="captcha"
            name="captcha"
            label={text('captcha')}
            autoComplete="off"
            value={values.captcha}
            error={message('captcha')}
            onChange={(e) => change('captcha', e.target.value)}
          />
          <button
            type="button"
            className={styles.captchaImage}
            onClick={captcha.reload}
            title={text('captchaRefresh')}
            aria-label={text('captchaRefresh')}
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
        {text('submit')}
      </button>
    </form>
  );
}
