import { PlusOutlined } from '@ant-design/icons';
import { DECLARATION_STATUSES, type DeclarationView } from '@awards/shared/declarations';
import { dayEnd, dayStart } from '@awards/web-common/clock';
import { reportError } from '@awards/web-common/formErrors';
import { App, Button, Card, Flex, Grid, Space } from 'antd';
import { useState } from 'react';
import { DataTable } from '../../../components/DataTable/DataTable';
import { useListState } from '../../../components/DataTable/useListState';
import { declarationSearchFields } from '../../../components/declaration/declarationSearch';
import { useDeclarationT } from '../../../components/declaration/i18n';
import { useRoutedEntity } from '../../../components/EntityForm/useRoutedEntity';
import { ExportButton } from '../../../components/Export/ExportButton';
import { Permission } from '../../../components/RowActions/Permission';
import { SearchForm } from '../../../components/SearchForm/SearchForm';
import { searchSpec } from '../../../components/SearchForm/searchAddress';
import type { SearchField, SearchValues } from '../../../components/SearchForm/types';
import { i18n } from '../../../i18n';
import { useRouteParam } from '../../../lib/useRouteParam';
import { useCarryOver, useDeleteDeclaration } from '../api/declarationActions';
import {
  DECLARATION_PATHS,
  DECLARATIONS_KEY,
  type DeclarationFilters,
  fetchDeclarationPage,
  unitNodes,
  useAwardOptions,
  useDeclaration,
  useEditionOptions,
  useUnitOptions,
} from '../api/declarationPage';
import { DeclarationDetailDrawer } from '../components/DeclarationDetailDrawer';
import { DeclarationFormModal } from '../components/DeclarationFormModal';
import { declarationListColumns } from '../components/declarationColumns';
import { RevokeModal } from '../components/RevokeModal';
import { useDeclarationsT } from '../i18n';

/** The search form's values as the page's filters: the deepest region, the days in the display zone. */
export function toFilters({ region, submitted, ...rest }: SearchValues): DeclarationFilters {
  const filters = { ...rest } as DeclarationFilters;
  if (Array.isArray(region) && region.length > 0) filters.regionCode = String(region.at(-1));
  if (Array.isArray(submitted)) {
    const [from, to] = submitted as (string | undefined)[];
    if (from) filters.submittedFrom = dayStart(from);
    if (to) filters.submittedTo = dayEnd(to);
  }
  return filters;
}

/** Declarations (spec 001 §7): search, detail with trail, drafts on a unit's behalf, withdrawal, export. */
export function DeclarationListPage() {
  const { t, tr } = useDeclarationsT();
  const tShared = useDeclarationT();
  const { message } = App.useApp();
  const narrow = Grid.useBreakpoint().md === false;
  const [revoking, setRevoking] = useState<DeclarationView | null>(null);
  const form = useRouteParam('form');
  const editing = useRoutedEntity(form, useDeclaration);
  const detail = useRouteParam('detail');
  const remove = useDeleteDeclaration();
  const carry = useCarryOver();
  const editions = useEditionOptions();
  const awards = useAwardOptions();
  const units = useUnitOptions();

  const columns = declarationListColumns(t, {
    narrow,
    detail: (row) => detail.open(String(row.declarationId)),
    edit: (row) => form.open(`edit:${row.declarationId}`),
    revoke: setRevoking,
    carryOver: (row) =>
      carry.mutateAsync(row.declarationId).then(
        () => void message.success(t('done.carriedOver')),
        (error) => reportError(error, message.error, tr),
      ),
    remove: (row) =>
      remove.mutateAsync(row.declarationId).then(
        () => void message.success(t('done.deleted')),
        (error) => reportError(error, message.error, tr),
      ),
  });

  const fields: SearchField[] = [
    ...declarationSearchFields((key) => t(key), editions.data ?? [], awards.data ?? []),
    {
      type: 'select',
      name: 'status',
      label: t('search.status'),
      options: DECLARATION_STATUSES.map((s) => ({ value: s, label: tShared(`status.${s}`) })),
    },
    {
      type: 'treeSelect',
      name: 'unitId',
      numeric: true,
      label: t('search.unit'),
      treeData: unitNodes(units.data ?? []),
      loading: units.isFetching,
    },
    { type: 'region', name: 'region', label: t('search.region') },
    { type: 'dict', name: 'discipline', label: t('search.discipline'), categoryCode: 'discipline' },
    { type: 'dateRange', name: 'submitted', label: t('search.submitted') },
  ];
  // Page, sort and filters live in the address: a reload or a link shows the same rows.
  const list = useListState(searchSpec(fields));
  const filters = toFilters(list.filters);

  return (
    <Flex vertical gap={16} data-testid="declaration-list-page">
      <Card>
        <SearchForm fields={fields} values={list.filters} onSearch={(values) => list.search(values)} />
      </Card>
      <Card>
        <DataTable<DeclarationView, DeclarationFilters>
          tableId="business.declarations"
          rowKey="declarationId"
          columns={columns}
          list={list}
          filters={filters}
          // The rows name their codes in the language of the call: a change of language asks again.
          queryKey={[...DECLARATIONS_KEY, 'page', i18n.language]}
          fetch={fetchDeclarationPage}
          toolbar={
            <Space wrap>
              <Permission code="DECLARE_ADD">
                <Button
                  type="primary"
                  icon={<PlusOutlined />}
                  onClick={() => form.open('add')}
                  data-testid="declaration-add"
                >
                  {t('toolbar.add')}
                </Button>
              </Permission>
              <ExportButton
                path={DECLARATION_PATHS.export}
                body={filters}
                fileName={t('exportFile')}
                code="DECLARE_EXPORT"
                testId="declaration-export"
              >
                {t('toolbar.export')}
              </ExportButton>
            </Space>
          }
        />
      </Card>
      {editing.open && (
        <DeclarationFormModal key={form.value} declaration={editing.record} onClose={form.close} />
      )}
      <DeclarationDetailDrawer value={detail.value} onClose={detail.close} />
      {revoking && <RevokeModal declaration={revoking} onClose={() => setRevoking(null)} />}
    </Flex>
  );
}
