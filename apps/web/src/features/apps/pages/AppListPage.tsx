import type { AppView } from '@awards/shared/apps';
import { reportError } from '@awards/web-common/formErrors';
import { App, Button, Card, Flex } from 'antd';
import { type Key, useState } from 'react';
import { BatchButton } from '../../../components/BatchButton/BatchButton';
import { DataTable } from '../../../components/DataTable/DataTable';
import { useListState } from '../../../components/DataTable/useListState';
import { useRoutedEntity } from '../../../components/EntityForm/useRoutedEntity';
import { Permission } from '../../../components/RowActions/Permission';
import { SearchForm } from '../../../components/SearchForm/SearchForm';
import { searchSpec } from '../../../components/SearchForm/searchAddress';
import type { SearchField } from '../../../components/SearchForm/types';
import { useRouteParam } from '../../../lib/useRouteParam';
import { APP_PAGE_KEY, type AppFilters, fetchAppPage } from '../api/appPage';
import { useDeleteApps } from '../api/deleteApps';
import { useApp } from '../api/getApp';
import { AppFormModal } from '../components/AppFormModal';
import { appColumns } from '../components/appColumns';
import { useAppsT } from '../i18n';

/** The search form's items keep their bottom margin: the card drops its own padding there. */
const SEARCH_CARD = { body: { paddingBottom: 0 } };

/** App administration (spec 001 §7 "Apps"): the paged list, create, edit, delete one or several. */
export function AppListPage() {
  const { t, tr } = useAppsT();
  const { message } = App.useApp();
  const [selected, setSelected] = useState<Key[]>([]);
  const form = useRouteParam('form');
  const editing = useRoutedEntity(form, useApp);
  const remove = useDeleteApps();

  const removeApps = (appIds: number[]) =>
    remove.mutateAsync(appIds).then(
      () => {
        void message.success(t(appIds.length > 1 ? 'done.batchDeleted' : 'done.deleted'));
        setSelected([]);
      },
      (error) => reportError(error, message.error, tr),
    );

  const columns = appColumns(t, {
    edit: (app) => form.open(`edit:${app.appId}`),
    remove: (app) => removeApps([app.appId]),
  });

  const fields: SearchField[] = [
    { type: 'input', name: 'appName', label: t('search.appName') },
    { type: 'input', name: 'appCode', label: t('search.appCode') },
    {
      type: 'select',
      name: 'appStatus',
      label: t('search.appStatus'),
      options: [
        { value: 1, label: t('status.enabled') },
        { value: 0, label: t('status.disabled') },
      ],
    },
  ];
  // Page, sort and filters live in the address: a reload or a link shows the same rows.
  const list = useListState<AppFilters>(searchSpec(fields));
  const filters = list.filters;

  return (
    <Flex vertical gap={16} data-testid="app-list-page">
      <Card styles={SEARCH_CARD}>
        <SearchForm fields={fields} values={list.filters} onSearch={(values) => list.search(values)} />
      </Card>
      <Card>
        <DataTable<AppView, AppFilters>
          tableId="system.apps"
          rowKey="appId"
          columns={columns}
          list={list}
          filters={filters}
          queryKey={APP_PAGE_KEY}
          fetch={fetchAppPage}
          rowSelection={{ selectedRowKeys: selected, onChange: setSelected }}
          toolbar={
            <>
              <Permission code="APP_ADD">
                <Button type="primary" onClick={() => form.open('add')} data-testid="app-add">
                  {t('toolbar.add')}
                </Button>
              </Permission>
              <BatchButton
                permission="APP_BATCHDEL"
                count={selected.length}
                confirm={t('toolbar.batchConfirm', { count: selected.length })}
                onConfirm={() => removeApps(selected.map(Number))}
                label={t('toolbar.batchDelete')}
                testId="app-batch-delete"
              />
            </>
          }
        />
      </Card>
      {editing.open && <AppFormModal key={form.value} app={editing.record} onClose={form.close} />}
    </Flex>
  );
}
