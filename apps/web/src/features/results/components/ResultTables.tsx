import type { ResultListView, ResultView } from '@awards/shared/results';
import { formatDateTime } from '@awards/web-common/format';
import { Typography } from 'antd';
import { DATE_TIME_COLUMN_WIDTH } from '../../../components/DataTable/constants';
import { DataTable } from '../../../components/DataTable/DataTable';
import type { DataTableColumn } from '../../../components/DataTable/types';
import { useListState } from '../../../components/DataTable/useListState';
import { useWholeListFetch } from '../../../components/DataTable/wholeListFetch';
import { RESULT_KEY, resultViewQuery } from '../api/results';
import { useResultT } from '../i18n';

type QuotaUse = ResultView['quotas'][number];

/** Quota use per grade: the quota, the places (with any passed down) and those used. */
export function QuotasTable({ view }: { view: ResultView }) {
  const { t } = useResultT();
  const list = useListState({}, { prefix: 'q.' });
  const fetch = useWholeListFetch(resultViewQuery(view.editionId, view.awardId), (v) => v.quotas);
  const columns: DataTableColumn<QuotaUse>[] = [
    { key: 'grade', title: t('column.grade2'), dataIndex: 'gradeName', width: 160, userText: true },
    { key: 'quota', title: t('column.quota'), dataIndex: 'quota', align: 'right', width: 100 },
    { key: 'places', title: t('column.places'), dataIndex: 'places', align: 'right', width: 120 },
    {
      key: 'used',
      title: t('column.used'),
      align: 'right',
      width: 100,
      render: (_, q) =>
        q.used > q.places ? <Typography.Text type="danger">{q.used}</Typography.Text> : q.used,
    },
  ];
  return (
    <div data-testid="results-quotas">
      <DataTable<QuotaUse>
        tableId="results.quotas"
        rowKey="gradeLevel"
        columns={columns}
        list={list}
        queryKey={[...RESULT_KEY, 'quotaPage', view.editionId, view.awardId]}
        fetch={fetch}
        columnChooser={false}
        tableProps={{ size: 'small' }}
      />
    </div>
  );
}

/**
 * The confirmed versions of the list: who confirmed it and when, its hash, the decision that
 * reopened it, and reopening the confirmed one (RESULT_REOPEN).
 */
export function VersionsTable({
  view,
  onReopen,
}: {
  view: ResultView;
  onReopen: (list: ResultListView) => void;
}) {
  const { t } = useResultT();
  const list = useListState({}, { prefix: 'v.' });
  const fetch = useWholeListFetch(resultViewQuery(view.editionId, view.awardId), (v) => v.versions);
  const columns: DataTableColumn<ResultListView>[] = [
    { key: 'version', title: t('column.version'), dataIndex: 'version', align: 'right', width: 80 },
    { key: 'status', title: t('column.status'), width: 120, render: (_, v) => t(`status.${v.status}`) },
    {
      key: 'hash',
      title: t('hash'),
      width: 200,
      render: (_, v) => (
        <Typography.Text code translate="no">
          {v.contentHash.slice(0, 16)}…
        </Typography.Text>
      ),
    },
    { key: 'by', title: t('column.confirmedBy'), dataIndex: 'confirmedBy', width: 120, userText: true },
    {
      key: 'time',
      title: t('column.confirmedTime'),
      width: DATE_TIME_COLUMN_WIDTH,
      render: (_, v) => formatDateTime(v.confirmedTime),
    },
    {
      key: 'decision',
      title: t('column.decision'),
      width: 200,
      userText: true,
      render: (_, v) => (v.reopenDocumentNo ? `${v.reopenDocumentNo} ${v.reopenReason ?? ''}` : ''),
    },
    {
      key: 'actions',
      title: t('column.actions'),
      actions: (v) =>
        v.status === 'confirmed'
          ? [
              {
                key: 'reopen',
                label: t('reopen'),
                permission: 'RESULT_REOPEN',
                danger: true,
                onClick: () => onReopen(v),
              },
            ]
          : [],
    },
  ];
  return (
    <div data-testid="results-versions">
      <DataTable<ResultListView>
        tableId="results.versions"
        rowKey="listId"
        columns={columns}
        list={list}
        queryKey={[...RESULT_KEY, 'versionPage', view.editionId, view.awardId]}
        fetch={fetch}
        tableProps={{ size: 'small' }}
      />
    </div>
  );
}
