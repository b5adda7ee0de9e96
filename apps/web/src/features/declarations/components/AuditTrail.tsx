import type { AuditEntry } from '@awards/shared/declarations';
import { Empty, Timeline, Typography } from 'antd';
import { formatDateTime } from '../../../lib/format';
import { useDeclarationsT } from '../i18n';
import { dotColour } from '../statusColours';

/** The whole trail, oldest first: the action, from → to, who and when, and the opinion. */
export function AuditTrail({ audits }: { audits: AuditEntry[] }) {
  const { t } = useDeclarationsT();
  if (audits.length === 0) return <Empty description={t('detail.noTrail')} />;
  return (
    <Timeline
      data-testid="declaration-trail"
      items={audits.map((entry) => ({
        key: entry.auditId,
        color: dotColour(entry.toStatus),
        content: (
          <div data-testid={`trail-${entry.action}`}>
            <Typography.Text strong>{t(`action.${entry.action}`)}</Typography.Text>{' '}
            <Typography.Text type="secondary">
              {entry.fromStatus ? `${t(`status.${entry.fromStatus}`)} → ` : ''}
              {t(`status.${entry.toStatus}`)}
            </Typography.Text>
            <div>
              <Typography.Text type="secondary">
                {t('detail.by', {
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
