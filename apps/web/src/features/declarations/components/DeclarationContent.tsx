import type { DeclarationDetail } from '@awards/shared/declarations';
import { Descriptions, Empty, Table, Tag, Typography } from 'antd';
import { useDictOptions } from '../../../components/DictSelect/dictItems';
import { formatDateTime, formatNumber, orEmpty } from '../../../lib/format';
import { getToken } from '../../../lib/session';
import { storedFileUrl } from '../../../lib/transfer';
import { useDeclarationsT } from '../i18n';
import { STATUS_COLOUR } from '../statusColours';

/** Every field of a declaration. */
export function DeclarationInfo({ declaration: d }: { declaration: DeclarationDetail }) {
  const { t } = useDeclarationsT();
  const disciplines = useDictOptions('discipline').options;
  const discipline =
    (d.discipline && disciplines.find((o) => o.value === d.discipline)?.label) || d.discipline;
  return (
    <Descriptions size="small" bordered column={1} data-testid="declaration-info">
      <Descriptions.Item label={t('column.status')}>
        <Tag color={STATUS_COLOUR[d.status]} data-testid="declaration-status">
          {t(`status.${d.status}`)}
        </Tag>
      </Descriptions.Item>
      <Descriptions.Item label={t('column.edition')}>{d.editionName}</Descriptions.Item>
      <Descriptions.Item label={t('column.award')}>{d.awardName}</Descriptions.Item>
      <Descriptions.Item label={t('detail.gradeLevel')}>
        {d.gradeLevel === null ? orEmpty(null) : t('detail.level', { level: d.gradeLevel })}
      </Descriptions.Item>
      <Descriptions.Item label={t('column.unit')}>{d.unitName}</Descriptions.Item>
      <Descriptions.Item label={t('detail.recommendUnit')}>{orEmpty(d.recommendUnit)}</Descriptions.Item>
      <Descriptions.Item label={t('column.discipline')}>{orEmpty(discipline)}</Descriptions.Item>
      <Descriptions.Item label={t('detail.region')}>{orEmpty(d.regionCode)}</Descriptions.Item>
      <Descriptions.Item label={t('column.submittedAt')}>{formatDateTime(d.submittedAt)}</Descriptions.Item>
      <Descriptions.Item label={t('detail.createdBy')}>
        {`${orEmpty(d.createBy)} · ${formatDateTime(d.createTime)}`}
      </Descriptions.Item>
      <Descriptions.Item label={t('detail.summary')}>
        <Typography.Paragraph style={{ marginBottom: 0, whiteSpace: 'pre-wrap' }}>
          {orEmpty(d.summary)}
        </Typography.Paragraph>
      </Descriptions.Item>
      {Object.entries(d.keyData ?? {}).map(([name, value]) => (
        <Descriptions.Item key={name} label={`${t('detail.keyData')}: ${name}`}>
          {String(value)}
        </Descriptions.Item>
      ))}
    </Descriptions>
  );
}

/** The completers in their order. */
export function CompleterTable({ declaration }: { declaration: DeclarationDetail }) {
  const { t } = useDeclarationsT();
  return (
    <Table
      size="small"
      rowKey="sortNumber"
      pagination={false}
      scroll={{ x: 'max-content' }}
      data-testid="declaration-completers"
      dataSource={[...declaration.completers].sort((a, b) => a.sortNumber - b.sortNumber)}
      columns={[
        { key: 'order', title: t('detail.order'), width: 60, render: (_, __, index) => index + 1 },
        { key: 'name', title: t('detail.name'), dataIndex: 'name', width: 100 },
        { key: 'unit', title: t('detail.unit'), render: (_, c) => orEmpty(c.unit) },
        { key: 'contribution', title: t('detail.contribution'), render: (_, c) => orEmpty(c.contribution) },
      ]}
    />
  );
}

const sizeText = (bytes: number) =>
  bytes >= 1_048_576 ? `${formatNumber(bytes / 1_048_576, 1)} MB` : `${formatNumber(bytes / 1024, 1)} KB`;

/** The attachments as authenticated download links (the token travels in the address). */
export function AttachmentList({ declaration }: { declaration: DeclarationDetail }) {
  const { t } = useDeclarationsT();
  if (declaration.attachments.length === 0) return <Empty description={t('detail.noAttachments')} />;
  const token = getToken();
  return (
    <Table
      size="small"
      rowKey="fileId"
      pagination={false}
      scroll={{ x: 'max-content' }}
      data-testid="declaration-attachments"
      dataSource={declaration.attachments}
      columns={[
        {
          key: 'fileName',
          title: t('detail.fileName'),
          render: (_, a) => (
            <a href={storedFileUrl(a, token)} target="_blank" rel="noreferrer">
              {a.fileName}
            </a>
          ),
        },
        {
          key: 'type',
          title: t('detail.type'),
          width: 120,
          render: (_, a) => t(`attachmentType.${a.attachmentType}`),
        },
        {
          key: 'size',
          title: t('detail.size'),
          width: 100,
          align: 'right',
          render: (_, a) => sizeText(a.size),
        },
      ]}
    />
  );
}
