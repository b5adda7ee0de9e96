import {
  DISCIPLINE_DICT,
  EXPERT_KEYWORDS_MAX,
  EXPERT_MESSAGES,
  type ExpertView,
  expertAddSchema,
} from '@awards/shared/experts';
import { optionalRule } from '@awards/web-common/formErrors';
import { useBankChoices } from '@awards/web-common/useBankChoices';
import { isRequired, zodRule } from '@awards/web-common/zodRule';
import { Checkbox, Col, Form, Input, Row, Select } from 'antd';
import { DictSelect } from '../../../components/DictSelect/DictSelect';
import { EntityFormModal } from '../../../components/EntityForm/EntityFormModal';
import { RegionCascader } from '../../../components/RegionCascader/RegionCascader';
import { useSaveExpert } from '../api/expertActions';
import { type ExpertFormValues, expertValues, toExpertAdd, toExpertUpdate } from '../expertForm';
import { useExpertsT } from '../i18n';

const FIELDS = expertAddSchema.shape;
const CONFLICTS = { [EXPERT_MESSAGES.idNumberTaken]: 'idNumber' };
type TextField = 'title' | 'phone' | 'email' | 'idNumber' | 'bankAccount';
const BANK_PATHS = { banks: '/rest/bank/list', branches: '/rest/bank/branchOptions' };

/** Add or edit an expert (EXPERT_ADD / EXPERT_EDIT). */
export function ExpertFormModal({ expert, onClose }: { expert: ExpertView | null; onClose: () => void }) {
  const { t, tr } = useExpertsT();
  const [form] = Form.useForm<ExpertFormValues>();
  const save = useSaveExpert();
  const masked = expert?.sensitiveMasked ?? false;
  const bankId = Form.useWatch('bankId', form);
  // The same picker as the site's registration: banks, then the chosen bank's branches by name.
  const { banks, branches, searchBranches, loadingBanks } = useBankChoices(
    BANK_PATHS,
    bankId,
    expert?.bankBranchId && expert.bankBranchName
      ? [{ branchId: expert.bankBranchId, branchName: expert.bankBranchName, branchCode: '' }]
      : [],
  );

  const required = (name: 'expertName' | 'organisation' | 'discipline') => ({
    required: isRequired(FIELDS[name]),
    rules: [zodRule(FIELDS[name], tr)],
  });
  const text = (name: TextField, max: number, extra?: string) => (
    <Col xs={24} sm={12}>
      <Form.Item name={name} label={t(`form.${name}`)} rules={[optionalRule(FIELDS[name], tr)]} extra={extra}>
        <Input maxLength={max} autoComplete="off" data-testid={`expert-${name}`} />
      </Form.Item>
    </Col>
  );
  const hint = (value: string | null | undefined) =>
    masked && value ? t('form.maskedHint', { value }) : undefined;

  return (
    <EntityFormModal
      form={form}
      name="expert"
      title={t(expert ? 'form.editTitle' : 'form.addTitle')}
      saved={t(expert ? 'done.edited' : 'done.added')}
      width={760}
      initialValues={expert ? expertValues(expert) : {}}
      onSave={(values) =>
        save.mutateAsync(
          expert
            ? { kind: 'update', values: toExpertUpdate(expert, values) }
            : { kind: 'add', values: toExpertAdd(values) },
        )
      }
      translate={tr}
      conflicts={CONFLICTS}
      onClose={onClose}
    >
      <Row gutter={16}>
        <Col xs={24} sm={12}>
          <Form.Item name="expertName" label={t('form.expertName')} {...required('expertName')}>
            <Input maxLength={50} data-testid="expert-expertName" />
          </Form.Item>
        </Col>
        <Col xs={24} sm={12}>
          <Form.Item name="sex" label={t('form.sex')}>
            <Select
              allowClear
              options={[
                { value: '1', label: t('sex.1') },
                { value: '2', label: t('sex.2') },
              ]}
            />
          </Form.Item>
        </Col>
        <Col xs={24} sm={12}>
          <Form.Item name="organisation" label={t('form.organisation')} {...required('organisation')}>
            <Input maxLength={100} data-testid="expert-organisation" />
          </Form.Item>
        </Col>
        {text('title', 50)}
        <Col xs={24} sm={12}>
          <Form.Item name="discipline" label={t('form.discipline')} {...required('discipline')}>
            <DictSelect categoryCode={DISCIPLINE_DICT} data-testid="expert-discipline" />
          </Form.Item>
        </Col>
        <Col xs={24} sm={12}>
          <Form.Item name="regionCode" label={t('form.regionCode')}>
            <RegionCascader maxLevel={1} />
          </Form.Item>
        </Col>
        <Col span={24}>
          <Form.Item
            name="keywords"
            label={t('form.keywords')}
            extra={t('form.keywordsHint')}
            rules={[zodRule(FIELDS.keywords, tr)]}
          >
            <Select
              mode="tags"
              open={false}
              suffixIcon={null}
              tokenSeparators={[',', '，', '、', ';', '；']}
              maxCount={EXPERT_KEYWORDS_MAX}
              data-testid="expert-keywords"
            />
          </Form.Item>
        </Col>
        {text('phone', 11)}
        {text('email', 100)}
        {text('idNumber', 18, hint(expert?.idNumber))}
        <Col xs={24} sm={12}>
          <Form.Item
            name="bankId"
            label={t('form.bankName')}
            extra={
              expert?.bankName && !expert.bankBranchId
                ? t('form.bankRecorded', { bank: expert.bankName })
                : undefined
            }
          >
            <Select
              allowClear
              showSearch={{ optionFilterProp: 'label' }}
              loading={loadingBanks}
              options={banks.map((b) => ({ value: b.bankId, label: b.bankName }))}
              onChange={() => form.setFieldValue('bankBranchId', undefined)}
              data-testid="expert-bankId"
            />
          </Form.Item>
        </Col>
        <Col xs={24} sm={12}>
          <Form.Item
            name="bankBranchId"
            label={t('form.bankBranchId')}
            dependencies={['bankId']}
            rules={[
              ({ getFieldValue }) => ({
                validator: async (_, value) => {
                  if (getFieldValue('bankId') && !value) throw new Error(tr(EXPERT_MESSAGES.bankBoth));
                },
              }),
            ]}
          >
            <Select
              allowClear
              disabled={!bankId}
              placeholder={t('form.branchSearch')}
              showSearch={{ filterOption: false, onSearch: searchBranches }}
              options={branches.map((b) => ({ value: b.branchId, label: b.branchName }))}
              data-testid="expert-bankBranchId"
            />
          </Form.Item>
        </Col>
        {text('bankAccount', 30, hint(expert?.bankAccount))}
        <Col span={24}>
          <Form.Item name="remark" label={t('form.remark')}>
            <Input.TextArea maxLength={500} rows={2} />
          </Form.Item>
        </Col>
        {!expert && (
          <Col span={24}>
            <Form.Item name="pending" valuePropName="checked">
              <Checkbox>{t('form.pending')}</Checkbox>
            </Form.Item>
          </Col>
        )}
      </Row>
    </EntityFormModal>
  );
}
