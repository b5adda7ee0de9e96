import { Button, Col, Flex, Form, Row, Select, TreeSelect, Typography } from 'antd';
import { useState } from 'react';
import { usePermission } from '../../../components/RowActions/Permission';
import { UserPickerModal } from '../../../components/UserPickerModal';
import { fetchUserCandidates, useOrganOptions, useRoleOptions } from '../api/receiverOptions';
import { useTemplatesT } from '../i18n';

/** The receivers of a send: form values `userIds`, `organIds` and `roleIds`. */
export interface ReceiverValues {
  userIds?: number[];
  organIds?: number[];
  roleIds?: number[];
}

/** True when at least one user, organisation or role is chosen (the server's rule too). */
export const hasReceivers = (v: ReceiverValues) =>
  Boolean(v.userIds?.length || v.organIds?.length || v.roleIds?.length);

/** The chosen users' ids, picked from the user list (needs USER_VIEW). */
function UserIdsInput({ value = [], onChange }: { value?: number[]; onChange?: (ids: number[]) => void }) {
  const { t } = useTemplatesT();
  const [open, setOpen] = useState(false);
  return (
    <Flex gap={8} align="center" wrap>
      <Button onClick={() => setOpen(true)} data-testid="template-pick-users">
        {t('receivers.pickUsers')}
      </Button>
      <Typography.Text type="secondary" data-testid="template-picked">
        {t('receivers.pickedCount', { count: value.length })}
      </Typography.Text>
      {value.length > 0 && (
        <Button type="link" size="small" onClick={() => onChange?.([])}>
          {t('receivers.clearUsers')}
        </Button>
      )}
      {open && (
        <UserPickerModal
          title={t('picker.title')}
          busy={false}
          fetch={fetchUserCandidates}
          queryKey={['templates', 'receivers']}
          tableId="message.templates.receivers"
          labels={{
            loginName: t('picker.loginName'),
            realname: t('picker.realname'),
            orgName: t('picker.orgName'),
            search: t('picker.search'),
            ok: t('picker.ok'),
            cancel: t('picker.cancel'),
          }}
          onPick={(ids) => {
            onChange?.([...new Set([...value, ...ids])]);
            setOpen(false);
          }}
          onClose={() => setOpen(false)}
        />
      )}
    </Flex>
  );
}

/** Users (from the picker), organisations with their sub-organisations, and roles. */
export function ReceiversFields() {
  const { t } = useTemplatesT();
  const canListUsers = usePermission('USER_VIEW');
  const organs = useOrganOptions();
  const roles = useRoleOptions();
  return (
    <Row gutter={16}>
      {canListUsers && (
        <Col span={24}>
          <Form.Item name="userIds" label={t('receivers.users')}>
            <UserIdsInput />
          </Form.Item>
        </Col>
      )}
      <Col xs={24} sm={12}>
        <Form.Item name="organIds" label={t('receivers.organs')}>
          <TreeSelect
            multiple
            allowClear
            showSearch
            treeNodeFilterProp="organName"
            treeDefaultExpandAll
            placeholder={t('receivers.choose')}
            fieldNames={{ label: 'organName', value: 'organId', children: 'children' }}
            loading={organs.isFetching}
            treeData={organs.data ?? []}
            data-testid="template-organs"
          />
        </Form.Item>
      </Col>
      <Col xs={24} sm={12}>
        <Form.Item name="roleIds" label={t('receivers.roles')}>
          <Select
            mode="multiple"
            allowClear
            placeholder={t('receivers.choose')}
            showSearch={{ optionFilterProp: 'label' }}
            loading={roles.isFetching}
            options={(roles.data ?? []).map((r) => ({ value: r.roleId, label: r.roleName }))}
            data-testid="template-roles"
          />
        </Form.Item>
      </Col>
    </Row>
  );
}
