import type { BatchRefusal, QueueItem } from '@awards/shared/examination';
import { Modal, Table, Typography } from 'antd';
import { useExaminationT } from '../i18n';

/** Why a batch pass was refused: one row per declaration the server named. */
export function BatchRefusalModal({
  refusals,
  rows,
  onClose,
}: {
  refusals: BatchRefusal[];
  rows: QueueItem[];
  onClose: () => void;
}) {
  const { t } = useExaminationT();
  const name = (id: number) => rows.find((r) => r.declarationId === id)?.projectName ?? `#${id}`;
  return (
    <Modal
      open
      title={t('refusal.title')}
      okText={t('refusal.ok')}
      onOk={onClose}
      onCancel={onClose}
      cancelButtonProps={{ style: { display: 'none' } }}
      data-testid="batch-refusals"
    >
      <Typography.Paragraph>{t('refusal.intro')}</Typography.Paragraph>
      <Table
        size="small"
        rowKey="declarationId"
        pagination={false}
        dataSource={refusals}
        columns={[
          { key: 'declaration', title: t('refusal.declaration'), render: (_, r) => name(r.declarationId) },
          { key: 'reason', title: t('refusal.reason'), dataIndex: 'reason' },
        ]}
      />
    </Modal>
  );
}
