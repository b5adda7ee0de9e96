import type { UserFilter, UserView } from '@awards/shared/users';
import { Input, Modal } from 'antd';
import { type Key, useState } from 'react';
import { DataTable } from '../../../components/DataTable/DataTable';
import type { DataTableColumn } from '../../../components/DataTable/types';
import { orEmpty } from '../../../lib/format';
import { fetchUserCandidates } from '../api/roleUsers';
import { useRolesT } from '../i18n';

/** Chinese text searches the real name, anything else the login name. */
export function searchFilter(value: string): UserFilter {
  const text = value.trim();
  if (!text) return {};
  return /[\u4e00-\u9fff]/.test(text) ? { realname: text } : { loginName: text };
}

interface Props {
  title: string;
  busy: boolean;
  onPick: (userIds: number[]) => void;
  onClose: () => void;
}

/** Chooses users from the users list (the caller's data scope), searched by name or login name. */
export function UserPickerModal({ title, busy, onPick, onClose }: Props) {
  const { t } = useRolesT();
  const [filters, setFilters] = useState<UserFilter>({});
  const [selected, setSelected] = useState<Key[]>([]);
  const columns: DataTableColumn<UserView>[] = [
    { key: 'loginName', title: t('users.loginName'), dataIndex: 'loginName', width: 140 },
    { key: 'realname', title: t('users.realname'), dataIndex: 'realname', width: 110 },
    { key: 'orgName', title: t('users.orgName'), width: 160, render: (_, user) => orEmpty(user.orgName) },
  ];
  return (
    <Modal
      open
      title={title}
      width={720}
      okText={t('form.ok')}
      cancelText={t('form.cancel')}
      okButtonProps={{ disabled: selected.length === 0 }}
      confirmLoading={busy}
      onOk={() => onPick(selected.map(Number))}
      onCancel={onClose}
      destroyOnHidden
    >
      <Input.Search
        allowClear
        placeholder={t('users.search')}
        style={{ marginBottom: 12 }}
        data-testid="picker-search"
        onSearch={(value) => setFilters(searchFilter(value))}
      />
      <DataTable<UserView, UserFilter>
        tableId="system.roles.userPicker"
        rowKey="userId"
        columns={columns}
        filters={filters}
        queryKey={['roles', 'candidates']}
        fetch={fetchUserCandidates}
        columnChooser={false}
        rowSelection={{ selectedRowKeys: selected, onChange: setSelected, preserveSelectedRowKeys: true }}
        tableProps={{ size: 'small' }}
      />
    </Modal>
  );
}
