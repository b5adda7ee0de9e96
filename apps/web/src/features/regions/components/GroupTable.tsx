import type { RegionGroupView } from '@awards/shared/regions';
import { reportError } from '@awards/web-common/formErrors';
import { useLocalised } from '@awards/web-common/localised';
import { App, Button, Card, Flex, Select, Space, Table, Tag, Typography } from 'antd';
import type { ColumnsType } from 'antd/es/table';
import { useState } from 'react';
import { userTextCell } from '../../../components/DataTable/toAntColumns';
import { Permission } from '../../../components/RowActions/Permission';
import { RowActions } from '../../../components/RowActions/RowActions';
import { parseFormParam, useRouteParam } from '../../../lib/useRouteParam';
import { useRegionGroups } from '../api/regionGroups';
import { useChangeGroup } from '../api/saveGroup';
import { useRegionsT } from '../i18n';
import { GroupFormModal } from './GroupFormModal';

/** Region groups (the office picker's 'office' and any other category) with the regions each covers. */
export function GroupTable() {
  const { t, tr } = useRegionsT();
  const { message } = App.useApp();
  const groups = useRegionGroups(undefined);
  const change = useChangeGroup();
  const localise = useLocalised();
  const form = useRouteParam('form');
  const [category, setCategory] = useState<string | null>(null);
  const all = groups.data ?? [];
  const categories = [...new Set(all.map((group) => group.category))];
  const shown = category ? all.filter((group) => group.category === category) : all;
  const [mode, id] = parseFormParam(form.value);
  const editing = mode === 'editGroup' ? all.find((group) => group.groupId === id) : undefined;

  const remove = (group: RegionGroupView) =>
    change
      .mutateAsync({
        change: { kind: 'deleteGroup', values: { groupId: group.groupId } },
        categories: [group.category],
      })
      .then(
        () => void message.success(t('done.deleted')),
        (error) => reportError(error, message.error, tr),
      );

  const columns: ColumnsType<RegionGroupView> = [
    {
      key: 'category',
      title: t('groups.category'),
      width: 110,
      render: (_, g) => <Typography.Text code>{g.category}</Typography.Text>,
    },
    {
      key: 'groupCode',
      title: t('groups.groupCode'),
      dataIndex: 'groupCode',
      width: 120,
      onCell: userTextCell(),
    },
    {
      key: 'groupName',
      onCell: userTextCell(),
      title: t('groups.groupName'),
      width: 140,
      render: (_, g) => <span data-testid={`group-${g.groupCode}`}>{g.groupName}</span>,
    },
    {
      key: 'regions',
      title: t('groups.regions'),
      render: (_, g) => (
        <Space size={[0, 4]} wrap>
          {g.regions.map((region) => (
            <Tag key={region.code}>{localise(region.name, region.nameI18n)}</Tag>
          ))}
        </Space>
      ),
    },
    { key: 'sortNumber', title: t('groups.sortNumber'), dataIndex: 'sortNumber', width: 70, align: 'center' },
    {
      key: 'actions',
      title: t('column.actions'),
      width: 120,
      render: (_, g) => (
        <RowActions
          actions={[
            {
              key: 'edit',
              label: t('action.edit'),
              permission: 'REGION_EDIT',
              onClick: () => form.open(`editGroup:${g.groupId}`),
            },
            {
              key: 'delete',
              label: t('action.delete'),
              permission: 'REGION_EDIT',
              danger: true,
              confirm: t('groups.deleteConfirm'),
              onClick: () => remove(g),
            },
          ]}
        />
      ),
    },
  ];

  return (
    <Card>
      <Flex gap={8} wrap align="center" style={{ marginBottom: 12 }}>
        <Permission code="REGION_EDIT">
          <Button type="primary" onClick={() => form.open('addGroup')} data-testid="group-add">
            {t('groups.add')}
          </Button>
        </Permission>
        <Select
          allowClear
          placeholder={t('search.category')}
          style={{ width: 200 }}
          value={category}
          onChange={(value) => setCategory(value ?? null)}
          options={categories.map((value) => ({ value, label: value }))}
        />
      </Flex>
      <Table<RegionGroupView>
        rowKey="groupId"
        columns={columns}
        dataSource={shown}
        loading={groups.isFetching}
        pagination={false}
        data-testid="group-table"
      />
      {(mode === 'addGroup' || editing) && (
        <GroupFormModal
          key={form.value}
          group={editing ?? null}
          categories={categories}
          onClose={form.close}
        />
      )}
    </Card>
  );
}
