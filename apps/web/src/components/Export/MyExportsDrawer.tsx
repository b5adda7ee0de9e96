import {
  EXPORT_RETENTION_DAYS,
  EXPORT_STATUS_NAMES,
  type ExportJobView,
  EXPORT_UI_MESSAGES as M,
} from '@awards/shared/exports';
import { formatDateTime } from '@awards/web-common/format';
import { useQueryClient } from '@tanstack/react-query';
import {
  App,
  Button,
  Drawer,
  Flex,
  Popconfirm,
  Progress,
  Table,
  type TableColumnsType,
  Tag,
  Typography,
} from 'antd';
import { percentOf } from '../../lib/exportProgress';
import { deleteExport, downloadExport, MY_EXPORTS_KEY, useMyExports } from './api';
import { useSharedT } from './useSharedT';

const STATUS_COLOUR = { running: 'processing', done: 'success', failed: 'error' } as const;

const sizeText = (bytes: number | null) =>
  bytes === null
    ? ''
    : bytes < 1024 * 1024
      ? `${Math.max(1, Math.round(bytes / 1024))} KB`
      : `${(bytes / 1024 / 1024).toFixed(1)} MB`;

interface Props {
  open: boolean;
  onClose: () => void;
}

/**
 * "My exports" (issue 14 §5): the signed-in user's background exports until they expire,
 * their progress moving with the pushes, each finished one downloadable or deletable.
 */
export function MyExportsDrawer({ open, onClose }: Props) {
  const tr = useSharedT();
  const { message } = App.useApp();
  const queryClient = useQueryClient();
  const list = useMyExports(open);
  const remove = async (job: ExportJobView) => {
    await deleteExport(job.exportId);
    message.success(tr(M.deleted));
    await queryClient.invalidateQueries({ queryKey: MY_EXPORTS_KEY });
  };
  const columns: TableColumnsType<ExportJobView> = [
    { title: tr(M.colName), dataIndex: 'fileName', ellipsis: { showTitle: true } },
    {
      title: tr(M.colStatus),
      dataIndex: 'status',
      width: 96,
      render: (_, job) => <Tag color={STATUS_COLOUR[job.status]}>{tr(EXPORT_STATUS_NAMES[job.status])}</Tag>,
    },
    {
      title: tr(M.colProgress),
      width: 180,
      render: (_, job) =>
        job.status === 'failed' ? (
          <Typography.Text type="danger">{job.error}</Typography.Text>
        ) : (
          <Progress
            percent={percentOf(job)}
            size="small"
            status={job.status === 'done' ? 'success' : 'active'}
          />
        ),
    },
    { title: tr(M.colSize), dataIndex: 'size', width: 90, render: (size: number | null) => sizeText(size) },
    {
      title: tr(M.colCreated),
      dataIndex: 'createTime',
      width: 170,
      render: (v: string) => formatDateTime(v),
    },
    {
      title: tr(M.colExpires),
      dataIndex: 'expireTime',
      width: 170,
      render: (v: string) => formatDateTime(v),
    },
    {
      title: tr(M.colActions),
      fixed: 'right',
      width: 140,
      render: (_, job) => (
        <Flex gap={4}>
          {job.status === 'done' && (
            <Button
              type="link"
              size="small"
              onClick={() => void downloadExport(job)}
              data-testid="my-export-download"
            >
              {tr(M.download)}
            </Button>
          )}
          <Popconfirm title={tr(M.deleteConfirm)} onConfirm={() => remove(job)}>
            <Button type="link" size="small" danger data-testid="my-export-delete">
              {tr(M.delete)}
            </Button>
          </Popconfirm>
        </Flex>
      ),
    },
  ];
  return (
    <Drawer
      open={open}
      onClose={onClose}
      title={tr(M.myExports)}
      size="large"
      extra={<Button onClick={() => void list.refetch()}>{tr(M.refresh)}</Button>}
      data-testid="my-exports-drawer"
    >
      <Typography.Paragraph type="secondary">
        {tr(M.retention({ days: EXPORT_RETENTION_DAYS }))}
      </Typography.Paragraph>
      <Table<ExportJobView>
        rowKey="exportId"
        size="small"
        loading={list.isFetching}
        dataSource={list.data ?? []}
        columns={columns}
        pagination={false}
        scroll={{ x: 900 }}
        locale={{ emptyText: tr(M.empty) }}
      />
    </Drawer>
  );
}
