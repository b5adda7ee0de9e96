import { type Locale, type MessageRef, renderLabel } from '@awards/shared/i18n';
import {
  type EvidenceView,
  OBJECTION_STATUS_NAMES,
  OBJECTION_STEP_NAMES,
  OBJECTION_TARGET_NAMES,
  SCREENING_REASON_NAMES,
} from '@awards/shared/objections';
import { formatDateTime } from '@awards/web-common/format';
import { getToken } from '@awards/web-common/session';
import { storedFileUrl } from '@awards/web-common/transfer';
import { Card, Descriptions, Drawer, Empty, Flex, Spin, Tag, Timeline, Typography } from 'antd';
import { i18n } from '../../../i18n';
import { useObjection } from '../api/objections';
import { useObjectionsT } from '../i18n';

export const STATUS_COLOUR: Record<string, string> = {
  filed: 'processing',
  admitted: 'warning',
  not_admitted: 'default',
  upheld: 'error',
  dismissed: 'success',
};

function Files({ files }: { files: EvidenceView[] }) {
  const { t } = useObjectionsT();
  if (files.length === 0) return <Typography.Text type="secondary">{t('drawer.none')}</Typography.Text>;
  return (
    <Flex vertical gap={4}>
      {files.map((f) => (
        <a key={f.fileId} href={storedFileUrl({ fileId: f.fileId, fileName: f.fileName }, getToken())}>
          {f.fileName}
        </a>
      ))}
    </Flex>
  );
}

/** One objection: its content, the objector (only for OBJECTION_HANDLE), requests and history. */
export function ObjectionDrawer({
  objectionId,
  onClose,
}: {
  objectionId: number | null;
  onClose: () => void;
}) {
  const { t, tr } = useObjectionsT();
  const detail = useObjection(objectionId);
  const d = detail.data;
  const label = (table: Readonly<Record<string, MessageRef>>, code: string) =>
    renderLabel(table, code, i18n.language as Locale);
  return (
    <Drawer
      open={objectionId !== null}
      onClose={onClose}
      title={t('drawer.title')}
      size="min(720px, 100vw)"
      destroyOnHidden
      data-testid="objection-drawer"
    >
      {!d ? (
        <Spin />
      ) : (
        <Flex vertical gap={16}>
          <Descriptions column={1} size="small" bordered>
            <Descriptions.Item label={t('column.project')}>{d.projectName}</Descriptions.Item>
            <Descriptions.Item label={t('column.unit')}>{d.unitName}</Descriptions.Item>
            <Descriptions.Item label={t('column.award')}>{d.awardName}</Descriptions.Item>
            <Descriptions.Item label={t('column.status')}>
              <Tag color={STATUS_COLOUR[d.status]}>{label(OBJECTION_STATUS_NAMES, d.status)}</Tag>
            </Descriptions.Item>
            <Descriptions.Item label={t('drawer.objector')}>
              {d.objector ? (
                <span data-testid="objector-identity">
                  {d.objector.realname}
                  {d.objector.organisation ? `（${d.objector.organisation}）` : ''}
                </span>
              ) : (
                <Typography.Text type="secondary" data-testid="objector-hidden">
                  {t('hidden')}
                </Typography.Text>
              )}
            </Descriptions.Item>
            {d.objector && (
              <Descriptions.Item label={t('drawer.contact')}>
                {[d.objector.phone, d.objector.email].filter(Boolean).join(' / ')}
              </Descriptions.Item>
            )}
            <Descriptions.Item label={t('drawer.reason')}>
              <Typography.Paragraph style={{ whiteSpace: 'pre-wrap', margin: 0 }}>
                {d.reason}
              </Typography.Paragraph>
            </Descriptions.Item>
            <Descriptions.Item label={t('drawer.evidence')}>
              <Files files={d.evidence} />
            </Descriptions.Item>
            {d.screeningReason && (
              <Descriptions.Item label={t('drawer.screening')}>
                {label(SCREENING_REASON_NAMES, d.screeningReason)}
                {d.screeningNote ? `：${d.screeningNote}` : ''}
              </Descriptions.Item>
            )}
            {d.conclusionOpinion && (
              <Descriptions.Item label={t('drawer.conclusion')}>{d.conclusionOpinion}</Descriptions.Item>
            )}
          </Descriptions>
          <Typography.Text strong>{t('drawer.requests')}</Typography.Text>
          {d.requests.length === 0 ? (
            <Empty image={Empty.PRESENTED_IMAGE_SIMPLE} description={t('drawer.none')} />
          ) : (
            d.requests.map((r) => (
              <Card key={r.requestId} size="small" title={label(OBJECTION_TARGET_NAMES, r.target)}>
                <Typography.Paragraph>{r.question}</Typography.Paragraph>
                <Typography.Text type="secondary">
                  {t('drawer.deadline')}：{formatDateTime(r.deadline)}
                </Typography.Text>
                <Typography.Paragraph style={{ marginTop: 8, whiteSpace: 'pre-wrap' }}>
                  {r.response ?? <Typography.Text type="warning">{t('drawer.noResponse')}</Typography.Text>}
                </Typography.Paragraph>
                <Files files={r.attachments} />
              </Card>
            ))
          )}
          <Typography.Text strong>{t('drawer.history')}</Typography.Text>
          <Timeline
            items={d.history.map((h) => ({
              children: (
                <span>
                  {formatDateTime(h.time)} {label(OBJECTION_STEP_NAMES, h.step)}
                  {h.actor ? ` · ${h.actor}` : ''}
                  {h.note ? ` · ${tr(h.note)}` : ''}
                </span>
              ),
            }))}
          />
        </Flex>
      )}
    </Drawer>
  );
}
