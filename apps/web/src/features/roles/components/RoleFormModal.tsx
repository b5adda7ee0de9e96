import { type RoleView, roleAddSchema } from '@awards/shared/roles';
import { remoteRule } from '@awards/web-common/formErrors';
import { isRequired, zodRule } from '@awards/web-common/zodRule';
import { Col, Form, Input, InputNumber, Row, TreeSelect } from 'antd';
import { EntityFormModal } from '../../../components/EntityForm/EntityFormModal';
import { TranslationFields } from '../../../components/TranslationFields/TranslationFields';
import { useOrganOptions } from '../api/dataScope';
import { checkRoleCode, useSaveRole } from '../api/saveRole';
import { useRolesT } from '../i18n';
import { NEW_ROLE, type RoleFormValues, roleValues, toRoleAdd, toRoleUpdate } from '../roleForm';
import { DataScopeFields } from './DataScopeFields';

const FIELDS = roleAddSchema.shape.roleEntity.shape;
/** The name's two translations side by side in the form's two columns (stacked on a phone). */
const PAIR = { display: 'grid', gridTemplateColumns: 'repeat(auto-fit, minmax(220px, 1fr))', columnGap: 16 };
const ORGAN_FIELDS = { label: 'organName', value: 'organId', children: 'children' };

/** Add or edit a role; a new role chooses its data scope here, an existing one in its own dialog. */
export function RoleFormModal({ current: role, onClose }: { current: RoleView | null; onClose: () => void }) {
  const { t, tr } = useRolesT();
  const [form] = Form.useForm<RoleFormValues>();
  const save = useSaveRole();
  const organs = useOrganOptions();

  return (
    <EntityFormModal
      form={form}
      name="role"
      title={t(role ? 'form.editTitle' : 'form.addTitle')}
      saved={t(role ? 'done.edited' : 'done.added')}
      width={640}
      initialValues={role ? roleValues(role) : NEW_ROLE}
      onSave={(values) =>
        save.mutateAsync(
          role
            ? { kind: 'update', values: toRoleUpdate(role, values) }
            : { kind: 'add', values: toRoleAdd(values) },
        )
      }
      translate={tr}
      // Field errors come keyed roleEntity.<field>: the form's names are the bare fields.
      serverName="roleEntity."
      onClose={onClose}
    >
      <Row gutter={16}>
        <Col xs={24} sm={12}>
          <Form.Item
            name="roleCode"
            label={t('form.roleCode')}
            tooltip={role?.builtIn ? t('form.builtInCode') : t('form.roleCodeHint')}
            required={isRequired(FIELDS.roleCode)}
            validateFirst
            validateDebounce={400}
            rules={[
              zodRule(FIELDS.roleCode, tr),
              remoteRule((code) => checkRoleCode(code, role?.roleId), tr),
            ]}
          >
            <Input maxLength={50} disabled={role?.builtIn} placeholder="DEPT_MANAGER" />
          </Form.Item>
        </Col>
        <Col xs={24} sm={12}>
          <Form.Item
            name="roleName"
            label={t('form.roleName')}
            required
            rules={[zodRule(FIELDS.roleName, tr)]}
          >
            <Input maxLength={50} />
          </Form.Item>
        </Col>
        <Col span={24} style={PAIR}>
          <TranslationFields name="roleNameI18n" label={t('form.roleName')} max={50} />
        </Col>
        <Col xs={24} sm={12}>
          <Form.Item name="organId" label={t('form.organId')}>
            <TreeSelect
              allowClear
              showSearch
              treeNodeFilterProp="organName"
              treeDefaultExpandAll
              fieldNames={ORGAN_FIELDS}
              treeData={organs.data ?? []}
              placeholder={t('form.choose')}
            />
          </Form.Item>
        </Col>
        <Col xs={12} sm={6}>
          <Form.Item name="roleType" label={t('form.roleType')} rules={[zodRule(FIELDS.roleType, tr)]}>
            <Input maxLength={32} />
          </Form.Item>
        </Col>
        <Col xs={12} sm={6}>
          <Form.Item name="sortNumber" label={t('form.sortNumber')}>
            <InputNumber min={0} max={999_999} precision={0} style={{ width: '100%' }} />
          </Form.Item>
        </Col>
        <Col span={24}>{role === null && <DataScopeFields />}</Col>
        <Col span={24}>
          <Form.Item name="remark" label={t('form.remark')} rules={[zodRule(FIELDS.remark, tr)]}>
            <Input.TextArea maxLength={500} rows={2} />
          </Form.Item>
        </Col>
      </Row>
    </EntityFormModal>
  );
}
