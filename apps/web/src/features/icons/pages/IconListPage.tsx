import type { IconView } from '@awards/shared/icons';
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
import { useChangeIcon } from '../api/changeIcon';
import { fetchIconPage, ICON_PAGE_KEY, type IconFilters, useIcon } from '../api/iconPage';
import { IconFormModal } from '../components/IconFormModal';
import { iconColumns } from '../components/iconColumns';
import { useIconsT } from '../i18n';

/** The search form's items keep their bottom margin: the card drops its own padding there. */
const SEARCH_CARD = { body: { paddingBottom: 0 } };

/** Custom SVG icons (spec 000 §3 customIcons): what menus may show beside the antd icons. */
export function IconListPage() {
  const { t, tr } = useIconsT();
  const { message } = App.useApp();
  const form = useRouteParam('form');
  const change = useChangeIcon();
  const editing = useRoutedEntity(form, useIcon);

  const columns = iconColumns(t, {
    edit: (icon) => form.open(`edit:${icon.iconId}`),
    remove: (icon) =>
      change.mutateAsync({ kind: 'delete', values: { iconId: icon.iconId } }).then(
        () => void message.success(t('done.deleted')),
        (error) => reportError(error, message.error, tr),
      ),
  });

  const fields: SearchField[] = [{ type: 'input', name: 'iconTitle', label: t('search.iconTitle') }];
  // Page, sort and filters live in the address: a reload or a link shows the same rows.
  const list = useListState<IconFilters>(searchSpec(fields));
  const filters = list.filters;

  return (
    <Flex vertical gap={16} data-testid="icon-list-page">
      <Card styles={SEARCH_CARD}>
        <SearchForm fields={fields} values={list.filters} onSearch={(values) => list.search(values)} />
      </Card>
      <Card>
        <DataTable<IconView, IconFilters>
          tableId="system.icons"
          rowKey="iconId"
          columns={columns}
          list={list}
          filters={filters}
          queryKey={ICON_PAGE_KEY}
          fetch={fetchIconPage}
          toolbar={
            <Permission code="ICON_ADD">
              <Button type="primary" onClick={() => form.open('add')} data-testid="icon-add">
                {t('toolbar.add')}
              </Button>
            </Permission>
          }
        />
      </Card>
      {editing.open && <IconFormModal key={form.value} icon={editing.record} onClose={form.close} />}
    </Flex>
  );
}
