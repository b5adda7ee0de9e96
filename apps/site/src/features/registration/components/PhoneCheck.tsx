import { registrationCodeRequestSchema, registrationVerifySchema } from '@awards/shared/site-registration';
import { ApiError } from '@awards/web-common/apiError';
import { translateShared } from '@awards/web-common/i18n';
import { zodRule } from '@awards/web-common/zodRule';
import { Alert, Button, Form, Input, Space } from 'antd';
import { useEffect, useState } from 'react';
import { registrationApi, storeTicket } from '../api/registration';
import { useRegistrationText } from '../i18n';

interface Values {
  phone: string;
  code: string;
}

/** The first step: the applicant proves a mobile number with an SMS code; the ticket is kept for the tab. */
export function PhoneCheck({ onVerified }: { onVerified: () => void }) {
  const t = useRegistrationText();
  const [form] = Form.useForm<Values>();
  const [wait, setWait] = useState(0);
  const [error, setError] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);

  useEffect(() => {
    if (wait <= 0) return;
    const timer = setTimeout(() => setWait((s) => s - 1), 1000);
    return () => clearTimeout(timer);
  }, [wait]);

  const failed = (e: unknown) =>
    setError(e instanceof ApiError ? translateShared(e.ref ?? e.message) : String(e));

  const send = async () => {
    const { phone } = await form.validateFields(['phone']).catch(() => ({ phone: null }));
    if (!phone) return;
    setError(null);
    try {
      setWait((await registrationApi.sendCode(phone.trim())).resendAfter);
    } catch (e) {
      failed(e);
    }
  };

  const verify = async (values: Values) => {
    setBusy(true);
    setError(null);
    try {
      const { ticket } = await registrationApi.verify(values.phone.trim(), values.code.trim());
      storeTicket(ticket);
      onVerified();
    } catch (e) {
      failed(e);
    } finally {
      setBusy(false);
    }
  };

  const shape = registrationVerifySchema.shape;
  return (
    <Form form={form} layout="vertical" onFinish={verify} data-testid="registration-phone" requiredMark>
      {error && (
        <Alert
          type="error"
          showIcon
          title={error}
          style={{ marginBottom: 16 }}
          data-testid="registration-alert"
        />
      )}
      <Form.Item
        name="phone"
        label={t('phone')}
        // The label names the field by the id the input is given (axe: a form element needs a label).
        htmlFor="reg-phone"
        rules={[zodRule(registrationCodeRequestSchema.shape.phone, translateShared)]}
      >
        <Input id="reg-phone" inputMode="numeric" autoComplete="tel" maxLength={11} />
      </Form.Item>
      <Form.Item label={t('code')} required>
        <Space.Compact block>
          <Form.Item name="code" noStyle rules={[zodRule(shape.code, translateShared)]}>
            <Input
              id="reg-code"
              inputMode="numeric"
              autoComplete="one-time-code"
              maxLength={6}
              aria-label={t('code')}
            />
          </Form.Item>
          <Button onClick={send} disabled={wait > 0} data-testid="registration-send-code">
            {wait > 0 ? t('resendIn', { seconds: wait }) : t('sendCode')}
          </Button>
        </Space.Compact>
      </Form.Item>
      <Button type="primary" htmlType="submit" block loading={busy} data-testid="registration-verify">
        {t('verify')}
      </Button>
    </Form>
  );
}
