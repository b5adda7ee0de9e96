import { DISCIPLINE_DICT, EXPERT_MESSAGES, EXPERT_STATUSES, type ExpertView } from '@awards/shared/experts';
import { reportError } from '@awards/web-common/formErrors';
import { App, Card, Flex } from 'antd';
import { type Key, useMemo, useState } from 'react';
import { DataTable } from '../../../components/DataTable/DataTable';
import type { DataTableColumn } from '../../../components/DataTable/types';
import { useListState } from '../../../components/DataTable/useListState';
import { useRoutedEntity } from '../../../components/EntityForm/useRoutedEntity';
import { SearchForm } from '../../../components/SearchForm/SearchForm';
import { searchSpec } from '../../../components/SearchForm/searchAddress';
import type { SearchField } from '../../../components/SearchForm/types';
import { useRouteParam } from '../../../lib/useRouteParam';
import { useBlacklist, useDeleteExperts } from '../api/expertActions';
import { EXPERT_PAGE_KEY, type ExpertFilters, fetchExpertPage, useExpertDetail } from '../api/expertPage';
import { ExpertDetailDrawer } from '../components/ExpertDetailDrawer';
import { ExpertFormModal } from '../components/ExpertFormModal';
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

const _POOL_DEFAULT: ExpertFilters = { status: 'approved' };

/** Why the server's push would refuse an expert (EditionPoolService.push), or null. */
function pushRefusal(e: ExpertView): 'push.blacklisted' | 'push.notApproved' | null {
  if (e.blacklisted) return 'push.blacklisted';
  return e.status === 'approved' ? null : 'push.notApproved';
}

/** The expert pool (docs/domain.md "Experts"): search, the record, blacklist, recycle bin, editions' pools. */
const POOL_STATUS = 'approved';
const ALL_STATUSES = 'all';

export function ExpertListPage() {
  const { t, tr } = useExpertsT();
  const { message } = App.useApp();
  const disciplineName = useDisciplineName();
  const [selected, setSelected] = useState<Key[]>([]);
  const [dialog, setDialog] = useState<Dialog>(null);
  const form = useRouteParam('form');
  const editing = useRoutedEntity(form, useExpertDetail);
  const blacklist = useBlacklist();
  const remove = useDeleteExperts();
  const close = () => setDialog(null);
  const fail = (error: unknown) => reportError(error, message.error, tr);

  const columns: DataTableColumn<ExpertView>[] = [
    ...expertColumns(t, disciplineName),
    {
      key: 'actions',
      title: t('column.actions'),
      actions: (e) => [
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
      ],
    },
  ];

  const fields: SearchField[] = [
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
      options: [
        ...EXPERT_STATUSES.map((status) => ({ value: status, label: t(`status.${status}`) })),
        { value: ALL_STATUSES, label: t('statusAll') },
      ],
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
  ];
  // Page, sort and filters live in the address: a reload or a link shows the same rows.
  const list = useListState(searchSpec(fields));
  // The region picker holds the path of codes; the server filters by the last one.
  // The pool is the approved experts: the list opens on them (no status in the address),
  // 全部状态 shows the others too (issue 14 item 9).
  const shown = useMemo<Record<string, unknown>>(
    () => ({ status: POOL_STATUS, ...list.filters }),
    [list.filters],
  );
  const filters = useMemo(() => {
    const region = shown.regionCode;
    return {
      ...shown,
      status: shown.status === ALL_STATUSES ? undefined : shown.status,
      regionCode: Array.isArray(region) ? region.at(-1) : undefined,
    } as ExpertFilters;
  }, [shown]);

  return (
    <Flex vertical gap={16} data-testid="expert-list-page">
      <Card>
        <SearchForm fields={fields} values={shown} onSearch={(values) => list.search(values)} />
      </Card>
      <Card>
        <DataTable<ExpertView, ExpertFilters>
          tableId="experts.pool"
          rowKey="expertId"
          columns={columns}
          list={list}
          filters={filters}
          queryKey={EXPERT_PAGE_KEY}
          fetch={fetchExpertPage}
          rowSelection={{
            selectedRowKeys: selected,
            onChange: setSelected,
            // The selection is for 推送至届次: an expert the server would refuse (and with it the
            // whole batch) cannot be ticked, and says why (issue 14 item 7).
            getCheckboxProps: (e) => {
              const why = pushRefusal(e);
              return why ? { disabled: true, title: t(why) } : {};
            },
          }}
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
      {editing.open && <ExpertFormModal key={form.value} expert={editing.record} onClose={form.close} />}
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
