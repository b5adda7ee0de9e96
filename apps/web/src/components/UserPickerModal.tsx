import type { Page } from '@awards/shared/paging';
import type { UserFilter, UserView } from '@awards/shared/users';
import { orEmpty } from '@awards/web-common/format';
import { Input, Modal } from 'antd';
import { type Key, useState } from 'react';
import { DataTable } from './DataTable/DataTable';
import type { DataTableColumn } from './DataTable/types';

/** Chinese text searches the real name, anything else the login name. */
export function searchFilter(value: string): UserFilter {
  const text = value.trim();
  if (!text) return {};
  return /[\u4e00-\u9fff]/.test(text) ? { realname: text } : { loginName: text };
}

/** The texts the picker shows: the caller's own i18n, so the picker stays feature-neutral. */
export interface UserPickerLabels {
  loginName: string;
  realname: string;
  orgName: string;
  search: string;
  ok: string;
  cancel: string;
}

export type UserCandidateFetcher = (
  query: UserFilter & { pageNum: number; pageSize: number },
) => Promise<Page<UserView>>;

export interface UserPickerModalProps {
  title: string;
  busy: boolean;
  /** The call that lists the candidates (each feature its own, under its own permission). */
  fetch: UserCandidateFetcher;
  /** Distinct per caller so two pickers never share a cached page. */
  queryKey: readonly unknown[];
  /** Column settings are stored under this id. */
  tableId: string;
  labels: UserPickerLabels;
  onPick: (userIds: number[]) => void;
  onClose: () => void;
}

/** Chooses users from a paged candidate list, searched by real name (Chinese text) or login name. */
export function UserPickerModal({
  title,
  busy,
  fetch,
  queryKey,
  tableId,
  labels,
  onPick,
  onClose,
}: UserPickerModalProps) {
  const [filters, setFilters] = useState<UserFilter>({});
  const [selected, setSelected] = useState<Key[]>([]);
  const columns: DataTableColumn<UserView>[] = [
    { key: 'loginName', userText: true, title: labels.loginName, dataIndex: 'loginName', width: 140 },
    { key: 'realname', userText: true, title: labels.realname, dataIndex: 'realname', width: 110 },
    {
      key: 'orgName',
      userText: true,
      title: labels.orgName,
      width: 160,
      render: (_, user) => orEmpty(user.orgName),
    },
  ];
  return (
    <Modal
      open
      title={title}
      width={720}
      okText={labels.ok}
      cancelText={labels.cancel}
      okButtonProps={{ disabled: selected.length === 0 }}
      confirmLoading={busy}
      onOk={() => onPick(selected.map(Number))}
      onCancel={onClose}
      destroyOnHidden
    >
      <Input.Search
        allowClear
        placeholder={labels.search}
        style={{ marginBottom: 12 }}
        data-testid="picker-search"
        onSearch={(value) => setFilters(searchFilter(value))}
      />
      <DataTable<UserView, UserFilter>
        tableId={tableId}
        rowKey="userId"
        columns={columns}
        filters={filters}
        queryKey={queryKey}
        fetch={fetch}
        columnChooser={false}
        rowSelection={{ selectedRowKeys: selected, onChange: setSelected, preserveSelectedRowKeys: true }}
        tableProps={{ size: 'small' }}
      />
    </Modal>
  );
}
