import { PrinterOutlined } from '@ant-design/icons';
import { RUN_KIND_NAMES, RUN_STATUS_NAMES, type RunView } from '@awards/shared/review';
import { formatDateTime } from '@awards/web-common/format';
import { Button, Drawer, Space, Table, Tag, Typography } from 'antd';
import { useState } from 'react';
import { printRecord, useRuns } from '../api/groups';
import { useReviewT } from '../i18n';
import { RunPreviewDrawer } from './RunPreviewDrawer';

/**
 * A group's runs, newest first: the proposals, the applied runs and the replacements
 * drawn since (docs/domain.md "Replacement"), each with what it added and, where no
 * replacement was feasible, the unfilled slot and its reason; each opens or prints.
 */
export function RunsDrawer({
  groupId,
  groupName,
  onClose,
}: {
  groupId: number;
  groupName: string;
  onClose: () => void;
}) {
  const { t, tr } = useReviewT();
  const runs = useRuns(groupId);
  const [open, setOpen] = useState<RunView | null>(null);
  return (
    <Drawer open size="large" title={t('draw.runsTitle', { name: groupName })} onClose={onClose}>
      <Table<RunView>
        size="small"
        data-testid="group-runs"
        rowKey="runId"
        loading={runs.isFetching}
        pagination={false}
        scroll={{ x: 'max-content' }}
        dataSource={runs.data ?? []}
        columns={[
          { key: 'runId', title: '#', dataIndex: 'runId', width: 60 },
          {
            key: 'kind',
            title: t('draw.kind'),
            render: (_, r) => (
              <Tag color={r.kind === 'replacement' ? 'gold' : 'blue'}>{tr(RUN_KIND_NAMES[r.kind])}</Tag>
            ),
          },
          { key: 'status', title: t('draw.status'), render: (_, r) => tr(RUN_STATUS_NAMES[r.status]) },
          {
            key: 'time',
            title: t('draw.time'),
            render: (_, r) => formatDateTime(r.appliedTime ?? r.createTime),
          },
          {
            key: 'what',
            title: t('draw.pairs'),
            render: (_, r) => (
              <Space direction="vertical" size={0}>
                {r.message && r.kind === 'replacement' && <span>{tr(r.message)}</span>}
                <span>
                  {t('run.added')} {r.added.length} · {t('run.removed')} {r.removed.length}
                </span>
                {r.unfilled.map((u) => (
                  <Typography.Text type="danger" key={u.declarationId}>
                    {t('draw.unfilledReason', {
                      name: r.declarationNames[String(u.declarationId)] ?? `#${u.declarationId}`,
                      missing: u.missing,
                      reason: tr(u.reason),
                    })}
                  </Typography.Text>
                ))}
              </Space>
            ),
          },
          {
            key: 'actions',
            title: t('groups.actions'),
            render: (_, r) => (
              <Space>
                <Button size="small" onClick={() => setOpen(r)} data-testid={`run-open-${r.runId}`}>
                  {t('draw.details')}
                </Button>
                <Button
                  size="small"
                  icon={<PrinterOutlined />}
                  aria-label={t('draw.print')}
                  onClick={() => printRecord(r.runId)}
                />
              </Space>
            ),
          },
        ]}
      />
      {open && <RunPreviewDrawer run={open} groupName={groupName} onClose={() => setOpen(null)} />}
    </Drawer>
  );
}
