import { formatDateTime } from '@awards/web-common/format';
import { Empty, Skeleton, Timeline, Typography } from 'antd';
import { useEditionHistory } from '../api/editionPage';
import { useEditionsT } from '../i18n';
import { STATUS_COLOUR } from './editionColumns';

const DOT: Record<string, string> = { default: 'gray', processing: 'blue', success: 'green' };

/** The status changes, oldest first: from, to, who (or the scheduled advance), when and the note. */
export function EditionHistory({ editionId }: { editionId: number }) {
  const { t } = useEditionsT();
  const history = useEditionHistory(editionId);
  if (history.isPending) return <Skeleton active />;
  const entries = history.data ?? [];
  if (entries.length === 0) return <Empty description={t('detail.noHistory')} />;
  return (
    <Timeline
      data-testid="edition-history"
      items={entries.map((entry) => ({
        key: entry.historyId,
        color: DOT[STATUS_COLOUR[entry.toStatus]] ?? STATUS_COLOUR[entry.toStatus],
        content: (
          <div data-testid={`edition-history-${entry.toStatus}`}>
            <Typography.Text strong>
              {t(`status.${entry.fromStatus}`)} → {t(`status.${entry.toStatus}`)}
            </Typography.Text>
            <div>
              <Typography.Text type="secondary">
                {t('history.by', {
                  operator: entry.operator === 'system' ? t('history.system') : entry.operator,
                  time: formatDateTime(entry.createTime),
                })}
              </Typography.Text>
            </div>
            {entry.note && <div>{entry.note}</div>}
          </div>
        ),
      }))}
    />
  );
}
