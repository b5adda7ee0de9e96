import { openingEdition } from '@awards/shared/editions';
import { PERM } from '@awards/shared/permissions';
import {
  PUBLICITY_FIELD_NAMES,
  PUBLICITY_PATHS,
  SNAPSHOT_STATUS_NAMES,
  type SnapshotStatus,
  type SnapshotView,
} from '@awards/shared/publicity';
import { formatDateTime } from '@awards/web-common/format';
import { reportError } from '@awards/web-common/formErrors';
import { useQueryClient } from '@tanstack/react-query';
import { App, Button, Card, Drawer, Flex, Tag, Typography } from 'antd';
import { useState } from 'react';
import { useSearchParams } from 'react-router';
import { DataTable } from '../../../components/DataTable/DataTable';
import type { DataTableColumn, FetchParams } from '../../../components/DataTable/types';
import { useListState } from '../../../components/DataTable/useListState';
import { EditionSelect } from '../../../components/EditionSelect';
import { ExportButton } from '../../../components/Export/ExportButton';
import { usePermission } from '../../../components/RowActions/Permission';
import {
  PUBLICITY_KEY,
  printSnapshot,
  snapshotsQuery,
  usePublicityEditions,
  useSettings,
  useSnapshot,
  verifyHash,
} from '../api/publicity';
import { EntriesTable } from '../components/EntriesTable';
import { PublishWizard } from '../components/PublishWizard';
import { periodEnd, periodStart } from '../components/period';
import { SettingsModal } from '../components/SettingsModal';
import { UnpublishModal } from '../components/UnpublishModal';
import { usePublicityT } from '../i18n';

const STATUS_COLOURS: Record<SnapshotStatus, string> = {
  scheduled: 'blue',
  published: 'green',
  ended: 'default',
  unpublished: 'red',
};

/**
 * 公示管理 (docs/domain.md "Publicity"): an edition's published lists with their status, period
 * and content hash (verified on demand), the settings (period, fields shown), the publish
 * wizard, withdrawal with a reason, and each list's Excel and printable page. The edition is
 * kept in the address (?editionId=), and so is the table's page.
 */
