import { CheckOutlined } from '@ant-design/icons';
import type { BatchRefusal, QueueItem } from '@awards/shared/examination';
import { reportError } from '@awards/web-common/formErrors';
import { App, Card, Flex, Grid } from 'antd';
import { type Key, useState } from 'react';
import { BatchButton } from '../../../components/BatchButton/BatchButton';
import { DataTable } from '../../../components/DataTable/DataTable';
import { useListState } from '../../../components/DataTable/useListState';
import { declarationSearchFields } from '../../../components/declaration/declarationSearch';
import { SearchForm } from '../../../components/SearchForm/SearchForm';
import { searchSpec } from '../../../components/SearchForm/searchAddress';
import type { SearchField } from '../../../components/SearchForm/types';
import { useRouteParam } from '../../../lib/useRouteParam';
import {
  batchRefusals,
  EXAMINATION_KEY,
  fetchQueue,
  type QueueFilters,
  useBatchPass,
} from '../api/examination';
import { unitTree, useQueueOptions } from '../api/queueOptions';
import { BatchRefusalModal } from '../components/BatchRefusalModal';
import { ExaminationView } from '../components/ExaminationView';
import { queueColumns } from '../components/queueColumns';
import { useExaminationT } from '../i18n';

/** The formal examination (docs/design/DOMAIN.md): the queue, the side-by-side view, decisions and batch pass. */
export function ExaminationPage() {
  const { t, tr } = useExaminationT();
  const { message } = App.useApp();
  const narrow = Grid.useBreakpoint().md === false;
  const [selected, setSelected] = useState<{ keys: Key[]; rows: QueueItem[] }>({ keys: [], rows: [] });
  const [refusals, setRefusals] = useState<BatchRefusal[] | null>(null);
  const examine = useRouteParam('examine');
  const batch = useBatchPass();
  const { editions, awards, units } = useQueueOptions();

  const passSelected = () =>
    batch.mutateAsync({ declarationIds: selected.keys.map(Number), opinion: null }).then(
      (done) => {
        void message.success(t('done.passed', { count: done.count }));
        setSelected({ keys: [], rows: [] });
      },
      (error) => {
        const reasons = batchRefusals(error);
        if (reasons) setRefusals(reasons);
        else reportError(error, message.error, tr);
      },
    );

  const fields: SearchField[] = [
    ...declarationSearchFields((key) => t(key), editions.data ?? [], awards.data ?? []),
    {
      type: 'treeSelect',
      name: 'unitId',
      numeric: true,
      label: t('search.unit'),
      treeData: unitTree(units.data ?? []),
      loading: units.isFetching,
    },
    {
      type: 'select',
      name: 'status',
      label: t('search.status'),
      options: (['submitted', 'resubmitted'] as const).map((s) => ({
        value: s,
        label: t(`queueStatus.${s}`),
      })),
    },
  ];
  // Page, sort and filters live in the address: a reload or a link shows the same rows.
  const list = useListState<QueueFilters>(searchSpec(fields));
  const filters = list.filters;

  return (
    <Flex vertical gap={16} data-testid="examination-page">
      <Card>
        <SearchForm fields={fields} values={list.filters} onSearch={(values) => list.search(values)} />
      </Card>
      <Card>
        <DataTable<QueueItem, QueueFilters>
          tableId="business.examination"
          rowKey="declarationId"
          columns={queueColumns(t, { narrow, examine: (row) => examine.open(String(row.declarationId)) })}
          list={list}
          filters={filters}
          queryKey={EXAMINATION_KEY}
          fetch={fetchQueue}
          rowSelection={{
            selectedRowKeys: selected.keys,
            onChange: (keys, rows) => setSelected({ keys, rows }),
          }}
          toolbar={
            <BatchButton
              permission="DECLARE_EXAMINE"
              kind="primary"
              icon={<CheckOutlined />}
              count={selected.keys.length}
              confirm={t('toolbar.batchConfirm', { count: selected.keys.length })}
              onConfirm={passSelected}
              loading={batch.isPending}
              label={t('toolbar.batchPass', { count: selected.keys.length })}
              testId="batch-pass"
            />
          }
        />
      </Card>
      <ExaminationView value={examine.value} onClose={examine.close} />
      {refusals && (
        <BatchRefusalModal refusals={refusals} rows={selected.rows} onClose={() => setRefusals(null)} />
      )}
    </Flex>
  );
}
