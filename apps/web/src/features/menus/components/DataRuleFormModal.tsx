import {
  DATA_RULE_VARIABLES,
  type DataRuleColumnsView,
  type DataRuleView,
  dataRuleAddSchema,
} from '@awards/shared/menus';
import { App, Form, Input, Modal, Select, Space, Switch, Tag } from 'antd';
import { DictSelect } from '../../../components/DictSelect/DictSelect';
import { submitOnEnter } from '../../../components/submitOnEnter';
import { showSaveError } from '../../../lib/formErrors';
import { isRequired, zodRule } from '../../../lib/zodRule';
import { type DataRuleSave, saveDataRule, useDataRuleMutation } from '../api/dataRules';
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
  const { message } = App.useApp();
  const [form] = Form.useForm<Values>();
  const save = useDataRuleMutation(saveDataRule, menuId);
  const rules = (name: 'ruleName' | 'ruleColumn' | 'ruleConditions' | 'ruleValue') => ({
    required: isRequired(FIELDS[name]),
    rules: [zodRule(FIELDS[name], tr)],
  });

  const submit = async () => {
    const checked = await form.validateFields().catch(() => null);
    if (!checked) return;
    const { status, ...values } = checked;
    const common = { ...values, status: status ? 1 : 0 } as const;
    const request: DataRuleSave = rule
      ? { kind: 'edit', values: { ...common, ruleId: rule.ruleId } }
      : { kind: 'add', values: { ...common, menuId } };
    save.mutate(request, {
      onSuccess: () => {
        void message.success(t(rule ? 'done.edited' : 'done.added'));
        onClose();
      },
      onError: (error) => showSaveError(error, form, Object.keys(FIELDS), message.error, tr),
    });
  };

  const addVariable = (code: string) => {
    const current = form.getFieldValue('ruleValue') as string | undefined;
    form.setFieldValue('ruleValue', current ? `${current},${code}` : code);
  };

  return (
    <Modal
      open
      title={t(rule ? 'rules.editTitle' : 'rules.addTitle')}
      okText={t('form.ok')}
      cancelText={t('form.cancel')}
      confirmLoading={save.isPending}
      onOk={submit}
      onCancel={onClose}
      destroyOnHidden
    >
      <Form<Values>
        onKeyDown={submitOnEnter(submit)}
        form={form}
        name="ruleForm"
        layout="vertical"
        initialValues={rule ? { ...rule, status: rule.status === 1 } : { status: true }}
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
              <Tag
                key={variable.code}
                onClick={() => addVariable(variable.code)}
                style={{ cursor: 'pointer' }}
              >
                {`${variable.code} ${tr(DATA_RULE_VARIABLES[variable.code] ?? variable.text)}`}
              </Tag>
            ))}
          </Space>
        </Form.Item>
        <Form.Item name="status" label={t('rules.status')} valuePropName="checked">
          <Switch />
        </Form.Item>
      </Form>
    </Modal>
  );
}
