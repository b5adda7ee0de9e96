import { assignmentAddSchema, type GroupAssignments, type GroupView } from '@awards/shared/review';
import { zodRule } from '@awards/web-common/zodRule';
import { App, Button, Drawer, Form, Select, Space, Table, Tag } from 'antd';
import { useState } from 'react';
import { EntityFormModal } from '../../../components/EntityForm/EntityFormModal';
import { usePermission } from '../../../components/RowActions/Permission';
import { useAddAssignment, useGroupAssignments, useRemoveAssignment } from '../api/groups';
import { useReviewT } from '../i18n';
import { ReasonModal } from './ReasonModal';

type Removing = { declaration: GroupAssignments; expertId: number; expertName: string };

/**
 * 分配明细 of a group (docs/domain.md "Manual add"): each declaration with its experts against
 * k; with REVIEW_ASSIGN, 添加专家 (a member of the group; the server refuses a conflicted pair,
 * a full load, a second expert of one organisation) and 撤销 with a reason (a replacement is
 * drawn at once).
 */
export function AssignmentsDrawer({ group, onClose }: { group: GroupView; onClose: () => void }) {
  const { t } = useReviewT();
  const { message } = App.useApp();
  const canAssign = usePermission('REVIEW_ASSIGN');
  const list = useGroupAssignments(group.groupId);
  const remove = useRemoveAssignment();
  const [adding, setAdding] = useState<GroupAssignments | null>(null);
  const [removing, setRemoving] = useState<Removing | null>(null);
  return (
    <Drawer open size="large" title={t('manual.title', { name: group.groupName })} onClose={onClose}>
      <Table<GroupAssignments>
        size="small"
        data-testid="group-assignments"
        rowKey="declarationId"
        loading={list.isFetching}
        pagination={false}
        scroll={{ x: 'max-content' }}
        locale={{ emptyText: list.isError ? t('settings.loadFailed') : t('manual.empty') }}
        dataSource={list.data ?? []}
        columns={[
          { key: 'project', title: t('manual.declaration'), dataIndex: 'projectName', width: 180 },
          {
            key: 'experts',
            title: t('manual.experts'),
            // A width, so that the experts wrap inside it instead of widening the table.
            width: 360,
            render: (_, d) => (
              <Space size={[4, 4]} wrap data-testid={`assigned-${d.declarationId}`}>
                <span>
                  {d.experts.length}/{d.expertsWanted}
                </span>
                {d.experts.map((e) => (
                  <Tag
                    key={e.expertId}
                    closable={canAssign}
                    closeIcon={
                      canAssign ? (
                        <span data-testid={`unassign-${d.declarationId}-${e.expertId}`}>×</span>
                      ) : undefined
                    }
                    onClose={(event) => {
                      event.preventDefault();
                      setRemoving({ declaration: d, expertId: e.expertId, expertName: e.expertName });
                    }}
                  >
                    {e.expertName}（{e.organisation}）
                  </Tag>
                ))}
              </Space>
            ),
          },
          ...(canAssign
            ? [
                {
                  key: 'actions',
                  title: t('groups.actions'),
                  render: (_: unknown, d: GroupAssignments) => (
                    <Button
                      size="small"
                      onClick={() => setAdding(d)}
                      data-testid={`assign-add-${d.declarationId}`}
                    >
                      {t('manual.add')}
                    </Button>
                  ),
                },
              ]
            : []),
        ]}
      />
      {adding && <AddExpertModal group={group} declaration={adding} onClose={() => setAdding(null)} />}
      {removing && (
        <ReasonModal
          title={t('manual.removeTitle', {
            expert: removing.expertName,
            name: removing.declaration.projectName,
          })}
          okText={t('manual.remove')}
          pending={remove.isPending}
          testId="unassign-form"
          onSubmit={(reason) =>
            remove
              .mutateAsync({
                declarationId: removing.declaration.declarationId,
                expertId: removing.expertId,
                reason,
              })
              .then(() => void message.success(t('manual.removed')))
          }
          onClose={() => setRemoving(null)}
        />
      )}
    </Drawer>
  );
}

const FIELDS = assignmentAddSchema.shape;

/** 添加专家: one of the group's experts not yet on the declaration. */
function AddExpertModal({
  group,
  declaration,
  onClose,
}: {
  group: GroupView;
  declaration: GroupAssignments;
  onClose: () => void;
}) {
  const { t, tr } = useReviewT();
  const [form] = Form.useForm<{ expertId: number }>();
  const add = useAddAssignment();
  const on = new Set(declaration.experts.map((e) => e.expertId));
  return (
    <EntityFormModal<{ expertId: number }>
      form={form}
      name="assignAdd"
      title={t('manual.addTitle', { name: declaration.projectName })}
      saved={t('manual.added')}
      onSave={({ expertId }) => add.mutateAsync({ declarationId: declaration.declarationId, expertId })}
      translate={tr}
      onClose={onClose}
    >
      <Form.Item name="expertId" label={t('manual.expert')} required rules={[zodRule(FIELDS.expertId, tr)]}>
        <Select
          data-testid="assign-expert"
          showSearch
          optionFilterProp="label"
          options={group.members
            .filter((m) => !on.has(m.expertId))
            .map((m) => ({ value: m.expertId, label: `${m.expertName}（${m.organisation}）` }))}
        />
      </Form.Item>
    </EntityFormModal>
  );
}
