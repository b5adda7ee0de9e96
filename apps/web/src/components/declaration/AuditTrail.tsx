import type { AuditEntry } from '@awards/shared/declarations';
import { formatDateTime } from '@awards/web-common/format';
import { Empty, Timeline, Typography } from 'antd';
import { useDeclarationT } from './i18n';
import { dotColour } from './statusColours';

export interface AuditTrailProps {
  audits: AuditEntry[];
  /** The timeline's test id. */
  testId: string;
  /** Each entry's test id is `<entryTestIdPrefix><action>`. */
  entryTestIdPrefix: string;
}

/** The whole trail, oldest first: the action, from → to, who and when, and the opinion. */
export function AuditTrail({ audits, testId, entryTestIdPrefix }: AuditTrailProps) {
  const t = useDeclarationT();
  if (audits.length === 0) return <Empty description={t('field.noTrail')} />;
  return (
    <Timeline
      data-testid={testId}
      items={audits.map((entry) => ({
        key: entry.auditId,
        color: dotColour(entry.toStatus),
        content: (
          <div data-testid={`${entryTestIdPrefix}${entry.action}`}>
            <Typography.Text strong>{t(`action.${entry.action}`)}</Typography.Text>{' '}
            <Typography.Text type="secondary">
              {entry.fromStatus ? `${t(`status.${entry.fromStatus}`)} → ` : ''}
              {t(`status.${entry.toStatus}`)}
            </Typography.Text>
            <div>
              <Typography.Text type="secondary">
                {t('field.by', {
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
