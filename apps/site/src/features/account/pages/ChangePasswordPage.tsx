import type { Texts } from '@awards/shared/i18n';
import { PASSWORD_MESSAGES } from '@awards/shared/password';
import { ApiError } from '@awards/web-common/apiError';
import { translateShared } from '@awards/web-common/i18n';
import { NewPasswordFields } from '@awards/web-common/ui/NewPasswordFields';
import { Alert, Button, Form, Input } from 'antd';
import { useState } from 'react';
import styles from '../../../components/content.module.css';
import { usePageTitle } from '../../../components/usePageTitle';
import { useTexts } from '../../../lib/texts';
import { changeOwnPassword } from '../changePassword';

interface Values {
  oldPassword: string;
  newPassword: string;
  confirmPassword: string;
}

const T = {
  old: ['当前密码', '目前密碼', 'Current password'],
  new: ['新密码', '新密碼', 'New password'],
  confirm: ['确认新密码', '確認新密碼', 'Confirm the new password'],
  submit: ['修改密码', '修改密碼', 'Change the password'],
  done: [
    '密码已修改，其他设备上的登录已退出',
    '密碼已修改，其他裝置上的登入已登出',
    'Your password is changed; your other devices are signed out',
  ],
} satisfies Record<string, Texts>;

/** The own password changed (`/rest/user/UpdPwd`, docs/site.md "Passwords"); other sign-ins end. */
export function ChangePasswordPage() {
  const title = usePageTitle();
  const texts = useTexts();
  const [form] = Form.useForm<Values>();
  const [pending, setPending] = useState(false);
  const [result, setResult] = useState<{ type: 'success' | 'error'; text: string } | null>(null);

  const submit = async (values: Values) => {
    setResult(null);
    setPending(true);
    try {
      await changeOwnPassword(values);
      form.resetFields();
      setResult({ type: 'success', text: texts(T.done) });
    } catch (error) {
      const data =
        error instanceof ApiError ? (error.dataSet as { fieldErrors?: Record<string, string> } | null) : null;
      const fields = Object.entries(data?.fieldErrors ?? {});
      form.setFields(
        fields.map(([name, message]) => ({ name: name as keyof Values, errors: [translateShared(message)] })),
      );
      if (fields.length === 0 && error instanceof Error) setResult({ type: 'error', text: error.message });
    } finally {
      setPending(false);
    }
  };

  return (
    <section data-testid="site-password">
      <h1 className={styles.heading}>{title}</h1>
      <div className={styles.card} style={{ maxWidth: 480 }}>
        {result && (
          <Alert
            type={result.type}
            showIcon
            title={result.text}
            style={{ marginBottom: 16 }}
            data-testid="password-result"
          />
        )}
        <Form form={form} layout="vertical" onFinish={(v) => void submit(v)}>
          <Form.Item
            name="oldPassword"
            label={texts(T.old)}
            rules={[{ required: true, message: translateShared(PASSWORD_MESSAGES.oldRequired) }]}
          >
            <Input.Password autoComplete="current-password" />
          </Form.Item>
          <NewPasswordFields newLabel={texts(T.new)} confirmLabel={texts(T.confirm)} />
          <Button type="primary" htmlType="submit" block loading={pending} data-testid="password-submit">
            {texts(T.submit)}
          </Button>
        </Form>
      </div>
    </section>
  );
}
