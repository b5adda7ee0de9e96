import {
  DATA_GROUP_KIND_NAMES,
  DATA_GROUP_KINDS,
  type DataGroupView,
  groupVariable,
} from '@awards/shared/data-groups';
import { reportError } from '@awards/web-common/formErrors';
import { useLocalised } from '@awards/web-common/localised';
import { Alert, App, Button, Card, Flex, Tag } from 'antd';
import { useState } from 'react';
import { DataTable } from '../../../components/DataTable/DataTable';
import type { DataTableColumn } from '../../../components/DataTable/types';
import { useListState } from '../../../components/DataTable/useListState';
import { Permission } from '../../../components/RowActions/Permission';
import { SearchForm } from '../../../components/SearchForm/SearchForm';
import { searchSpec } from '../../../components/SearchForm/searchAddress';
import type { SearchField } from '../../../components/SearchForm/types';
import { USER_TEXT_SLOT, UserText, withUserText } from '../../../components/UserText';
import {
  DATA_GROUPS_KEY,
  type DataGroupFilters,
  fetchDataGroups,
  useChangeDataGroups,
} from '../api/dataGroups';
import { DataGroupFormModal } from '../components/DataGroupFormModal';
import { useDataGroupsT } from '../i18n';

const SEARCH_CARD = { body: { paddingBottom: 0 } };
/** The members a row shows before "and n more". */
const SHOWN = 4;

/**
 * Data groups (数据分组, spec 001 §7): named sets of regions or organisations, each member with
 * everything under it, that a data rule names as #{group:<code>}. A group a rule names keeps
 * its code and is not deleted (the server names the rules).
 */
export function DataGroupPage() {
  const { t, tr } = useDataGroupsT();
  const localise = useLocalised();
  const { message } = App.useApp();
  const change = useChangeDataGroups();
  const [form, setForm] = useState<{ group: DataGroupView | null } | null>(null);

  const fields: SearchField[] = [
    { type: 'input', name: 'keyword', label: t('search.keyword') },
    {
      type: 'select',
      name: 'kind',
      label: t('search.kind'),
      options: DATA_GROUP_KINDS.map((k) => ({ value: k, label: tr(DATA_GROUP_KIND_NAMES[k]) })),
    },
  ];
  const list = useListState<DataGroupFilters>(searchSpec(fields));
  const columns: DataTableColumn<DataGroupView>[] = [
    {
      key: 'groupName',
      userText: true,
      title: t('column.name'),
      width: 180,
      render: (_, row) => (
        <span data-testid={`data-group-${row.groupCode}`}>{localise(row.groupName, row.groupNameI18n)}</span>
      ),
    },
    { key: 'groupCode', userText: true, title: t('column.code'), dataIndex: 'groupCode', width: 140 },
    {
      key: 'kind',
      title: t('column.kind'),
      width: 110,
      render: (_, row) => tr(DATA_GROUP_KIND_NAMES[row.kind]),
    },
    {
      key: 'members',
      title: t('column.members'),
      width: 320,
      render: (_, row) => (
        <Flex wrap gap={4}>
          {row.members.slice(0, SHOWN).map((m) => (
            <Tag key={m.key}>
              {row.kind === 'organisation' ? <UserText>{m.name}</UserText> : localise(m.name, m.nameI18n)}
            </Tag>
          ))}
          {row.members.length > SHOWN && <span>{t('more', { count: row.members.length })}</span>}
        </Flex>
      ),
    },
    { key: 'variable', userText: true, title: t('column.variable'), dataIndex: 'variable', width: 180 },
    { key: 'remark', userText: true, title: t('column.remark'), dataIndex: 'remark', width: 160 },
    {
      key: 'actions',
      title: t('column.actions'),
      actions: (row) => [
        {
          key: 'edit',
          label: t('action.edit'),
          permission: 'DATAGROUP_EDIT',
          onClick: () => setForm({ group: row }),
        },
        {
          key: 'delete',
          label: t('action.delete'),
          permission: 'DATAGROUP_DEL',
          danger: true,
          confirm: t('action.deleteConfirm'),
          onClick: () =>
            change.mutateAsync({ kind: 'delete', values: { groupId: row.groupId } }).then(
              () => void message.success(t('done.deleted')),
              (error) => reportError(error, message.error, tr),
            ),
        },
      ],
    },
  ];

  return (
    <Flex vertical gap={16} data-testid="data-group-page">
      <Card styles={SEARCH_CARD}>
        <SearchForm fields={fields} values={list.filters} onSearch={(values) => list.search(values)} />
      </Card>
      <Card title={t('title')}>
        <Alert
          type="info"
          showIcon
          title={withUserText(t('hint', { variable: USER_TEXT_SLOT }), groupVariable('<code>'))}
          style={{ marginBottom: 16 }}
        />
        <DataTable<DataGroupView, DataGroupFilters>
          tableId="system.dataGroups"
          rowKey="groupId"
          columns={columns}
          list={list}
          filters={list.filters}
          queryKey={DATA_GROUPS_KEY}
          fetch={fetchDataGroups}
          toolbar={
            <Permission code="DATAGROUP_ADD">
              <Button type="primary" onClick={() => setForm({ group: null })} data-testid="data-group-add">
                {t('action.add')}
              </Button>
            </Permission>
          }
        />
      </Card>
      {form && <DataGroupFormModal group={form.group} onClose={() => setForm(null)} />}
    </Flex>
  );
}
