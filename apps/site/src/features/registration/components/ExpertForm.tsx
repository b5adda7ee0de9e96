import { type ExpertRegistration, expertRegistrationSchema } from '@awards/shared/site-registration';
import { optionalRule } from '@awards/web-common/formErrors';
import { translateShared } from '@awards/web-common/i18n';
import { zodRule } from '@awards/web-common/zodRule';
import { Button, Form, Input, Radio, Select } from 'antd';
import { useEffect, useState } from 'react';
import { useBankChoices } from '../../../components/useBankChoices';
import { registrationApi } from '../api/registration';
import { useRegistrationText } from '../i18n';
import { FileField } from './FileField';
import { takenRule, useSubmitApplication } from './useSubmitApplication';

type Initial = Omit<ExpertRegistration, 'bankAccount'> & { bankAccount: string; cvFileName: string | null };

interface Props {
  initial?: Initial | null;
  resubmit: boolean;
  onDone: () => void;
  onError: (message: string) => void;
  onExpired: () => void;
}

const rule = (field: keyof ExpertRegistration) =>
  zodRule(expertRegistrationSchema.shape[field], translateShared);

/** An expert's application: the person, the work, the honoraria account (bank and branch from the list), the CV. */
export function ExpertForm({ initial, resubmit, onDone, onError, onExpired }: Props) {
  const t = useRegistrationText();
  const [form] = Form.useForm<ExpertRegistration>();
  const [disciplines, setDisciplines] = useState<{ code: string; value: string }[]>([]);
  const bankId = Form.useWatch('bankId', form);
  const { banks, branches, searchBranches } = useBankChoices(bankId);
  useEffect(() => {
    void registrationApi.disciplines().then(setDisciplines, () => undefined);
  }, []);
  const { submit, busy } = useSubmitApplication(form, registrationApi.expert, { onDone, onError, onExpired });
  return (
    <Form
      form={form}
      layout="vertical"
      initialValues={initial ?? undefined}
      onFinish={submit}
      data-testid="expert-form"
    >
      <Form.Item name="expertName" label={t('expertName')} rules={[rule('expertName')]}>
        <Input id="expertName" maxLength={50} />
      </Form.Item>
      <Form.Item name="sex" label={t('sex')}>
        <Radio.Group
          options={[
            { value: 1, label: t('male') },
            { value: 2, label: t('female') },
          ]}
        />
      </Form.Item>
      <Form.Item
        name="idNumber"
        label={t('idNumber')}
        validateTrigger="onBlur"
        rules={[rule('idNumber'), takenRule((v) => registrationApi.check('idNumber', v))]}
      >
        <Input id="idNumber" maxLength={18} />
      </Form.Item>
      <Form.Item name="organisation" label={t('organisation')} rules={[rule('organisation')]}>
        <Input id="organisation" maxLength={100} />
      </Form.Item>
      <Form.Item name="title" label={t('title')} rules={[rule('title')]}>
        <Input id="title" maxLength={50} />
      </Form.Item>
      <Form.Item name="discipline" label={t('discipline')} rules={[rule('discipline')]}>
        <Select
          id="discipline"
          showSearch={{ optionFilterProp: 'label' }}
          options={disciplines.map((d) => ({ value: d.code, label: d.value }))}
        />
      </Form.Item>
      <Form.Item
        name="email"
        label={t('email')}
        validateTrigger="onBlur"
        rules={[
          optionalRule(expertRegistrationSchema.shape.email, translateShared),
          takenRule((v) => registrationApi.check('email', v)),
        ]}
      >
        <Input id="email" type="email" autoComplete="email" />
      </Form.Item>
      <Form.Item name="bankId" label={t('bank')} rules={[rule('bankId')]}>
        <Select
          id="bankId"
          options={banks.map((b) => ({ value: b.bankId, label: b.bankName }))}
          onChange={() => form.setFieldValue('bankBranchId', undefined)}
        />
      </Form.Item>
      <Form.Item name="bankBranchId" label={t('branch')} rules={[rule('bankBranchId')]}>
        <Select
          id="bankBranchId"
          disabled={!bankId}
          // No placeholder while disabled: its greyed text fails AA contrast (axe), and says nothing yet.
          placeholder={bankId ? t('branchSearch') : undefined}
          showSearch={{ filterOption: false, onSearch: searchBranches }}
          options={branches.map((b) => ({ value: b.branchId, label: b.branchName }))}
        />
      </Form.Item>
      <Form.Item name="bankAccount" label={t('bankAccount')} rules={[rule('bankAccount')]}>
        <Input id="bankAccount" inputMode="numeric" maxLength={30} />
      </Form.Item>
      <Form.Item name="cvFileId" label={t('cv')} rules={[rule('cvFileId')]}>
        <FileField id="cvFileId" initialName={initial?.cvFileName} onError={onError} />
      </Form.Item>
      <Button type="primary" htmlType="submit" block loading={busy} data-testid="registration-submit">
        {resubmit ? t('resubmit') : t('submit')}
      </Button>
    </Form>
  );
}
