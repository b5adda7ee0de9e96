import type { Texts } from '@awards/shared/i18n';
import { SMS_CODE, SMS_MESSAGES } from '@awards/shared/sms-sign-in';
import { PATTERNS } from '@awards/shared/validators';
import { ApiError } from '@awards/web-common/apiError';
import { translateShared } from '@awards/web-common/i18n';
import { NewPasswordFields } from '@awards/web-common/ui/NewPasswordFields';
import { Alert, Button, Form, Input } from 'antd';
import { useEffect, useState } from 'react';
import { Link } from 'react-router';
import { usePageTitle } from '../../../components/usePageTitle';
import { SITE_PATHS } from '../../../config/paths';
import { useTexts } from '../../../lib/texts';
import { recoverPassword, sendRecoveryCode } from '../recoverPassword';
import styles from './SignInPage.module.css';

interface Values {
  phone: string;
  captcha: string;
  newPassword: string;
  confirmPassword: string;
}

const T = {
  intro: [
    '输入账号绑定的手机号，用短信验证码设置新密码。设置后，该账号在各处的登录都将退出。',
    '輸入帳號綁定的手機號，用短信驗證碼設定新密碼。設定後，該帳號在各處的登入都將登出。',
    'Enter the mobile number of your account and set a new password with the SMS code. Every sign-in of the account then ends.',
  ],
  phone: ['手机号码', '手機號碼', 'Mobile number'],
  code: ['短信验证码', '短信驗證碼', 'SMS code'],
  send: ['获取验证码', '獲取驗證碼', 'Send code'],
  resend: ['{s}秒后重发', '{s}秒後重發', 'Resend in {s} s'],
  newPassword: ['新密码', '新密碼', 'New password'],
  confirm: ['确认新密码', '確認新密碼', 'Confirm the new password'],
  submit: ['设置新密码', '設定新密碼', 'Set the new password'],
  done: [
    '密码已重置，请用新密码登录',
    '密碼已重設，請用新密碼登入',
    'Your password is reset: sign in with the new one',
  ],
  signIn: ['返回登录', '返回登入', 'Back to sign-in'],
} satisfies Record<string, Texts>;

/** Password recovery by SMS code (docs/site.md "Passwords"): no sign-in needed. */
export function RecoverPage() {
  const title = usePageTitle();
  const texts = useTexts();
  const [form] = Form.useForm<Values>();
  const [wait, setWait] = useState(0);
  const [notice, setNotice] = useState<{ type: 'success' | 'error' | 'info'; text: string } | null>(null);
  const [pending, setPending] = useState(false);
  const [done, setDone] = useState(false);

  useEffect(() => {
    if (wait <= 0) return;
    const timer = setTimeout(() => setWait((s) => s - 1), 1000);
    return () => clearTimeout(timer);
  }, [wait]);

  const failed = (error: unknown) => {
    const fields =
      error instanceof ApiError ? (error.dataSet as { fieldErrors?: Record<string, string> } | null) : null;
    const entries = Object.entries(fields?.fieldErrors ?? {});
    form.setFields(
      entries.map(([name, message]) => ({ name: name as keyof Values, errors: [translateShared(message)] })),
    );
    if (entries.length === 0 && error instanceof Error) setNotice({ type: 'error', text: error.message });
  };

  const send = async () => {
    setNotice(null);
    const { phone } = await form.validateFields(['phone']);
    try {
      const answer = await sendRecoveryCode(phone);
      setNotice({ type: 'info', text: answer.message });
      setWait(answer.resendAfter);
    } catch (error) {
      failed(error);
    }
  };

  const submit = async (values: Values) => {
    setNotice(null);
    setPending(true);
    try {
      await recoverPassword(values);
      setDone(true);
    } catch (error) {
      failed(error);
    } finally {
      setPending(false);
    }
  };

  return (
    <section className={styles.panel} data-testid="site-recover">
      <h1 className={styles.heading}>{title}</h1>
      {done ? (
        <Alert type="success" showIcon title={texts(T.done)} data-testid="recover-done" />
      ) : (
        <>
          <p>{texts(T.intro)}</p>
          {notice && <Alert type={notice.type} showIcon title={notice.text} style={{ marginBottom: 16 }} />}
          <Form form={form} layout="vertical" onFinish={(v) => void submit(v)} requiredMark>
            <Form.Item
              name="phone"
              label={texts(T.phone)}
              rules={[
                { required: true, whitespace: true, message: translateShared(SMS_MESSAGES.phoneRequired) },
                { pattern: PATTERNS.mobile, message: translateShared(SMS_MESSAGES.phone) },
              ]}
            >
              <Input autoComplete="tel" inputMode="tel" maxLength={11} />
            </Form.Item>
            <Form.Item label={texts(T.code)} required>
              <div style={{ display: 'flex', gap: 8 }}>
                <Form.Item
                  name="captcha"
                  noStyle
                  rules={[
                    { required: true, whitespace: true, message: translateShared(SMS_MESSAGES.codeRequired) },
                    {
                      pattern: new RegExp(`^\\d{${SMS_CODE.length}}$`),
                      message: translateShared(SMS_MESSAGES.code),
                    },
                  ]}
                >
                  <Input
                    aria-label={texts(T.code)}
                    autoComplete="one-time-code"
                    inputMode="numeric"
                    maxLength={6}
                  />
                </Form.Item>
                <Button onClick={() => void send()} disabled={wait > 0} data-testid="recover-send">
                  {wait > 0 ? texts(T.resend).replace('{s}', String(wait)) : texts(T.send)}
                </Button>
              </div>
            </Form.Item>
            <NewPasswordFields newLabel={texts(T.newPassword)} confirmLabel={texts(T.confirm)} />
            <Button type="primary" htmlType="submit" block loading={pending} data-testid="recover-submit">
              {texts(T.submit)}
            </Button>
          </Form>
        </>
      )}
      <p style={{ marginTop: 16 }}>
        <Link to={SITE_PATHS.signIn}>{texts(T.signIn)}</Link>
      </p>
    </section>
  );
}
