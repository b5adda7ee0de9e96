import { PASSWORD_MESSAGES } from '@awards/shared/password';
import { PATTERNS } from '@awards/shared/validators';
import { Form, Input } from 'antd';
import { translateShared } from '../i18n';

/**
 * The new password and its confirmation, with the password rule and the mismatch check of the
 * shared messages: the fields `newPassword` and `confirmPassword` of a form that sets or changes
 * a password (the site's password change and recovery).
 */
export function NewPasswordFields({ newLabel, confirmLabel }: { newLabel: string; confirmLabel: string }) {
  return (
    <>
      <Form.Item
        name="newPassword"
        label={newLabel}
        rules={[
          { required: true, message: translateShared(PASSWORD_MESSAGES.newRequired) },
          { pattern: PATTERNS.password, message: translateShared(PASSWORD_MESSAGES.newRule) },
        ]}
      >
        <Input.Password autoComplete="new-password" />
      </Form.Item>
      <Form.Item
        name="confirmPassword"
        label={confirmLabel}
        dependencies={['newPassword']}
        rules={[
          { required: true, message: translateShared(PASSWORD_MESSAGES.confirmRequired) },
          ({ getFieldValue }) => ({
            validator: async (_rule, value) => {
              if (value && value !== getFieldValue('newPassword'))
                throw new Error(translateShared(PASSWORD_MESSAGES.mismatch));
            },
          }),
        ]}
      >
        <Input.Password autoComplete="new-password" />
      </Form.Item>
    </>
  );
}
