import { personRegistrationSchema } from '@awards/shared/site-registration';
import { translateShared } from '@awards/web-common/i18n';
import { NewPasswordFields } from '@awards/web-common/ui/NewPasswordFields';
import { zodRule } from '@awards/web-common/zodRule';
import { Button, Form, Input } from 'antd';
import { type PersonValues, registrationApi } from '../api/registration';
import { useRegistrationText } from '../i18n';
import { takenRule, useSubmitApplication } from './useSubmitApplication';

interface Props {
  onDone: () => void;
  onError: (message: string) => void;
  onExpired: () => void;
}

const shape = personRegistrationSchema.shape;

/**
 * A person's registration, to file objections: the real name, the ID number (its check digit,
 * and named when taken on leaving the field) and a password of the password rule, twice. No
 * audit: the account is active once submitted (docs/domain.md "Objections", "Who files").
 */
export function PersonForm({ onDone, onError, onExpired }: Props) {
  const t = useRegistrationText();
  const [form] = Form.useForm<PersonValues>();
  const { submit, busy } = useSubmitApplication(form, registrationApi.person, {
    onDone,
    onError,
    onExpired,
    confirm: false,
  });
  return (
    <Form form={form} layout="vertical" onFinish={submit} data-testid="person-form">
      <p>{t('personLead')}</p>
      <Form.Item name="realname" label={t('realname')} rules={[zodRule(shape.realname, translateShared)]}>
        <Input id="realname" maxLength={50} autoComplete="name" />
      </Form.Item>
      <Form.Item
        name="idNumber"
        label={t('idNumber')}
        validateTrigger="onBlur"
        rules={[
          zodRule(shape.idNumber, translateShared),
          takenRule((v) => registrationApi.check('personIdNumber', v)),
        ]}
      >
        <Input id="idNumber" maxLength={18} />
      </Form.Item>
      <NewPasswordFields newLabel={t('password')} confirmLabel={t('confirmPassword')} />
      <Button type="primary" htmlType="submit" block loading={busy} data-testid="registration-submit">
        {t('personSubmit')}
      </Button>
    </Form>
  );
}
