import { type UnitRegistration, unitRegistrationSchema } from '@awards/shared/site-registration';
import { translateShared } from '@awards/web-common/i18n';
import { zodRule } from '@awards/web-common/zodRule';
import { Button, Form, Input, Select } from 'antd';
import { useEffect, useState } from 'react';
import { registrationApi } from '../api/registration';
import { useRegistrationText } from '../i18n';
import { FileField } from './FileField';
import { takenRule, useSubmitApplication } from './useSubmitApplication';

interface Props {
  initial?: (UnitRegistration & { licenceFileName: string | null }) | null;
  resubmit: boolean;
  onDone: () => void;
  onError: (message: string) => void;
  onExpired: () => void;
}

const rule = (field: keyof UnitRegistration) => zodRule(unitRegistrationSchema.shape[field], translateShared);

/** A declaring unit's application: every field with the server's rule and message, duplicates named on leaving a field. */
export function UnitForm({ initial, resubmit, onDone, onError, onExpired }: Props) {
  const t = useRegistrationText();
  const [form] = Form.useForm<UnitRegistration>();
  const [regions, setRegions] = useState<{ code: string; name: string }[]>([]);
  useEffect(() => {
    void registrationApi.regions().then(setRegions, () => undefined);
  }, []);
  const { submit, busy } = useSubmitApplication(form, registrationApi.unit, { onDone, onError, onExpired });
  return (
    <Form
      form={form}
      layout="vertical"
      initialValues={initial ?? undefined}
      onFinish={submit}
      data-testid="unit-form"
    >
      <Form.Item
        name="unitName"
        label={t('unitName')}
        validateTrigger="onBlur"
        rules={[rule('unitName'), takenRule((v) => registrationApi.check('unitName', v))]}
      >
        <Input id="unitName" maxLength={100} />
      </Form.Item>
      <Form.Item
        name="creditCode"
        label={t('creditCode')}
        validateTrigger="onBlur"
        rules={[rule('creditCode'), takenRule((v) => registrationApi.check('creditCode', v))]}
      >
        <Input id="creditCode" maxLength={18} style={{ textTransform: 'uppercase' }} />
      </Form.Item>
      <Form.Item name="regionCode" label={t('region')} rules={[rule('regionCode')]}>
        <Select
          id="regionCode"
          showSearch={{ optionFilterProp: 'label' }}
          options={regions.map((r) => ({ value: r.code, label: r.name }))}
        />
      </Form.Item>
      <Form.Item name="address" label={t('address')} rules={[rule('address')]}>
        <Input id="address" maxLength={200} />
      </Form.Item>
      <Form.Item name="contactPerson" label={t('contactPerson')} rules={[rule('contactPerson')]}>
        <Input id="contactPerson" maxLength={50} />
      </Form.Item>
      <Form.Item
        name="email"
        label={t('email')}
        validateTrigger="onBlur"
        rules={[rule('email'), takenRule((v) => registrationApi.check('email', v))]}
      >
        <Input id="email" type="email" autoComplete="email" />
      </Form.Item>
      <Form.Item name="licenceFileId" label={t('licence')} rules={[rule('licenceFileId')]}>
        <FileField id="licenceFileId" initialName={initial?.licenceFileName} onError={onError} />
      </Form.Item>
      <Button type="primary" htmlType="submit" block loading={busy} data-testid="registration-submit">
        {resubmit ? t('resubmit') : t('submit')}
      </Button>
    </Form>
  );
}
