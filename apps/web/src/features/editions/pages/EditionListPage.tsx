import { PlusOutlined } from '@ant-design/icons';
import { EDITION_STATUSES, type EditionView } from '@awards/shared/editions';
import { reportError } from '@awards/web-common/formErrors';
import { App, Button, Card, Flex, Grid } from 'antd';
import { DataTable } from '../../../components/DataTable/DataTable';
import { useListState } from '../../../components/DataTable/useListState';
import { useRoutedEntity } from '../../../components/EntityForm/useRoutedEntity';
import { Permission } from '../../../components/RowActions/Permission';
import { SearchForm } from '../../../components/SearchForm/SearchForm';
import { searchSpec } from '../../../components/SearchForm/searchAddress';
import type { SearchField } from '../../../components/SearchForm/types';
import { useRouteParam } from '../../../lib/useRouteParam';
import { useDeleteEdition } from '../api/editionActions';
import { EDITIONS_KEY, type EditionFilters, fetchEditionPage, useEdition } from '../api/editionPage';
import { EditionDetailDrawer } from '../components/EditionDetailDrawer';
import { EditionFormModal } from '../components/EditionFormModal';
import { editionColumns } from '../components/editionColumns';
import { useEditionsT } from '../i18n';

/** Editions (spec 001 §7 "editions"): list, form with windows, delete drafts, detail with status. */
export function EditionListPage() {
  const { t, tr } = useEditionsT();
  const { message } = App.useApp();
  const narrow = Grid.useBreakpoint().md === false;
  const form = useRouteParam('form');
  const editing = useRoutedEntity(form, useEdition);
  const detail = useRouteParam('detail');
  const remove = useDeleteEdition();

  const columns = editionColumns(t, {
    narrow,
    detail: (edition) => detail.open(String(edition.editionId)),
    edit: (edition) => form.open(`edit:${edition.editionId}`),
    remove: (edition) =>
      remove.mutateAsync(edition.editionId).then(
        () => void message.success(t('done.deleted')),
        (error) => reportError(error, message.error, tr),
      ),
  });

  const fields: SearchField[] = [
    { type: 'input', name: 'editionName', label: t('search.editionName') },
    { type: 'year', name: 'year', label: t('search.year'), numeric: true },
    {
      type: 'select',
      name: 'status',
      label: t('search.status'),
      options: EDITION_STATUSES.map((status) => ({ value: status, label: t(`status.${status}`) })),
    },
  ];
  // Page, sort and filters live in the address: a reload or a link shows the same rows.
  const list = useListState<EditionFilters>(searchSpec(fields));
  const filters = list.filters;

  return (
    <Flex vertical gap={16} data-testid="edition-list-page">
      <Card>
        <SearchForm fields={fields} values={list.filters} onSearch={(values) => list.search(values)} />
      </Card>
      <Card>
        <DataTable<EditionView, EditionFilters>
          tableId="business.editions"
          rowKey="editionId"
          columns={columns}
          list={list}
          filters={filters}
          queryKey={EDITIONS_KEY}
          fetch={fetchEditionPage}
          toolbar={
            <Permission code="EDITION_ADD">
              <Button
                type="primary"
                icon={<PlusOutlined />}
                onClick={() => form.open('add')}
                data-testid="edition-add"
              >
                {t('toolbar.add')}
              </Button>
            </Permission>
          }
        />
      </Card>
      {editing.open && <EditionFormModal key={form.value} edition={editing.record} onClose={form.close} />}
      <EditionDetailDrawer value={detail.value} onClose={detail.close} />
    </Flex>
  );
}
