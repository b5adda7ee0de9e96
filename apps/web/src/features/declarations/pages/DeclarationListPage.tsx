import { DownloadOutlined, PlusOutlined } from '@ant-design/icons';
import { DECLARATION_STATUSES, type DeclarationView } from '@awards/shared/declarations';
import { App, Button, Card, Flex, Grid, Space } from 'antd';
import { useState } from 'react';
import { DataTable } from '../../../components/DataTable/DataTable';
import { useDeclarationT } from '../../../components/declaration/i18n';
import { Permission } from '../../../components/RowActions/Permission';
import { SearchForm } from '../../../components/SearchForm/SearchForm';
import type { SearchValues } from '../../../components/SearchForm/types';
import { i18n } from '../../../i18n';
import { dayEnd, dayStart } from '../../../lib/clock';
import { reportError } from '../../../lib/formErrors';
import { useRouteParam } from '../../../lib/useRouteParam';
import { exportDeclarations, useDeleteDeclaration } from '../api/declarationActions';
import {
  DECLARATIONS_KEY,
  type DeclarationFilters,
  fetchDeclarationPage,
  unitNodes,
  useAwardOptions,
  useEditionOptions,
  useUnitOptions,
} from '../api/declarationPage';
import { DeclarationDetailDrawer } from '../components/DeclarationDetailDrawer';
import { DeclarationFormRoute } from '../components/DeclarationFormRoute';
import { declarationColumns } from '../components/declarationColumns';
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
  const [filters, setFilters] = useState<DeclarationFilters>({});
  const [revoking, setRevoking] = useState<DeclarationView | null>(null);
  const [exporting, setExporting] = useState(false);
  const form = useRouteParam('form');
  const detail = useRouteParam('detail');
  const remove = useDeleteDeclaration();
  const editions = useEditionOptions();
  const awards = useAwardOptions();
  const units = useUnitOptions();

  const columns = declarationColumns(t, {
    narrow,
    detail: (row) => detail.open(String(row.declarationId)),
    edit: (row) => form.open(`edit:${row.declarationId}`),
    revoke: setRevoking,
    remove: (row) =>
      remove.mutateAsync(row.declarationId).then(
        () => void message.success(t('done.deleted')),
        (error) => reportError(error, message.error, tr),
      ),
  });

  const download = async () => {
    setExporting(true);
    try {
      await exportDeclarations(filters, t('exportFile'));
    } finally {
      setExporting(false);
    }
  };

  return (
    <Flex vertical gap={16} data-testid="declaration-list-page">
      <Card>
        <SearchForm
          fields={[
            { type: 'input', name: 'projectName', label: t('search.projectName') },
            {
              type: 'select',
              name: 'editionId',
              label: t('search.edition'),
              options: (editions.data ?? []).map((e) => ({ value: e.editionId, label: e.editionName })),
            },
            {
              type: 'select',
              name: 'awardId',
              label: t('search.award'),
              options: (awards.data ?? []).map((a) => ({ value: a.awardId, label: a.awardName })),
            },
            {
              type: 'select',
              name: 'status',
              label: t('search.status'),
              options: DECLARATION_STATUSES.map((s) => ({ value: s, label: tShared(`status.${s}`) })),
            },
            {
              type: 'treeSelect',
              name: 'unitId',
              label: t('search.unit'),
              treeData: unitNodes(units.data ?? []),
              loading: units.isFetching,
            },
            { type: 'region', name: 'region', label: t('search.region') },
            { type: 'dict', name: 'discipline', label: t('search.discipline'), categoryCode: 'discipline' },
            { type: 'dateRange', name: 'submitted', label: t('search.submitted') },
          ]}
          onSearch={(values) => setFilters(toFilters(values))}
        />
      </Card>
      <Card>
        <DataTable<DeclarationView, DeclarationFilters>
          tableId="business.declarations"
          rowKey="declarationId"
          columns={columns}
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
              <Permission code="DECLARE_EXPORT">
                <Button
                  icon={<DownloadOutlined />}
                  loading={exporting}
                  onClick={download}
                  data-testid="declaration-export"
                >
                  {t('toolbar.export')}
                </Button>
              </Permission>
            </Space>
          }
        />
      </Card>
      <DeclarationFormRoute value={form.value} onClose={form.close} />
      <DeclarationDetailDrawer value={detail.value} onClose={detail.close} />
      {revoking && <RevokeModal declaration={revoking} onClose={() => setRevoking(null)} />}
    </Flex>
  );
}
