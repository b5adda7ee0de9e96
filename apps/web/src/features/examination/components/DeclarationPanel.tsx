import type { DeclarationDetail } from '@awards/shared/declarations';
import { Descriptions, Empty, List, Tag, Timeline, Typography } from 'antd';
import { useDictOptions } from '../../../components/DictSelect/dictItems';
import { formatDateTime, formatNumber, orEmpty } from '../../../lib/format';
import { getToken } from '../../../lib/session';
import { storedFileUrl } from '../../../lib/transfer';
import { useExaminationT } from '../i18n';
import { dotColour, STATUS_COLOUR } from '../statusColours';

/** The left side: every field, the completers in order. */
export function DeclarationPanel({ declaration: d }: { declaration: DeclarationDetail }) {
  const { t } = useExaminationT();
  const disciplines = useDictOptions('discipline').options;
  const discipline =
    (d.discipline && disciplines.find((o) => o.value === d.discipline)?.label) || d.discipline;
  return (
    <Descriptions size="small" bordered column={1} data-testid="examination-declaration">
      <Descriptions.Item label={t('column.status')}>
        <Tag color={STATUS_COLOUR[d.status]} data-testid="examination-status">
          {t(`status.${d.status}`)}
        </Tag>
      </Descriptions.Item>
      <Descriptions.Item label={t('column.edition')}>{d.editionName}</Descriptions.Item>
      <Descriptions.Item label={t('column.award')}>{d.awardName}</Descriptions.Item>
      <Descriptions.Item label={t('view.gradeLevel')}>
        {d.gradeLevel === null ? orEmpty(null) : t('view.level', { level: d.gradeLevel })}
      </Descriptions.Item>
      <Descriptions.Item label={t('column.unit')}>{d.unitName}</Descriptions.Item>
      <Descriptions.Item label={t('view.recommendUnit')}>{orEmpty(d.recommendUnit)}</Descriptions.Item>
      <Descriptions.Item label={t('view.discipline')}>{orEmpty(discipline)}</Descriptions.Item>
      <Descriptions.Item label={t('view.region')}>{orEmpty(d.regionCode)}</Descriptions.Item>
      <Descriptions.Item label={t('column.submittedAt')}>{formatDateTime(d.submittedAt)}</Descriptions.Item>
      <Descriptions.Item label={t('view.summary')}>
        <Typography.Paragraph style={{ marginBottom: 0, whiteSpace: 'pre-wrap' }}>
          {orEmpty(d.summary)}
        </Typography.Paragraph>
      </Descriptions.Item>
      {Object.entries(d.keyData ?? {}).map(([name, value]) => (
        <Descriptions.Item key={name} label={name}>
          {String(value)}
        </Descriptions.Item>
      ))}
      <Descriptions.Item label={t('view.completers')}>
        <ol style={{ margin: 0, paddingInlineStart: 20 }} data-testid="examination-completers">
          {[...d.completers]
            .sort((a, b) => a.sortNumber - b.sortNumber)
            .map((c) => (
              <li key={c.sortNumber}>
                {c.name}
                {c.unit ? `（${c.unit}）` : ''}
                {c.contribution ? ` — ${c.contribution}` : ''}
              </li>
            ))}
        </ol>
      </Descriptions.Item>
    </Descriptions>
  );
}

const PREVIEWABLE = /^(image\/|application\/pdf$|text\/plain$)/;
const sizeText = (bytes: number) =>
  bytes >= 1_048_576 ? `${formatNumber(bytes / 1_048_576, 1)} MB` : `${formatNumber(bytes / 1024, 1)} KB`;

/** The attachments: preview in a new tab (images, PDF, text) and download, both authenticated. */
export function AttachmentPanel({ declaration }: { declaration: DeclarationDetail }) {
  const { t } = useExaminationT();
  if (declaration.attachments.length === 0) return <Empty description={t('view.noAttachments')} />;
  const token = getToken();
  return (
    <List
      size="small"
      bordered
      data-testid="examination-attachments"
      dataSource={declaration.attachments}
      renderItem={(a) => {
        const url = storedFileUrl(a, token);
        return (
          <List.Item
            actions={[
              PREVIEWABLE.test(a.mime) ? (
                <a key="preview" href={url} target="_blank" rel="noreferrer">
                  {t('view.preview')}
                </a>
              ) : null,
              <a key="download" href={url} download={a.fileName}>
                {t('view.download')}
              </a>,
            ].filter(Boolean)}
          >
            <List.Item.Meta
              title={a.fileName}
              description={`${t(`attachmentType.${a.attachmentType}`)} · ${sizeText(a.size)}`}
            />
          </List.Item>
        );
      }}
    />
  );
}

/** The declaration's history, oldest first, every opinion included. */
export function TrailPanel({ declaration }: { declaration: DeclarationDetail }) {
  const { t } = useExaminationT();
  if (declaration.audits.length === 0) return <Empty description={t('view.noTrail')} />;
  return (
    <Timeline
      data-testid="examination-trail"
      items={declaration.audits.map((entry) => ({
        key: entry.auditId,
        color: dotColour(entry.toStatus),
        content: (
          <div data-testid={`exam-trail-${entry.action}`}>
            <Typography.Text strong>{t(`action.${entry.action}`)}</Typography.Text>{' '}
            <Typography.Text type="secondary">
              {entry.fromStatus ? `${t(`status.${entry.fromStatus}`)} → ` : ''}
              {t(`status.${entry.toStatus}`)}
            </Typography.Text>
            <div>
              <Typography.Text type="secondary">
                {t('view.by', {
                  actor: entry.actorName ? `${entry.actorName} (${entry.actor})` : entry.actor,
                  time: formatDateTime(entry.createTime),
                })}
              </Typography.Text>
            </div>
            {entry.opinion && (
              <Typography.Paragraph style={{ marginBottom: 0 }}>{entry.opinion}</Typography.Paragraph>
            )}
          </div>
        ),
      }))}
    />
  );
}
