import { PASSWORD_MESSAGES } from '@awards/shared/password';
import { adminPasswordField, type UserView } from '@awards/shared/users';
import { showSaveError } from '@awards/web-common/formErrors';
import { zodRule } from '@awards/web-common/zodRule';
import { App, Form, Input, Modal } from 'antd';
import { submitOnEnter } from '../../../components/submitOnEnter';
import { useResetPassword } from '../api/userActions';
import { useUsersT } from '../i18n';

interface Values {
  password: string;
  confirm: string;
}

/** Sets a user's password with the shared rule; the server ends the user's sessions. */
export function ResetPasswordModal({ user, onClose }: { user: UserView; onClose: () => void }) {
  const { t, tr } = useUsersT();
  const { message } = App.useApp();
  const [form] = Form.useForm<Values>();
  const reset = useResetPassword();

  const submit = async () => {
    const values = await form.validateFields().catch(() => null);
    if (!values) return;
    reset.mutate(
      { userId: user.userId, password: values.password },
      {
        onSuccess: () => {
          void message.success(t('password.done'));
          onClose();
        },
        onError: (error) => showSaveError(error, form, ['password'], message.error, tr),
      },
    );
  };

  const sameAsPassword = ({ getFieldValue }: { getFieldValue: (name: string) => unknown }) => ({
    validator: async (_: unknown, value: unknown) => {
      if (value !== getFieldValue('password')) throw new Error(tr(PASSWORD_MESSAGES.mismatch));
    },
  });

  return (
    <Modal
      open
      title={t('password.title', { name: user.realname })}
      okText={t('form.ok')}
      cancelText={t('form.cancel')}
      confirmLoading={reset.isPending}
      onOk={submit}
      onCancel={onClose}
      destroyOnHidden
    >
      <Form<Values>
        onKeyDown={submitOnEnter(submit)}
        form={form}
        name="passwordForm"
        layout="vertical"
        data-testid="password-form"
      >
        <Form.Item
          name="password"
          label={t('password.password')}
          required
          rules={[zodRule(adminPasswordField, tr)]}
        >
          <Input.Password maxLength={128} autoComplete="new-password" />
        </Form.Item>
        <Form.Item
          name="confirm"
          label={t('password.confirm')}
          required
          dependencies={['password']}
          rules={[sameAsPassword]}
        >
          <Input.Password maxLength={128} autoComplete="new-password" />
        </Form.Item>
      </Form>
    </Modal>
  );
}
