import type { LayoutView } from '@awards/shared/themes';
import { reportError } from '@awards/web-common/formErrors';
import { App, Button, Card, Flex } from 'antd';
import { DataTable } from '../../../components/DataTable/DataTable';
import { useListState } from '../../../components/DataTable/useListState';
import { useRoutedEntity } from '../../../components/EntityForm/useRoutedEntity';
import { Permission } from '../../../components/RowActions/Permission';
import { SearchForm } from '../../../components/SearchForm/SearchForm';
import { searchSpec } from '../../../components/SearchForm/searchAddress';
import type { SearchField } from '../../../components/SearchForm/types';
import { useRouteParam } from '../../../lib/useRouteParam';
import { useChangeLayout } from '../api/changeLayout';
import { fetchLayoutPage, LAYOUT_PAGE_KEY, type LayoutFilters, useLayout } from '../api/layoutPage';
import { LayoutFormModal } from '../components/LayoutFormModal';
import { layoutColumns } from '../components/layoutColumns';
import { useLayoutsT } from '../layoutI18n';

/** The search form's items keep their bottom margin: the card drops its own padding there. */
const SEARCH_CARD = { body: { paddingBottom: 0 } };

/** Layouts (spec 001 §2 "layouts"): a menu mode and the theme properties a theme starts from. */
export function LayoutListPage() {
  const { t, tr } = useLayoutsT();
  const { message } = App.useApp();
  const change = useChangeLayout();
  const form = useRouteParam('form');
  const editing = useRoutedEntity(form, useLayout);

  const columns = layoutColumns(t, {
    edit: (layout) => form.open(`edit:${layout.layoutId}`),
    remove: (layout) =>
      change.mutateAsync({ kind: 'delete', values: { layoutId: layout.layoutId } }).then(
        () => void message.success(t('done.deleted')),
        (error) => reportError(error, message.error, tr),
      ),
  });

  const fields: SearchField[] = [
    { type: 'input', name: 'layoutName', label: t('search.layoutName') },
    {
      type: 'select',
      name: 'menuMode',
      label: t('search.menuMode'),
      options: [
        { value: 'side', label: t('menuMode.side') },
        { value: 'top', label: t('menuMode.top') },
      ],
    },
  ];
  // Page, sort and filters live in the address: a reload or a link shows the same rows.
  const list = useListState<LayoutFilters>(searchSpec(fields));
  const filters = list.filters;

  return (
    <Flex vertical gap={16} data-testid="layout-list-page">
      <Card styles={SEARCH_CARD}>
        <SearchForm fields={fields} values={list.filters} onSearch={(values) => list.search(values)} />
      </Card>
      <Card>
        <DataTable<LayoutView, LayoutFilters>
          tableId="system.layouts"
          rowKey="layoutId"
          columns={columns}
          list={list}
          filters={filters}
          queryKey={LAYOUT_PAGE_KEY}
          fetch={fetchLayoutPage}
          toolbar={
            <Permission code="LAYOUT_ADD">
              <Button type="primary" onClick={() => form.open('add')} data-testid="layout-add">
                {t('toolbar.add')}
              </Button>
            </Permission>
          }
        />
      </Card>
      {editing.open && <LayoutFormModal key={form.value} layout={editing.record} onClose={form.close} />}
    </Flex>
  );
}
