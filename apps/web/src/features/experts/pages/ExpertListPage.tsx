import { DISCIPLINE_DICT, EXPERT_MESSAGES, EXPERT_STATUSES, type ExpertView } from '@awards/shared/experts';
import { App, Card, Flex, Grid } from 'antd';
import { type Key, useState } from 'react';
import { DataTable } from '../../../components/DataTable/DataTable';
import type { DataTableColumn } from '../../../components/DataTable/types';
import { RowActions } from '../../../components/RowActions/RowActions';
import { SearchForm } from '../../../components/SearchForm/SearchForm';
import { reportError } from '../../../lib/formErrors';
import { useRouteParam } from '../../../lib/useRouteParam';
import { useBlacklist, useDeleteExperts } from '../api/expertActions';
import { EXPERT_PAGE_KEY, type ExpertFilters, fetchExpertPage } from '../api/expertPage';
import { ExpertDetailDrawer } from '../components/ExpertDetailDrawer';
import { ExpertFormRoute } from '../components/ExpertFormRoute';
import { ExpertToolbar } from '../components/ExpertToolbar';
import { expertColumns } from '../components/expertColumns';
import { PoolDrawer } from '../components/PoolDrawer';
import { PushModal } from '../components/PushModal';
import { ReasonModal } from '../components/ReasonModal';
import { RecycleBinDrawer } from '../components/RecycleBinDrawer';
import { useDisciplineName } from '../components/useDisciplineName';
import { useExpertsT } from '../i18n';

type Dialog =
  | { kind: 'detail' | 'blacklist'; expert: ExpertView }
  | { kind: 'push'; expertIds: number[] }
  | { kind: 'pool' | 'recycle' }
  | null;

/** The expert pool (docs/domain.md "Experts"): search, the record, blacklist, recycle bin, editions' pools. */
export function ExpertListPage() {
  const { t, tr } = useExpertsT();
  const { message } = App.useApp();
  const narrow = Grid.useBreakpoint().md === false;
  const disciplineName = useDisciplineName();
  const [filters, setFilters] = useState<ExpertFilters>({});
  const [selected, setSelected] = useState<Key[]>([]);
  const [dialog, setDialog] = useState<Dialog>(null);
  const form = useRouteParam('form');
  const blacklist = useBlacklist();
  const remove = useDeleteExperts();
  const close = () => setDialog(null);
  const fail = (error: unknown) => reportError(error, message.error, tr);

  const columns: DataTableColumn<ExpertView>[] = [
    ...expertColumns(t, disciplineName),
    {
      key: 'actions',
      title: t('column.actions'),
      width: 230,
      fixed: narrow ? undefined : 'right',
      render: (_, e) => (
        <RowActions
          actions={[
            {
              key: 'detail',
              label: t('action.detail'),
              onClick: () => setDialog({ kind: 'detail', expert: e }),
            },
            {
              key: 'edit',
              label: t('action.edit'),
              permission: 'EXPERT_EDIT',
              onClick: () => form.open(`edit:${e.expertId}`),
            },
            e.blacklisted
              ? {
                  key: 'lift',
                  label: t('action.lift'),
                  permission: 'EXPERT_BLACKLIST',
                  more: true,
                  confirm: t('action.liftConfirm', { name: e.expertName }),
                  onClick: () =>
                    blacklist
                      .mutateAsync({ expertIds: [e.expertId], reason: null })
                      .then(() => void message.success(t('done.lifted')), fail),
                }
              : {
                  key: 'blacklist',
                  label: t('action.blacklist'),
                  permission: 'EXPERT_BLACKLIST',
                  more: true,
                  disabled: e.status !== 'approved',
                  onClick: () => setDialog({ kind: 'blacklist', expert: e }),
                },
            {
              key: 'delete',
              label: t('action.delete'),
              permission: 'EXPERT_DEL',
              danger: true,
              more: true,
              confirm: t('action.deleteConfirm', { name: e.expertName }),
              onClick: () =>
                remove.mutateAsync([e.expertId]).then(() => void message.success(t('done.deleted')), fail),
            },
          ]}
        />
      ),
    },
  ];

  return (
    <Flex vertical gap={16} data-testid="expert-list-page">
      <Card>
        <SearchForm
          fields={[
            { type: 'input', name: 'expertName', label: t('search.expertName') },
            { type: 'input', name: 'organisation', label: t('search.organisation') },
            { type: 'input', name: 'title', label: t('search.title') },
            {
              type: 'dict',
              name: 'discipline',
              label: t('search.discipline'),
              categoryCode: DISCIPLINE_DICT,
            },
            { type: 'region', name: 'regionCode', label: t('search.regionCode'), maxLevel: 1 },
            {
              type: 'select',
              name: 'status',
              label: t('search.status'),
              options: EXPERT_STATUSES.map((status) => ({ value: status, label: t(`status.${status}`) })),
            },
            {
              type: 'select',
              name: 'blacklisted',
              label: t('search.blacklisted'),
              options: [
                { value: 1, label: t('blacklisted.1') },
                { value: 0, label: t('blacklisted.0') },
              ],
            },
          ]}
          onSearch={(values) => {
            const region = values.regionCode;
            setFilters({
              ...values,
              regionCode: Array.isArray(region) ? region.at(-1) : undefined,
            } as ExpertFilters);
          }}
        />
      </Card>
      <Card>
        <DataTable<ExpertView, ExpertFilters>
          tableId="experts.pool"
          rowKey="expertId"
          columns={columns}
          filters={filters}
          queryKey={EXPERT_PAGE_KEY}
          fetch={fetchExpertPage}
          rowSelection={{ selectedRowKeys: selected, onChange: setSelected }}
          toolbar={
            <ExpertToolbar
              filters={filters}
              selected={selected.length}
              onAdd={() => form.open('add')}
              onPush={() => setDialog({ kind: 'push', expertIds: selected.map(Number) })}
              onPool={() => setDialog({ kind: 'pool' })}
              onRecycle={() => setDialog({ kind: 'recycle' })}
            />
          }
        />
      </Card>
      <ExpertFormRoute value={form.value} onClose={form.close} />
      {dialog?.kind === 'detail' && <ExpertDetailDrawer expertId={dialog.expert.expertId} onClose={close} />}
      {dialog?.kind === 'blacklist' && (
        <ReasonModal
          title={t('blacklist.title', { count: 1 })}
          label={t('blacklist.reason')}
          requiredMessage={EXPERT_MESSAGES.blacklistReasonRequired}
          busy={blacklist.isPending}
          onSubmit={(reason) =>
            blacklist.mutateAsync({ expertIds: [dialog.expert.expertId], reason }).then(() => {
              void message.success(t('done.blacklisted'));
              close();
            }, fail)
          }
          onClose={close}
        />
      )}
      {dialog?.kind === 'push' && (
        <PushModal
          expertIds={dialog.expertIds}
          onClose={() => {
            setSelected([]);
            close();
          }}
        />
      )}
      {dialog?.kind === 'pool' && <PoolDrawer onClose={close} />}
      {dialog?.kind === 'recycle' && <RecycleBinDrawer onClose={close} />}
    </Flex>
  );
}
