import { LockOutlined, UserOutlined } from '@ant-design/icons';
import type { LoginForm as LoginValues } from '@awards/shared/auth';
import { Button, Form, type FormInstance, type FormRule } from 'antd';
// The two inputs alone: antd's Input entry also carries TextArea, Search and OTP (~8 KB gzip)
// into the login page, which has a bundle budget (bench/bundle-browser.mjs).
import Input from 'antd/es/input/Input';
import Password from 'antd/es/input/Password';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { translateShared } from '../../i18n';
import { asRule, checkPassword, checkUsername } from '../../signInChecks';
import { SIGN_IN_TEXT } from '../../signInText';

/**
 * The rules of the shared login schema, with the same messages and limits (signInChecks.ts,
 * which the site's plain form runs too): the schema library (zod) stays out of the login
 * page's bundle.
 */
const usernameRules = (): FormRule[] => [asRule(checkUsername, translateShared)];
const passwordRules = (): FormRule[] => [asRule(checkPassword, translateShared)];

interface Props {
  form: FormInstance<LoginValues>;
  submitting: boolean;
  onSubmit: (values: LoginValues) => void;
  /** The captcha row, present only when the server asked for it. */
  captcha: ReactNode;
}

export function LoginForm({ form, submitting, onSubmit, captcha }: Props) {
  // Drawn again when the language changes.
  useTranslation();
  const t = (key: 'username' | 'password' | 'captcha' | 'captchaRefresh' | 'submit') =>
    translateShared(SIGN_IN_TEXT[key]);
  return (
    <Form form={form} onFinish={onSubmit} size="large" autoComplete="on">
      <Form.Item name="username" rules={usernameRules()}>
        <Input
          id="username"
          name="username"
          prefix={<UserOutlined />}
          autoComplete="username"
          placeholder={t('username')}
        />
      </Form.Item>
      <Form.Item name="password" rules={passwordRules()}>
        <Password
          id="password"
          name="password"
          prefix={<LockOutlined />}
          autoComplete="current-password"
          placeholder={t('password')}
        />
      </Form.Item>
      {captcha}
      <Form.Item>
        <Button type="primary" htmlType="submit" block loading={submitting} data-testid="login-submit">
          {t('submit')}
        </Button>
      </Form.Item>
    </Form>
  );
}
