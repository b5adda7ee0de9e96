import {
  EXPERT_KEYWORDS_MAX,
  EXPERT_MESSAGES,
  type MyExpertUpdate,
  type MyExpertView,
  myExpertUpdateSchema,
} from '@awards/shared/experts';
import { optionalRule, showSaveError } from '@awards/web-common/formErrors';
import { translateShared } from '@awards/web-common/i18n';
import { zodRule } from '@awards/web-common/zodRule';
import { Alert, App, Button, Form, Input, Select } from 'antd';
import { useState } from 'react';
import styles from '../../../components/content.module.css';
import { useBankChoices } from '../../../components/useBankChoices';
import { fill, useTexts } from '../../../lib/texts';
import { useDisciplines, useUpdateMyExpert } from '../api';
import { T } from '../texts';

type Values = Omit<MyExpertUpdate, 'keywords'> & { keywords?: string[] };
const FIELDS = myExpertUpdateSchema.shape;
const NAMES = ['phone', 'email', 'bankId', 'bankBranchId', 'bankAccount', 'discipline', 'keywords'];

/**
 * What the expert may change themselves: contact, honoraria account (bank and branch from the
 * list, the account retyped to change), discipline and keywords. Name, organisation and title
 * are shown, changed by staff. A new discipline is confirmed first: it sends the record back
 * to the registration audit, and the page says so once saved.
 */
export function ProfileForm({ expert }: { expert: MyExpertView }) {
  const texts = useTexts();
  const { message, modal } = App.useApp();
  const [form] = Form.useForm<Values>();
  const update = useUpdateMyExpert();
  const disciplines = useDisciplines();
  const [backToAudit, setBackToAudit] = useState(false);
  const bankId = Form.useWatch('bankId', form);
  const { banks, branches, searchBranches, loadingBanks } = useBankChoices(
    bankId,
    expert.bankBranchId && expert.bankBranchName
      ? [{ branchId: expert.bankBranchId, branchName: expert.bankBranchName, branchCode: '' }]
      : [],
  );

  const send = (values: Values) =>
    update
      .mutateAsync({
        ...values,
        bankAccount: values.bankAccount || undefined,
        keywords: values.keywords ?? [],
      })
      .then(
        (result) => {
          setBackToAudit(result.backToAudit);
          form.setFieldValue('bankAccount', '');
          void message.success(texts(result.backToAudit ? T.backToAudit : T.saved));
        },
        (error) => showSaveError(error, form, NAMES, message.error, translateShared),
      );
  const submit = (values: Values) =>
    values.discipline !== expert.discipline
      ? modal.confirm({
          title: texts(T.confirmAudit),
          content: texts(T.disciplineAudit),
          okText: texts(T.ok),
          cancelText: texts(T.cancel),
          onOk: () => send(values),
        })
      : send(values);

  return (
    <div className={styles.card} data-testid="expert-profile">
      <dl className={styles.definitions}>
        <dt>{texts(T.expertName)}</dt>
        <dd>{expert.expertName}</dd>
        <dt>{texts(T.organisation)}</dt>
        <dd>{expert.organisation}</dd>
        <dt>{texts(T.title)}</dt>
        <dd>{expert.title ?? '—'}</dd>
      </dl>
      <p className={styles.meta} style={{ marginTop: 8 }}>
        {texts(T.fixedNote)}
      </p>
      {backToAudit && (
        <Alert type="warning" showIcon title={texts(T.backToAudit)} style={{ marginBottom: 12 }} />
      )}
      <Form
        form={form}
        layout="vertical"
        onFinish={submit}
        initialValues={{
          phone: expert.phone ?? '',
          email: expert.email ?? '',
          bankId: expert.bankId ?? undefined,
          bankBranchId: expert.bankBranchId ?? undefined,
          bankAccount: '',
          discipline: expert.discipline,
          keywords: expert.keywords,
        }}
      >
        <Form.Item
          name="discipline"
          label={texts(T.discipline)}
          extra={texts(T.disciplineAudit)}
          rules={[zodRule(FIELDS.discipline, translateShared)]}
        >
          <Select
            id="discipline"
            showSearch={{ optionFilterProp: 'label' }}
            loading={disciplines.isPending}
            options={(disciplines.data ?? []).map((d) => ({ value: d.code, label: d.value }))}
          />
        </Form.Item>
        <Form.Item
          name="keywords"
          label={texts(T.keywords)}
          extra={texts(T.keywordsHint)}
          rules={[optionalRule(FIELDS.keywords, translateShared)]}
        >
          <Select
            id="keywords"
            mode="tags"
            open={false}
            suffixIcon={null}
            maxCount={EXPERT_KEYWORDS_MAX}
            tokenSeparators={[',', '，', '、', ';', '；']}
            data-testid="expert-keywords"
          />
        </Form.Item>
        <Form.Item
          name="phone"
          label={texts(T.phone)}
          extra={texts(T.phoneHint)}
          rules={[optionalRule(FIELDS.phone, translateShared)]}
        >
          <Input id="phone" inputMode="tel" maxLength={11} autoComplete="tel" />
        </Form.Item>
        <Form.Item name="email" label={texts(T.email)} rules={[optionalRule(FIELDS.email, translateShared)]}>
          <Input id="email" type="email" autoComplete="email" />
        </Form.Item>
        <Form.Item
          name="bankId"
          label={texts(T.bank)}
          extra={
            expert.bankName && !expert.bankId
              ? fill(texts(T.bankFromList), { bank: expert.bankName })
              : undefined
          }
        >
          <Select
            id="bankId"
            allowClear
            loading={loadingBanks}
            options={banks.map((b) => ({ value: b.bankId, label: b.bankName }))}
            onChange={() => form.setFieldValue('bankBranchId', undefined)}
          />
        </Form.Item>
        <Form.Item
          name="bankBranchId"
          label={texts(T.branch)}
          dependencies={['bankId']}
          rules={[
            ({ getFieldValue }) => ({
              validator: async (_, value) => {
                if (getFieldValue('bankId') && !value)
                  throw new Error(translateShared(EXPERT_MESSAGES.bankBoth));
              },
            }),
          ]}
        >
          <Select
            id="bankBranchId"
            disabled={!bankId}
            // No placeholder while disabled: its greyed text fails AA contrast (axe), and says nothing yet.
            placeholder={bankId ? texts(T.branchSearch) : undefined}
            showSearch={{ filterOption: false, onSearch: searchBranches }}
            options={branches.map((b) => ({ value: b.branchId, label: b.branchName }))}
          />
        </Form.Item>
        <Form.Item
          name="bankAccount"
          label={texts(T.bankAccount)}
          extra={
            expert.bankAccount ? fill(texts(T.bankAccountHint), { value: expert.bankAccount }) : undefined
          }
          rules={[optionalRule(FIELDS.bankAccount, translateShared)]}
        >
          <Input id="bankAccount" inputMode="numeric" maxLength={30} autoComplete="off" />
        </Form.Item>
        <Button type="primary" htmlType="submit" block loading={update.isPending} data-testid="expert-save">
          {texts(T.save)}
        </Button>
      </Form>
    </div>
  );
}
