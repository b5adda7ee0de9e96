import type { GroupView, RunView } from '@awards/shared/review';
import { reportError } from '@awards/web-common/formErrors';
import { App, Button, Card, Flex, Popconfirm, Select, Space, Table, Typography } from 'antd';
import { useState } from 'react';
import { useSearchParams } from 'react-router';
import { Permission } from '../../../components/RowActions/Permission';
import { useDeleteGroup, useGroups, usePlace, usePreview } from '../api/groups';
import { useReviewEditions } from '../api/review';
import { GroupFormModal } from '../components/GroupFormModal';
import { RunPreviewDrawer } from '../components/RunPreviewDrawer';
import { useReviewT } from '../i18n';

/**
 * 评审分组 (docs/domain.md "Review groups"): an edition's groups with their members,
 * placing declarations by award and discipline, and each group's assignment run
 * previewed before it is applied. The edition is kept in the address (?editionId=).
 */
export function ReviewGroupListPage() {
  const { t, tr } = useReviewT();
  const { message } = App.useApp();
  const [params, setParams] = useSearchParams();
  const editionId = Number(params.get('editionId')) || null;
  const editions = useReviewEditions();
  const groups = useGroups(editionId);
  const place = usePlace();
  const remove = useDeleteGroup();
  const preview = usePreview();
  const [adding, setAdding] = useState(false);
  const [run, setRun] = useState<{ run: RunView; name: string } | null>(null);
  const fail = (error: unknown) => reportError(error, message.error, tr);
  const choose = (value: number) => {
    const next = new URLSearchParams(params);
    next.set('editionId', String(value));
    setParams(next);
  };
  const propose = (group: GroupView, mode: 'optimal' | 'drawn') =>
    preview
      .mutateAsync({ groupId: group.groupId, mode, topUp: false })
      .then((r) => setRun({ run: r, name: group.groupName }), fail);

  return (
    <Flex vertical gap={16} data-testid="review-groups-page">
      <Card>
        <Flex gap={8} align="center" wrap>
          <Typography.Text>{t('edition')}</Typography.Text>
          <Select
            data-testid="groups-edition"
            style={{ minWidth: 240 }}
            placeholder={t('pickEdition')}
            value={editionId ?? undefined}
            loading={editions.isFetching}
            options={(editions.data ?? []).map((e) => ({ value: e.editionId, label: e.editionName }))}
            onChange={choose}
          />
          {editionId !== null && (
            <Space wrap>
              <Permission code="GROUP_ADD">
                <Button type="primary" onClick={() => setAdding(true)} data-testid="group-add">
                  {t('groups.add')}
                </Button>
              </Permission>
              <Permission code="GROUP_EDIT">
                <Button
                  loading={place.isPending}
                  data-testid="group-place"
                  onClick={() =>
                    place
                      .mutateAsync(editionId)
                      .then((r) => void message.success(t('groups.placed', r)), fail)
                  }
                >
                  {t('groups.place')}
                </Button>
              </Permission>
            </Space>
          )}
        </Flex>
      </Card>
      {editionId !== null && (
        <Card>
          <Table<GroupView>
            rowKey="groupId"
            size="middle"
            scroll={{ x: 'max-content' }}
            loading={groups.isFetching}
            dataSource={groups.data ?? []}
            locale={{ emptyText: t('empty') }}
            pagination={false}
            columns={[
              { title: t('groups.name'), dataIndex: 'groupName' },
              {
                title: t('groups.leader'),
                render: (_, g) => g.members.find((m) => m.role === 'leader')?.expertName ?? '—',
              },
              {
                title: t('groups.members'),
                render: (_, g) =>
                  g.members
                    .filter((m) => m.role !== 'leader')
                    .map((m) => m.expertName)
                    .join('、') || '—',
              },
              { title: t('groups.declarations'), dataIndex: 'declarationCount', align: 'right' },
              {
                title: t('groups.actions'),
                render: (_, g) => (
                  <Space wrap size={4}>
                    <Permission code="REVIEW_ASSIGN">
                      <Button
                        size="small"
                        type="link"
                        onClick={() => propose(g, 'optimal')}
                        data-testid={`group-preview-${g.groupId}`}
                      >
                        {t('groups.preview')}
                      </Button>
                      <Button size="small" type="link" onClick={() => propose(g, 'drawn')}>
                        {t('groups.drawn')}
                      </Button>
                    </Permission>
                    <Permission code="GROUP_DEL">
                      <Popconfirm
                        title={t('groups.removeConfirm')}
                        onConfirm={() => remove.mutateAsync(g.groupId).catch(fail)}
                      >
                        <Button size="small" type="link" danger>
                          {t('groups.remove')}
                        </Button>
                      </Popconfirm>
                    </Permission>
                  </Space>
                ),
              },
            ]}
          />
        </Card>
      )}
      {adding && editionId !== null && (
        <GroupFormModal editionId={editionId} onClose={() => setAdding(false)} />
      )}
      {run && <RunPreviewDrawer run={run.run} groupName={run.name} onClose={() => setRun(null)} />}
    </Flex>
  );
}