export function PublicityListPage() {
  const { t, tr } = usePublicityT();
  const { message, modal } = App.useApp();
  const [params, setParams] = useSearchParams();
  const editions = usePublicityEditions();
  // Derived when the address names none (never written: a late write pulled users back).
  const editionId =
    Number(params.get('editionId')) ||
    (editions.data ? openingEdition(editions.data, ['publicity', 'reviewing']) : null);
  const settings = useSettings(editionId);
  const list = useListState({});
  const client = useQueryClient();
  const canPublish = usePermission(PERM.PUBLICITY_PUBLISH);
  const [dialog, setDialog] = useState<'settings' | 'publish' | null>(null);
  const [withdrawing, setWithdrawing] = useState<number | null>(null);
  const [viewing, setViewing] = useState<number | null>(null);
  const detail = useSnapshot(viewing);

  const fetch = (paging: FetchParams<object>) =>
    client.fetchQuery({ ...snapshotsQuery(editionId), staleTime: 10_000 }).then((rows) => {
      const start = (paging.pageNum - 1) * paging.pageSize;
      return {
        pageNum: paging.pageNum,
        pageSize: paging.pageSize,
        totalCount: rows.length,
        totalPage: Math.max(1, Math.ceil(rows.length / paging.pageSize)),
        result: rows.slice(start, start + paging.pageSize),
      };
    });

  const verify = (row: SnapshotView) =>
    verifyHash(row.snapshotId).then(
      (check) =>
        check.matches
          ? void message.success(t('hashOk'))
          : void modal.error({
              title: t('verify'),
              content: t('hashBad', { stored: check.storedHash, computed: check.computedHash }),
            }),
      (error) => reportError(error, message.error, tr),
    );

  const columns: DataTableColumn<SnapshotView>[] = [
    {
      key: 'title',
      title: t('column.title'),
      dataIndex: 'title',
      width: 260,
      userText: true,
      cardTitle: true,
    },
    {
      key: 'status',
      title: t('column.status'),
      width: 110,
      render: (_, row) => (
        <Tag color={STATUS_COLOURS[row.status]} data-testid={`publicity-status-${row.snapshotId}`}>
          {tr(SNAPSHOT_STATUS_NAMES[row.status])}
        </Tag>
      ),
    },
    {
      key: 'period',
      title: t('column.period'),
      width: 300,
      render: (_, row) => t('periodText', { start: periodStart(row.startTime), end: periodEnd(row.endTime) }),
    },
    { key: 'entries', title: t('column.entries'), dataIndex: 'entryCount', width: 90 },
    {
      key: 'hash',
      title: t('column.hash'),
      width: 170,
      render: (_, row) => (
        <Typography.Text code copyable={{ text: row.contentHash }} title={row.contentHash}>
          {row.contentHash.slice(0, 12)}
        </Typography.Text>
      ),
    },
    {
      key: 'publishedBy',
      title: t('column.publishedBy'),
      width: 200,
      defaultHidden: true,
      render: (_, row) => `${row.publishedBy} ${formatDateTime(row.publishedTime)}`,
    },
    {
      key: 'unpublishReason',
      title: t('column.unpublishReason'),
      dataIndex: 'unpublishReason',
      width: 200,
      userText: true,
      defaultHidden: true,
    },
    {
      key: 'actions',
      title: '',
      actions: (row) => [
        { key: 'view', label: t('view'), onClick: () => setViewing(row.snapshotId) },
        { key: 'verify', label: t('verify'), onClick: () => verify(row) },
        { key: 'print', label: t('print'), more: true, onClick: () => void printSnapshot(row.snapshotId) },
        {
          key: 'unpublish',
          label: t('unpublish'),
          danger: true,
          more: true,
          permission: PERM.PUBLICITY_UNPUBLISH,
          disabled: row.status !== 'scheduled' && row.status !== 'published',
          onClick: () => setWithdrawing(row.snapshotId),
        },
      ],
    },
  ];

  const choose = (value: number) => {
    const next = new URLSearchParams();
    next.set('editionId', String(value));
    setParams(next);
  };
  const fieldNames = (settings.data?.fields.proposed ?? [])
    .map((f) => tr(PUBLICITY_FIELD_NAMES[f]))
    .join(t('separator'));

  return (
    <Flex vertical gap={16} data-testid="publicity-page">
      <Card>
        <Flex gap={8} align="center" wrap>
          <Typography.Text>{t('edition')}</Typography.Text>
          <EditionSelect
            data-testid="publicity-edition"
            placeholder={t('pickEdition')}
            value={editionId ?? undefined}
            loading={editions.isFetching}
            editions={editions.data}
            onChange={choose}
          />
          {settings.data && (
            <Typography.Text type="secondary" data-testid="publicity-settings-summary">
              {t('settingsSummary', { days: settings.data.periodDays, fields: fieldNames })}
            </Typography.Text>
          )}
          <Flex gap={8} style={{ marginLeft: 'auto' }}>
            {canPublish && settings.data && (
              <Button onClick={() => setDialog('settings')} data-testid="publicity-settings">
                {t('settings')}
              </Button>
            )}
            {canPublish && settings.data && (
              <Button type="primary" onClick={() => setDialog('publish')} data-testid="publicity-publish">
                {t('publish')}
              </Button>
            )}
          </Flex>
        </Flex>
      </Card>
      {editionId !== null && (
        <Card>
          <DataTable<SnapshotView>
            tableId="publicity.snapshots"
            rowKey="snapshotId"
            columns={columns}
            list={list}
            queryKey={[...PUBLICITY_KEY, 'page', editionId]}
            fetch={fetch}
            tableProps={{ size: 'middle', locale: { emptyText: t('empty') } }}
          />
        </Card>
      )}
      {dialog === 'settings' && settings.data && (
        <SettingsModal settings={settings.data} onClose={() => setDialog(null)} />
      )}
      {dialog === 'publish' && settings.data && (
        <PublishWizard settings={settings.data} onClose={() => setDialog(null)} />
      )}
      {withdrawing !== null && (
        <UnpublishModal snapshotId={withdrawing} onClose={() => setWithdrawing(null)} />
      )}
      <Drawer
        open={viewing !== null}
        size="large"
        title={detail.data ? t('detailTitle', { title: detail.data.title }) : ''}
        onClose={() => setViewing(null)}
        destroyOnHidden
        extra={
          detail.data && (
            <Flex gap={8}>
              <ExportButton
                path={PUBLICITY_PATHS.export}
                body={{ snapshotId: detail.data.snapshotId }}
                fileName="publicity.xlsx"
                code={PERM.PUBLICITY_VIEW}
                testId="publicity-export"
              >
                {t('exportExcel')}
              </ExportButton>
              <Button
                onClick={() => void printSnapshot(detail.data.snapshotId)}
                data-testid="publicity-print"
              >
                {t('print')}
              </Button>
            </Flex>
          )
        }
      >
        {detail.data && (
          <Flex vertical gap={8} data-testid="publicity-detail">
            <Typography.Text>
              {t('periodText', {
                start: periodStart(detail.data.startTime),
                end: periodEnd(detail.data.endTime),
              })}
              {'  '}
              <Tag color={STATUS_COLOURS[detail.data.status]}>
                {tr(SNAPSHOT_STATUS_NAMES[detail.data.status])}
              </Tag>
            </Typography.Text>
            <Typography.Text type="secondary">
              {t('sources', {
                lists: detail.data.sources
                  .map((s) => t('sourceItem', { award: s.awardName, version: s.version }))
                  .join(t('separator')),
              })}
            </Typography.Text>
            <Typography.Link href={`/site/publicity/${detail.data.snapshotId}`} target="_blank">
              {t('noticeLink')}
            </Typography.Link>
            <EntriesTable
              fields={detail.data.fields}
              entries={detail.data.entries}
              testId="publicity-entries"
            />
          </Flex>
        )}
      </Drawer>
    </Flex>
  );
}
