import { type OrganNode, organAddSchema } from '@awards/shared/organisations';
import { remoteRule } from '@awards/web-common/formErrors';
import { isRequired, zodRule } from '@awards/web-common/zodRule';
import { Col, Form, Input, InputNumber, Row, Switch, TreeSelect } from 'antd';
import { DictSelect } from '../../../components/DictSelect/DictSelect';
import { RegionCascader } from '../../../components/RegionCascader/RegionCascader';
import { checkOrganCode } from '../api/saveOrgan';
import { useOrgansT } from '../i18n';
import { TEXT_FIELDS } from '../organForm';

const FIELDS = organAddSchema.shape;
const FULL = { width: '100%' };
const ORGAN_FIELDS = { label: 'organName', value: 'organId', children: 'children' };
type ParentOption = OrganNode & { disabled?: boolean };

/** The tree as parent choices; an organisation cannot go under itself or what is below it. */
const parentChoices = (nodes: readonly OrganNode[], barred: readonly number[]): ParentOption[] =>
  nodes.map((node) => ({
    ...node,
    disabled: barred.includes(node.organId),
    children: parentChoices(node.children, barred),
  }));

interface Props {
  tree: readonly OrganNode[];
  /** The organisation edited (its own code is free; it cannot be its own parent). */
  organId?: number;
  barred: readonly number[];
}

/** Every field of spec 001 §3's organisation, each with its shared rule. */
export function OrganFormFields({ tree, organId, barred }: Props) {
  const { t, tr } = useOrgansT();
  const rule = (name: keyof typeof FIELDS) => ({
    required: isRequired(FIELDS[name]),
    rules: [zodRule(FIELDS[name], tr)],
  });
  const half = { xs: 24, md: 12 };
  return (
    <Row gutter={16}>
      <Col {...half}>
        <Form.Item name="organName" label={t('form.organName')} {...rule('organName')}>
          <Input maxLength={100} />
        </Form.Item>
      </Col>
      <Col {...half}>
        <Form.Item
          name="organCode"
          label={t('form.organCode')}
          required
          validateFirst
          validateDebounce={400}
          rules={[zodRule(FIELDS.organCode, tr), remoteRule((code) => checkOrganCode(code, organId), tr)]}
        >
          <Input maxLength={50} />
        </Form.Item>
      </Col>
      <Col {...half}>
        <Form.Item name="organType" label={t('form.organType')} required>
          <DictSelect categoryCode="organ_type" />
        </Form.Item>
      </Col>
      <Col {...half}>
        <Form.Item name="parentOrganId" label={t('form.parentOrganId')} tooltip={t('form.parentHint')}>
          <TreeSelect
            allowClear
            showSearch
            treeNodeFilterProp="organName"
            treeDefaultExpandAll
            fieldNames={ORGAN_FIELDS}
            treeData={parentChoices(tree, barred)}
            placeholder={t('form.topLevel')}
          />
        </Form.Item>
      </Col>
      <Col xs={12} md={6}>
        <Form.Item name="organGrade" label={t('form.organGrade')} rules={[zodRule(FIELDS.organGrade, tr)]}>
          <InputNumber min={0} max={99} precision={0} style={FULL} />
        </Form.Item>
      </Col>
      <Col xs={12} md={6}>
        <Form.Item name="organSortNumber" label={t('form.organSortNumber')}>
          <InputNumber min={0} max={999_999} precision={0} style={FULL} />
        </Form.Item>
      </Col>
      <Col {...half}>
        <Form.Item name="useable" label={t('form.useable')} valuePropName="checked">
          <Switch checkedChildren={t('form.yes')} unCheckedChildren={t('form.no')} />
        </Form.Item>
      </Col>
      <Col {...half}>
        <Form.Item name="region" label={t('form.region')}>
          <RegionCascader changeOnSelect allowClear />
        </Form.Item>
      </Col>
      {TEXT_FIELDS.map((name) => (
        <Col key={name} {...(name === 'remarks' || name === 'organAddress' ? { span: 24 } : half)}>
          <Form.Item name={name} label={t(`form.${name}`)} {...rule(name)}>
            {name === 'remarks' ? <Input.TextArea rows={2} maxLength={500} /> : <Input maxLength={200} />}
          </Form.Item>
        </Col>
      ))}
    </Row>
  );
}
