import { LockOutlined, MobileOutlined } from '@ant-design/icons';
import type { LoginResult } from '@awards/shared/auth';
import { SMS_CODE, SMS_MESSAGES } from '@awards/shared/sms-sign-in';
import { Alert, Button, Form, type FormRule } from 'antd';
import Input from 'antd/es/input/Input';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ApiError } from '../../apiError';
import { translateShared } from '../../i18n';
import { readLoginFailure } from '../../loginFailure';
import { resendWaitOf, sendSmsCode, useSmsLogin } from '../../signInApi';
import { asRule, checkPhone, checkSmsCode } from '../../signInChecks';
import { SIGN_IN_TEXT } from '../../signInText';
import styles from './PhoneLoginForm.module.css';

interface PhoneValues {
  phone: string;
  captcha: string;
}

interface Props {
  /** The sign-in page's own success path (stores the session, follows the redirect). */
  onSuccess: (result: LoginResult) => void;
}

/** The server's rules for the two fields, with its messages (smsLoginSchema; signInChecks.ts). */
const phoneRules = (): FormRule[] => [asRule(checkPhone, translateShared)];
const codeRules = (): FormRule[] => [asRule(checkSmsCode, translateShared)];

/**
 * Phone and SMS-code sign-in (issue 19 item 6, spec 000 §5 and §7): a code is asked for with
 * `/account/sms`, after which the button counts down the server's resend wait (60 s; a "too
 * soon" refusal counts down what it names); the sign-in answers as the password's does, and
 * counts only with a token (spec 000 §5). Loaded only when its tab is chosen.
 */
export function PhoneLoginForm({ onSuccess }: Props) {
  useTranslation();
  const [form] = Form.useForm<PhoneValues>();
  const [wait, setWait] = useState(0);
  const [sending, setSending] = useState(false);
  const [notice, setNotice] = useState<{ type: 'success' | 'error'; text: string } | null>(null);
  const login = useSmsLogin();

  useEffect(() => {
    if (wait <= 0) return;
    const timer = setTimeout(() => setWait((s) => s - 1), 1000);
    return () => clearTimeout(timer);
  }, [wait]);

  const showFailure = (error: unknown, fallback: string) => {
    const failure = readLoginFailure(error, fallback);
    setNotice(failure.message ? { type: 'error', text: translateShared(failure.message) } : null);
    const data =
      error instanceof ApiError ? (error.dataSet as { fieldErrors?: Record<string, string> } | null) : null;
    form.setFields(
      Object.entries(data?.fieldErrors ?? {})
        .filter(([name]) => name === 'phone' || name === 'captcha')
        .map(([name, message]) => ({ name: name as keyof PhoneValues, errors: [translateShared(message)] })),
    );
  };

  const requestCode = async () => {
    let phone: string;
    try {
      phone = (await form.validateFields(['phone'])).phone.trim();
    } catch {
      return;
    }
    setSending(true);
    setNotice(null);
    try {
      const answer = await sendSmsCode(phone);
      setNotice({ type: 'success', text: answer.message });
      setWait(answer.resendAfter || SMS_CODE.resendSeconds);
    } catch (error) {
      const seconds = resendWaitOf(error);
      if (seconds) setWait(seconds);
      showFailure(error, translateShared(SMS_MESSAGES.sendFailed));
    } finally {
      setSending(false);
    }
  };

  const submit = (values: PhoneValues) => {
    setNotice(null);
    login.run(
      { phone: values.phone.trim(), captcha: values.captcha.trim() },
      {
        onSuccess: (result) => {
          // Spec 000 §5: a phone sign-in without a token has not signed anyone in.
          if (!result?.token) {
            setNotice({ type: 'error', text: translateShared(SIGN_IN_TEXT.noToken) });
            return;
          }
          onSuccess(result);
        },
        onError: (error) => showFailure(error, translateShared(SMS_MESSAGES.codeWrong)),
      },
    );
  };

  return (
    <Form form={form} onFinish={submit} size="large" autoComplete="on" data-testid="phone-login-form">
      {notice && (
        <Alert
          type={notice.type}
          title={notice.text}
          showIcon
          style={{ marginBottom: 16 }}
          data-testid={notice.type === 'error' ? 'login-alert' : 'phone-code-sent'}
        />
      )}
      <Form.Item name="phone" rules={phoneRules()}>
        <Input
          id="phone"
          name="phone"
          inputMode="numeric"
          autoComplete="tel"
          maxLength={11}
          prefix={<MobileOutlined />}
          placeholder={translateShared(SIGN_IN_TEXT.phone)}
        />
      </Form.Item>
      <div className={styles.codeRow}>
        <Form.Item name="captcha" rules={codeRules()} className={styles.codeField}>
          <Input
            id="sms-code"
            name="captcha"
            inputMode="numeric"
            autoComplete="one-time-code"
            maxLength={SMS_CODE.length}
            prefix={<LockOutlined />}
            placeholder={translateShared(SIGN_IN_TEXT.code)}
          />
        </Form.Item>
        <Button
          onClick={() => void requestCode()}
          disabled={wait > 0 || sending}
          data-testid="phone-send-code"
          className={styles.sendCode}
        >
          {translateShared(
            sending
              ? SIGN_IN_TEXT.sending
              : wait > 0
                ? SIGN_IN_TEXT.resendIn({ seconds: wait })
                : SIGN_IN_TEXT.sendCode,
          )}
        </Button>
      </div>
      <Form.Item>
        <Button
          type="primary"
          htmlType="submit"
          block
          loading={login.pending}
          data-testid="phone-login-submit"
        >
          {translateShared(SIGN_IN_TEXT.phoneSubmit)}
        </Button>
      </Form.Item>
    </Form>
  );
}
