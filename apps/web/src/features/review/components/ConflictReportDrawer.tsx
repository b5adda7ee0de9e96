import type { MessageRef } from '@awards/shared/i18n';
import {
  AUTOMATIC_CONFLICT_TYPES,
  CONFLICT_SOURCE_NAMES,
  CONFLICT_SOURCES,
  CONFLICT_STATUS_NAMES,
  CONFLICT_STATUSES,
  CONFLICT_TYPE_NAMES,
  CONFLICT_TYPES,
  type ConflictType,
  conflictAddSchema,
  type GroupView,
} from '@awards/shared/review';
import { zodRule } from '@awards/web-common/zodRule';
import { useQuery } from '@tanstack/react-query';
import { Alert, Button, Col, Drawer, Form, Input, Row, Select, Table, Typography } from 'antd';
import { useState } from 'react';
import { EntityFormModal } from '../../../components/EntityForm/EntityFormModal';
import { Permission } from '../../../components/RowActions/Permission';
import { groupsQuery, useAddConflict, useConflictReport, useGroupAssignments } from '../api/groups';
import { useReviewT } from '../i18n';

/** The types staff set by hand: the automatic ones are found by the rule, a request comes from the declarer. */
export const STAFF_CONFLICT_TYPES: ConflictType[] = CONFLICT_TYPES.filter(
  (c) => !AUTOMATIC_CONFLICT_TYPES.includes(c) && c !== 'requested',
);

/**
 * 回避统计 (docs/domain.md "Conflicts of interest"): for the supervisors, the edition's confirmed
 * conflicts by type and by source, and every conflict by status, each as its label; 设置回避
 * for staff with REVIEW_ASSIGN (expert, declaration, type and a reason).
 */
export function ConflictReportDrawer({ editionId, onClose }: { editionId: number; onClose: () => void }) {
  const { t, tr } = useReviewT();
  const report = useConflictReport(editionId);
  const groups = useQuery(groupsQuery(editionId)).data ?? [];
  const [adding, setAdding] = useState(false);
  const part = <K extends string>(
    testId: string,
    title: string,
    keys: readonly K[],
    names: Record<K, MessageRef>,
    counts: Partial<Record<K, number>> | undefined,
  ) => (
    <Col xs={24} md={8}>
      <Typography.Title level={5}>{title}</Typography.Title>
      <Table
        size="small"
        data-testid={testId}
        rowKey="key"
        pagination={false}
        loading={report.isFetching}
        dataSource={keys.map((key) => ({ key, label: tr(names[key]), count: counts?.[key] ?? 0 }))}
        columns={[
          { key: 'label', title: t('report.label'), dataIndex: 'label' },
          { key: 'count', title: t('report.count'), dataIndex: 'count', align: 'right', width: 72 },
        ]}
      />
    </Col>
  );
  return (
    <Drawer
      open
      size="large"
      title={t('report.title')}
      onClose={onClose}
      extra={
        <Permission code="REVIEW_ASSIGN">
          <Button type="primary" onClick={() => setAdding(true)} data-testid="conflict-add">
            {t('report.add')}
          </Button>
        </Permission>
      }
    >
      {report.isError ? (
        <Alert type="error" showIcon message={t('settings.loadFailed')} />
      ) : (
        <>
          <Typography.Paragraph data-testid="conflict-total">
            {t('report.total', { total: report.data?.total ?? 0 })}
          </Typography.Paragraph>
          <Row gutter={[16, 16]}>
            {part(
              'conflict-by-type',
              t('report.byType'),
              CONFLICT_TYPES,
              CONFLICT_TYPE_NAMES,
              report.data?.byType,
            )}
            {part(
              'conflict-by-source',
              t('report.bySource'),
              CONFLICT_SOURCES,
              CONFLICT_SOURCE_NAMES,
              report.data?.bySource,
            )}
            {part(
              'conflict-by-status',
              t('report.byStatus'),
              CONFLICT_STATUSES,
              CONFLICT_STATUS_NAMES,
              report.data?.byStatus,
            )}
          </Row>
        </>
      )}
      {adding && <ConflictAddModal groups={groups} onClose={() => setAdding(false)} />}
    </Drawer>
  );
}

interface ConflictValues {
  groupId: number;
  declarationId: number;
  expertId: number;
  conflictType: ConflictType;
  reason: string;
}

const FIELDS = conflictAddSchema.shape;

/** 设置回避: the group narrows the declarations and experts to choose from; confirmed at once. */
function ConflictAddModal({ groups, onClose }: { groups: GroupView[]; onClose: () => void }) {
  const { t, tr } = useReviewT();
  const [form] = Form.useForm<ConflictValues>();
  const groupId = Form.useWatch('groupId', form) ?? null;
  const assignments = useGroupAssignments(groupId);
  const group = groups.find((g) => g.groupId === groupId);
  const add = useAddConflict();
  return (
    <EntityFormModal<ConflictValues>
      form={form}
      name="conflict"
      title={t('report.addTitle')}
      saved={t('report.added')}
      initialValues={{ conflictType: 'other' }}
      onSave={({ groupId: _group, ...values }) =>
        add.mutateAsync({ ...values, reason: values.reason.trim() })
      }
      translate={tr}
      onValuesChange={(changed) => {
        if ('groupId' in changed) form.setFieldsValue({ declarationId: undefined, expertId: undefined });
      }}
      onClose={onClose}
    >
      <Form.Item
        name="groupId"
        label={t('report.group')}
        required
        rules={[{ required: true, message: t('report.group') }]}
      >
        <Select
          data-testid="conflict-group"
          options={groups.map((g) => ({ value: g.groupId, label: g.groupName }))}
        />
      </Form.Item>
      <Form.Item
        name="declarationId"
        label={t('report.declaration')}
        required
        rules={[zodRule(FIELDS.declarationId, tr)]}
      >
        <Select
          data-testid="conflict-declaration"
          showSearch
          optionFilterProp="label"
          loading={assignments.isFetching}
          options={(assignments.data ?? []).map((d) => ({ value: d.declarationId, label: d.projectName }))}
        />
      </Form.Item>
      <Form.Item name="expertId" label={t('report.expert')} required rules={[zodRule(FIELDS.expertId, tr)]}>
        <Select
          data-testid="conflict-expert"
          showSearch
          optionFilterProp="label"
          options={(group?.members ?? []).map((m) => ({
            value: m.expertId,
            label: `${m.expertName}（${m.organisation}）`,
          }))}
        />
      </Form.Item>
      <Form.Item
        name="conflictType"
        label={t('report.type')}
        required
        rules={[zodRule(FIELDS.conflictType, tr)]}
      >
        <Select
          data-testid="conflict-type"
          options={STAFF_CONFLICT_TYPES.map((c) => ({ value: c, label: tr(CONFLICT_TYPE_NAMES[c]) }))}
        />
      </Form.Item>
      <Form.Item name="reason" label={t('report.reason')} required rules={[zodRule(FIELDS.reason, tr)]}>
        <Input.TextArea maxLength={500} rows={3} data-testid="conflict-reason" />
      </Form.Item>
    </EntityFormModal>
  );
}
