import { Card, Flex, Skeleton, Typography } from 'antd';
import type { VisitInfo } from '../api/visitInfo';
import { useDashboardT } from '../i18n';

/**
 * Visits per day of the last 7 days as plain bars: seven values need no chart library
 * (which would be a lazy chunk of its own), and read out as text to screen readers.
 */
export function VisitTrend({ days, loading }: { days: VisitInfo | undefined; loading: boolean }) {
  const t = useDashboardT();
  const max = Math.max(1, ...(days ?? []).map((d) => d.visits));
  return (
    <Card size="small" title={t('trend')} data-testid="visit-trend">
      {loading || !days ? (
        <Skeleton active paragraph={{ rows: 4 }} title={false} />
      ) : (
        <Flex vertical gap={6}>
          {days.map((day) => (
            <Flex key={day.date} align="center" gap={8}>
              <Typography.Text type="secondary" style={{ width: 44, flex: 'none' }}>
                {day.date.slice(5)}
              </Typography.Text>
              <div style={{ flex: 1, background: 'rgba(0,0,0,0.04)', borderRadius: 2, height: 14 }}>
                <div
                  style={{
                    width: `${(day.visits / max) * 100}%`,
                    minWidth: day.visits > 0 ? 2 : 0,
                    height: '100%',
                    borderRadius: 2,
                    background: 'var(--ant-color-primary, #1677ff)',
                  }}
                />
              </div>
              <Typography.Text style={{ width: 150, flex: 'none', textAlign: 'right' }}>
                {t('visits')} {day.visits.toLocaleString()} · {t('logins')} {day.logins.toLocaleString()}
              </Typography.Text>
            </Flex>
          ))}
        </Flex>
      )}
    </Card>
  );
}
