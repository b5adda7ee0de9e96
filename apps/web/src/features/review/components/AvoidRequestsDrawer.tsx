import { CONFLICT_STATUS_NAMES, type ConflictView } from '@awards/shared/review';
import { formatDateTime } from '@awards/web-common/format';
import { reportError } from '@awards/web-common/formErrors';
import { App, Button, Drawer, Popconfirm, Space, Table, Tag } from 'antd';
import { Permission } from '../../../components/RowActions/Permission';
import { useAvoidRequests, useDecide } from '../api/groups';
import { useReviewT } from '../i18n';

/**
 * The declarers' avoidance requests (回避申请) of an edition, as the experts they matched:
 * staff grant (the expert is taken off at once and a replacement drawn) or dismiss each.
 */
export function AvoidRequestsDrawer({ editionId, onClose }: { editionId: number; onClose: () => void }) {
  const { t, tr } = useReviewT();
  const { message } = App.useApp();
  const requests = useAvoidRequests(editionId);
  const decide = useDecide();
  const act = (conflictId: number, decision: 'confirmed' | 'dismissed') =>
    decide.mutateAsync({ conflictId, decision }).then(
      () => void message.success(t(decision === 'confirmed' ? 'draw.confirmed' : 'draw.dismissed')),
      (error) => reportError(error, message.error, tr),
    );
  return (
    <Drawer open size="large" title={t('draw.requestsTitle')} onClose={onClose}>
      <Table<ConflictView>
        size="small"
        data-testid="avoid-requests"
        rowKey="conflictId"
        loading={requests.isFetching}
        pagination={false}
        scroll={{ x: 'max-content' }}
        locale={{ emptyText: t('draw.noRequests') }}
        dataSource={requests.data ?? []}
        columns={[
          { key: 'project', title: t('draw.declaration'), dataIndex: 'projectName' },
          { key: 'expert', title: t('draw.requestExpert'), dataIndex: 'expertName' },
          {
            key: 'status',
            title: t('draw.status'),
            render: (_, c) => (
              <Tag color={c.status === 'pending' ? 'gold' : c.status === 'confirmed' ? 'red' : undefined}>
                {tr(CONFLICT_STATUS_NAMES[c.status])}
              </Tag>
            ),
          },
          {
            key: 'actions',
            title: t('groups.actions'),
            render: (_, c) =>
              c.status === 'pending' ? (
                <Permission code="REVIEW_ASSIGN">
                  <Space>
                    <Popconfirm title={t('draw.confirm')} onConfirm={() => act(c.conflictId, 'confirmed')}>
                      <Button size="small" danger data-testid={`request-confirm-${c.conflictId}`}>
                        {t('draw.confirm')}
                      </Button>
                    </Popconfirm>
                    <Button
                      size="small"
                      onClick={() => act(c.conflictId, 'dismissed')}
                      data-testid={`request-dismiss-${c.conflictId}`}
                    >
                      {t('draw.dismiss')}
                    </Button>
                  </Space>
                </Permission>
              ) : null,
          },
          { key: 'reason', title: t('draw.reason'), dataIndex: 'reason' },
          { key: 'time', title: t('draw.time'), render: (_, c) => formatDateTime(c.createTime) },
        ]}
      />
    </Drawer>
  );
}
