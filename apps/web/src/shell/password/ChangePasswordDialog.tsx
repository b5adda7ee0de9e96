import { changePasswordSchema, newPasswordSchema, PASSWORD_MESSAGES } from '@awards/shared/password';
import { ApiError } from '@awards/web-common/apiError';
import { clientText } from '@awards/web-common/i18n';
import { zodRule } from '@awards/web-common/zodRule';
import { App, Form, Input, Modal } from 'antd';
import { useTranslation } from 'react-i18next';
import { submitOnEnter } from '../../components/submitOnEnter';
import { type PasswordForm, useChangePassword } from '../api/changePassword';
import { translatePassword } from './passwordMessages';

/** Spec 000 §4/§9: after a successful change the user is logged out 1 s later. */
export const LOGOUT_DELAY_MS = 1_000;

const FIELDS = ['oldPassword', 'newPassword', 'confirmPassword'] as const;
const oldRule = zodRule(changePasswordSchema.shape.oldPassword, translatePassword);
const newRule = zodRule(newPasswordSchema, translatePassword);
const confirmRule = zodRule(changePasswordSchema.shape.confirmPassword, translatePassword);

type Field = (typeof FIELDS)[number];

function fieldErrorsOf(error: unknown): [Field, string][] {
  if (!(error instanceof ApiError) || error.status !== 400) return [];
  const fields = (error.dataSet as { fieldErrors?: Record<string, string> } | null)?.fieldErrors ?? {};
  return Object.entries(fields).filter((entry): entry is [Field, string] =>
    (FIELDS as readonly string[]).includes(entry[0]),
  );
}

/** The change-password dialog of spec 000 §2/§5. */
interface Props {
  open: boolean;
  onClose: () => void;
  /** Logout, run 1 s after a successful change (it also clears the stored theme). */
  onSignOut: () => void;
}

export function ChangePasswordDialog({ open, onClose, onSignOut }: Props) {
  const { t } = useTranslation();
  const { notification } = App.useApp();
  const [form] = Form.useForm<PasswordForm>();
  const mutation = useChangePassword();

  const onFinish = (values: PasswordForm) =>
    mutation.mutate(values, {
      onSuccess: () => {
        onClose();
        notification.warning({
          title: t('password.changed'),
          description: t('password.changedDetail'),
          duration: 3,
        });
        setTimeout(onSignOut, LOGOUT_DELAY_MS);
      },
      onError: (error) => {
        const fieldErrors = fieldErrorsOf(error);
        if (fieldErrors.length) {
          form.setFields(
            fieldErrors.map(([name, message]) => ({ name, errors: [translatePassword(message)] })),
          );
          return;
        }
        // No WebCrypto means the page is served over plain HTTP (docs/security.md).
        const insecure = !(error instanceof ApiError) && !globalThis.crypto?.subtle;
        const text =
          error instanceof ApiError && error.message
            ? error.message
            : t(insecure ? 'password.needsHttps' : 'password.failed');
        notification.error({ title: clientText('title'), description: translatePassword(text), duration: 4 });
      },
    });

  const sameAsNew = ({ getFieldValue }: { getFieldValue: (name: string) => unknown }) => ({
    validator: async (_: unknown, value: unknown) => {
      if (value && value !== getFieldValue('newPassword'))
        throw new Error(translatePassword(PASSWORD_MESSAGES.mismatch));
    },
  });

  return (
    <Modal
      title={t('header.changePassword')}
      open={open}
      onCancel={onClose}
      onOk={() => form.submit()}
      okText={t('layout.ok')}
      cancelText={t('layout.cancel')}
      confirmLoading={mutation.isPending}
      destroyOnHidden
      data-testid="change-password-dialog"
    >
      <Form
        form={form}
        onKeyDown={submitOnEnter(() => form.submit())}
        layout="vertical"
        onFinish={onFinish}
        autoComplete="off"
      >
        <Form.Item name="oldPassword" label={t('password.old')} rules={[oldRule]} required>
          <Input.Password
            id="oldPassword"
            autoComplete="current-password"
            placeholder={t('password.oldPlaceholder')}
          />
        </Form.Item>
        <Form.Item name="newPassword" label={t('password.new')} rules={[newRule]} required>
          <Input.Password
            id="newPassword"
            autoComplete="new-password"
            placeholder={t('password.newPlaceholder')}
          />
        </Form.Item>
        <Form.Item
          name="confirmPassword"
          label={t('password.confirm')}
          rules={[confirmRule, sameAsNew]}
          dependencies={['newPassword']}
          required
        >
          <Input.Password
            id="confirmPassword"
            autoComplete="new-password"
            placeholder={t('password.confirmPlaceholder')}
          />
        </Form.Item>
      </Form>
    </Modal>
  );
}
