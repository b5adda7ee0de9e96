import type { LoginResult } from '@awards/shared/auth';
import { SMS_CODE, SMS_MESSAGES } from '@awards/shared/sms-sign-in';
import { type FormEvent, useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ApiError } from '../../apiError';
import { translateShared } from '../../i18n';
import { readLoginFailure } from '../../loginFailure';
import { resendWaitOf, sendSmsCode, useSmsLogin } from '../../signInApi';
import { checkPhone, checkSmsCode, type FieldCheck } from '../../signInChecks';
import { SIGN_IN_TEXT } from '../../signInText';
import { BUTTON } from '../form/buttons';
import { Notice } from '../form/Notice';
import { TextField } from '../form/TextField';
import styles from './PhoneSignIn.module.css';

type Field = 'phone' | 'captcha';
const CHECKS: Record<Field, FieldCheck> = { phone: checkPhone, captcha: checkSmsCode };
/** The id of each field's input (the code's is not `captcha`: the password tab has that one). */
const IDS: Record<Field, string> = { phone: 'phone', captcha: 'sms-code' };

/**
 * Phone and SMS-code sign-in of both front ends, in the plain kit (ui/form, no antd): a code is
 * asked for with `/account/sms`, after which the button counts down the server's resend wait
 * (60 s; a "too soon" refusal counts down what it names); the sign-in answers as the password's
 * does, and counts only with a token (spec 000 §5). Loaded when its tab is chosen.
 */
export function PhoneSignIn({ onSuccess }: { onSuccess: (result: LoginResult) => void }) {
  useTranslation();
  const [values, setValues] = useState<Record<Field, string>>({ phone: '', captcha: '' });
  const [errors, setErrors] = useState<Partial<Record<Field, string>>>({});
  const [wait, setWait] = useState(0);
  const [sending, setSending] = useState(false);
  const [notice, setNotice] = useState<{ type: 'success' | 'error'; text: string } | null>(null);
  const login = useSmsLogin();
  const text = (key: keyof typeof SIGN_IN_TEXT) => translateShared(SIGN_IN_TEXT[key] as string);

  useEffect(() => {
    if (wait <= 0) return;
    const timer = setTimeout(() => setWait((s) => s - 1), 1000);
    return () => clearTimeout(timer);
  }, [wait]);

  const change = (field: Field, value: string) => {
    setValues((v) => ({ ...v, [field]: value }));
    if (errors[field]) setErrors((e) => ({ ...e, [field]: CHECKS[field](value) ?? undefined }));
  };

  /** Checks the fields named; puts their messages on them and the focus on the first wrong one. */
  const check = (fields: Field[]): boolean => {
    const found = Object.fromEntries(
      fields.flatMap((field) => {
        const problem = CHECKS[field](values[field]);
        return problem ? [[field, problem]] : [];
      }),
    );
    setErrors((e) => ({ ...e, ...Object.fromEntries(fields.map((f) => [f, found[f]])) }));
    const first = fields.find((field) => found[field]);
    if (first) document.getElementById(IDS[first])?.focus();
    return !first;
  };

  const showFailure = (error: unknown, fallback: string) => {
    const failure = readLoginFailure(error, fallback);
    setNotice(failure.message ? { type: 'error', text: failure.message } : null);
    const data =
      error instanceof ApiError ? (error.dataSet as { fieldErrors?: Record<string, string> } | null) : null;
    const onFields = Object.entries(data?.fieldErrors ?? {}).filter(
      ([name]) => name === 'phone' || name === 'captcha',
    );
    if (onFields.length) setErrors((e) => ({ ...e, ...Object.fromEntries(onFields) }));
  };

  const requestCode = async () => {
    if (!check(['phone'])) return;
    setSending(true);
    setNotice(null);
    try {
      const answer = await sendSmsCode(values.phone.trim());
      setNotice({ type: 'success', text: answer.message });
      setWait(answer.resendAfter || SMS_CODE.resendSeconds);
    } catch (error) {
      const seconds = resendWaitOf(error);
      if (seconds) setWait(seconds);
      showFailure(error, SMS_MESSAGES.sendFailed);
    } finally {
      setSending(false);
    }
  };

  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (!check(['phone', 'captcha'])) return;
    setNotice(null);
    login.run(
      { phone: values.phone.trim(), captcha: values.captcha.trim() },
      {
        onSuccess: (result) => {
          // Spec 000 §5: a phone sign-in without a token has not signed anyone in.
          if (!result?.token) {
            setNotice({ type: 'error', text: SIGN_IN_TEXT.noToken });
            return;
          }
          onSuccess(result);
        },
        onError: (error) => showFailure(error, SMS_MESSAGES.codeWrong),
      },
    );
  };

  const message = (field: Field) => (errors[field] ? translateShared(errors[field]) : null);

  return (
    <form onSubmit={submit} noValidate autoComplete="on" data-testid="phone-login-form">
      {notice && (
        <Notice
          type={notice.type}
          title={translateShared(notice.text)}
          data-testid={notice.type === 'error' ? 'login-alert' : 'phone-code-sent'}
        />
      )}
      <TextField
        id="phone"
        name="phone"
        type="tel"
        inputMode="numeric"
        autoComplete="tel"
        maxLength={11}
        label={text('phone')}
        value={values.phone}
        error={message('phone')}
        onChange={(e) => change('phone', e.target.value)}
      />
      <div className={styles.codeRow}>
        <TextField
          id="sms-code"
          name="captcha"
          inputMode="numeric"
          autoComplete="one-time-code"
          maxLength={SMS_CODE.length}
          label={text('code')}
          value={values.captcha}
          error={message('captcha')}
          onChange={(e) => change('captcha', e.target.value)}
        />
        <button
          type="button"
          className={`${BUTTON} ${styles.sendCode}`}
          onClick={() => void requestCode()}
          disabled={wait > 0 || sending}
          data-testid="phone-send-code"
        >
          {translateShared(
            sending
              ? SIGN_IN_TEXT.sending
              : wait > 0
                ? SIGN_IN_TEXT.resendIn({ seconds: wait })
                : SIGN_IN_TEXT.sendCode,
          )}
        </button>
      </div>
      <button
        type="submit"
        className={BUTTON}
        data-variant="primary"
        aria-busy={login.pending}
        data-testid="phone-login-submit"
      >
        {text('phoneSubmit')}
      </button>
    </form>
  );
}
