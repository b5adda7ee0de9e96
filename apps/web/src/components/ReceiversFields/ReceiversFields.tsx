import { useLocalised } from '@awards/web-common/localised';
import { Col, Form, Row, Select, TreeSelect } from 'antd';
import { usePermission } from '../RowActions/Permission';
import { useReceiversT } from './i18n';
import { useOrganOptions, useRoleOptions } from './receiverOptions';
import { UserIdsInput } from './UserIdsInput';

/** The receivers of a send: form values `userIds`, `organIds` and `roleIds`. */
export interface ReceiverValues {
  userIds?: number[];
  organIds?: number[];
  roleIds?: number[];
}

/** True when at least one user, organisation or role is chosen (the server's rule too). */
export const hasReceivers = (v: ReceiverValues) =>
  Boolean(v.userIds?.length || v.organIds?.length || v.roleIds?.length);

export interface ReceiversFieldsProps {
  /** Prefix of the test ids: `<prefix>-pick-users`, `<prefix>-organs`, `<prefix>-roles`... */
  testIdPrefix: string;
  /** The user picker's cached pages, distinct per caller. */
  pickerQueryKey: readonly unknown[];
  /** The user picker's column settings are stored under this id. */
  pickerTableId: string;
}

/** Users (from the picker, with USER_VIEW), organisations with their sub-organisations, and roles. */
export function ReceiversFields({ testIdPrefix, pickerQueryKey, pickerTableId }: ReceiversFieldsProps) {
  const t = useReceiversT();
  const canListUsers = usePermission('USER_VIEW');
  const organs = useOrganOptions();
  const roles = useRoleOptions();
  const localised = useLocalised();
  return (
    <Row gutter={16}>
      {canListUsers && (
        <Col span={24}>
          <Form.Item name="userIds" label={t('users')}>
            <UserIdsInput
              testIdPrefix={testIdPrefix}
              queryKey={pickerQueryKey}
              tableId={pickerTableId}
              clearable
            />
          </Form.Item>
        </Col>
      )}
      <Col xs={24} sm={12}>
        <Form.Item name="organIds" label={t('organs')}>
          <TreeSelect
            multiple
            allowClear
            showSearch
            treeNodeFilterProp="organName"
            treeDefaultExpandAll
            placeholder={t('choose')}
            fieldNames={{ label: 'organName', value: 'organId', children: 'children' }}
            loading={organs.isFetching}
            treeData={organs.data ?? []}
            data-testid={`${testIdPrefix}-organs`}
          />
        </Form.Item>
      </Col>
      <Col xs={24} sm={12}>
        <Form.Item name="roleIds" label={t('roles')}>
          <Select
            mode="multiple"
            allowClear
            placeholder={t('choose')}
            showSearch={{ optionFilterProp: 'label' }}
            loading={roles.isFetching}
            options={(roles.data ?? []).map((r) => ({
              value: r.roleId,
              label: localised(r.roleName, r.roleNameI18n),
            }))}
            data-testid={`${testIdPrefix}-roles`}
          />
        </Form.Item>
      </Col>
    </Row>
  );
}
