import {
  DATA_RULE_VARIABLES,
  type DataRuleColumnsView,
  type DataRuleView,
  dataRuleAddSchema,
} from '@awards/shared/menus';
import { isRequired, zodRule } from '@awards/web-common/zodRule';
import { Form, Input, Select, Space, Switch, Tag } from 'antd';
import { DictSelect } from '../../../components/DictSelect/DictSelect';
import { EntityFormModal } from '../../../components/EntityForm/EntityFormModal';
import { saveDataRule, useDataRuleMutation } from '../api/dataRules';
import { useMenusT } from '../i18n';

const FIELDS = dataRuleAddSchema.shape;

interface Values {
  ruleName: string;
  ruleColumn: string;
  ruleConditions: DataRuleView['ruleConditions'];
  ruleValue: string;
  status: boolean;
}

interface Props {
  menuId: number;
  rule: DataRuleView | null;
  /** The columns the menu's list declares, the conditions and the variables (dataRuleColumns). */
  options: DataRuleColumnsView;
  onClose: () => void;
}

/** Add or edit a data rule: column, condition (dictionary data_rule_condition) and value. */
export function DataRuleFormModal({ menuId, rule, options, onClose }: Props) {
  const { t, tr } = useMenusT();
  const [form] = Form.useForm<Values>();
  const save = useDataRuleMutation(saveDataRule, menuId);
  const rules = (name: 'ruleName' | 'ruleColumn' | 'ruleConditions' | 'ruleValue') => ({
    required: isRequired(FIELDS[name]),
    rules: [zodRule(FIELDS[name], tr)],
  });

  const addVariable = (code: string) => {
    const current = form.getFieldValue('ruleValue') as string | undefined;
    form.setFieldValue('ruleValue', current ? `${current},${code}` : code);
  };

  return (
    <EntityFormModal
      form={form}
      name="rule"
      title={t(rule ? 'rules.editTitle' : 'rules.addTitle')}
      saved={t(rule ? 'done.edited' : 'done.added')}
      initialValues={rule ? { ...rule, status: rule.status === 1 } : { status: true }}
      onSave={({ status, ...values }) => {
        const common = { ...values, status: status ? 1 : 0 } as const;
        return save.mutateAsync(
          rule
            ? { kind: 'edit', values: { ...common, ruleId: rule.ruleId } }
            : { kind: 'add', values: { ...common, menuId } },
        );
      }}
      translate={tr}
      onClose={onClose}
    >
      <Form.Item name="ruleName" label={t('rules.ruleName')} {...rules('ruleName')}>
        <Input maxLength={50} />
      </Form.Item>
      <Form.Item name="ruleColumn" label={t('rules.ruleColumn')} {...rules('ruleColumn')}>
        <Select
          options={options.columns.map((c) => ({
            value: c.ruleColumn,
            label: `${c.label} (${c.ruleColumn})`,
          }))}
        />
      </Form.Item>
      <Form.Item name="ruleConditions" label={t('rules.ruleConditions')} {...rules('ruleConditions')}>
        <DictSelect categoryCode="data_rule_condition" />
      </Form.Item>
      <Form.Item name="ruleValue" label={t('rules.ruleValue')} {...rules('ruleValue')}>
        <Input maxLength={500} />
      </Form.Item>
      <Form.Item label={t('rules.variables')}>
        <Space size={[4, 4]} wrap>
          {options.variables.map((variable) => (
            <Tag key={variable.code} onClick={() => addVariable(variable.code)} style={{ cursor: 'pointer' }}>
              {`${variable.code} ${tr(DATA_RULE_VARIABLES[variable.code] ?? variable.text)}`}
            </Tag>
          ))}
        </Space>
      </Form.Item>
      <Form.Item name="status" label={t('rules.status')} valuePropName="checked">
        <Switch />
      </Form.Item>
    </EntityFormModal>
  );
}
