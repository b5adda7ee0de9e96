import { LockOutlined, UserOutlined } from '@ant-design/icons';
import { type LoginForm as LoginValues, loginFormSchema } from '@awards/shared/auth';
import { Button, Form, type FormInstance, Input } from 'antd';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { translateShared } from '../../../i18n/sharedMessages';
import { zodRule } from '../../../lib/zodRule';

const usernameRule = zodRule(loginFormSchema.shape.username, translateShared);
const passwordRule = zodRule(loginFormSchema.shape.password, translateShared);

interface Props {
  form: FormInstance<LoginValues>;
  submitting: boolean;
  onSubmit: (values: LoginValues) => void;
  /** The captcha row, present only when the server asked for it. */
  captcha: ReactNode;
}

export function LoginForm({ form, submitting, onSubmit, captcha }: Props) {
  const { t } = useTranslation();
  return (
    <Form form={form} onFinish={onSubmit} size="large" autoComplete="on">
      <Form.Item name="username" rules={[usernameRule]}>
        <Input
          id="username"
          name="username"
          prefix={<UserOutlined />}
          autoComplete="username"
          placeholder={t('login.username')}
        />
      </Form.Item>
      <Form.Item name="password" rules={[passwordRule]}>
        <Input.Password
          id="password"
          name="password"
          prefix={<LockOutlined />}
          autoComplete="current-password"
          placeholder={t('login.password')}
        />
      </Form.Item>
      {captcha}
      <Form.Item>
        <Button type="primary" htmlType="submit" block loading={submitting} data-testid="login-submit">
          {t('login.submit')}
        </Button>
      </Form.Item>
    </Form>
  );
}
