import type { AccessLogView } from '@awards/shared/logs';
import { formatDateTime, orEmpty } from '@awards/web-common/format';
import { Alert, Descriptions, Drawer, Grid, Skeleton, Tag, Typography } from 'antd';
import { useAccessLogDetail } from '../api/accessLogs';
import { useLogsT } from '../i18n';
import { statusColour } from './accessLogColumns';

/** JSON pretty-printed when it is JSON; anything else as stored. */
function pretty(value: string | null): string | null {
  if (!value) return value;
  try {
    return JSON.stringify(JSON.parse(value), null, 2);
  } catch {
    return value;
  }
}

function DataBlock({ value, empty, testId }: { value: string | null; empty: string; testId: string }) {
  const text = pretty(value);
  if (!text) return <Typography.Text type="secondary">{empty}</Typography.Text>;
  return (
    <Typography.Paragraph copyable={{ text }} style={{ marginBottom: 0 }} data-testid={testId}>
      <pre
        style={{
          whiteSpace: 'pre-wrap',
          wordBreak: 'break-all',
          margin: 0,
          maxHeight: 320,
          overflow: 'auto',
        }}
      >
        {text}
      </pre>
    </Typography.Paragraph>
  );
}

/** One access-log entry with its whole request and response data (secrets redacted by the server). */
export function AccessLogDrawer({ logAccessId, onClose }: { logAccessId: number; onClose: () => void }) {
  const t = useLogsT();
  const narrow = Grid.useBreakpoint().md === false;
  const { data: log } = useAccessLogDetail(logAccessId);
  const row = (key: keyof AccessLogView, value: React.ReactNode) => ({
    key,
    label: t(`column.${key}` as Parameters<typeof t>[0]),
    children: value,
  });
  return (
    <Drawer
      open
      title={t('detail.title')}
      size={narrow ? '100%' : 720}
      onClose={onClose}
      data-testid="access-log-drawer"
    >
      {!log ? (
        <Skeleton active />
      ) : (
        <>
          <Descriptions
            size="small"
            bordered
            column={1}
            items={[
              row('logAccessId', log.logAccessId),
              row('createTime', formatDateTime(log.createTime)),
              row(
                'logType',
                log.logType === 1 || log.logType === 2 ? t(`logType.${log.logType}`) : log.logType,
              ),
              row('method', log.method),
              row('requestUri', <Typography.Text copyable>{log.requestUri}</Typography.Text>),
              row('responseStatus', <Tag color={statusColour(log.responseStatus)}>{log.responseStatus}</Tag>),
              row('costTime', log.costTime),
              row('createBy', orEmpty(log.createBy)),
              row('userId', orEmpty(log.userId)),
              row('appId', orEmpty(log.appId)),
              row('requestIp', orEmpty(log.requestIp)),
              row('userAgent', orEmpty(log.userAgent)),
              row('logChannelId', orEmpty(log.logChannelId)),
              row('parentLogChannelId', orEmpty(log.parentLogChannelId)),
              row('logFilePath', orEmpty(log.logFilePath)),
            ]}
          />
          <Alert type="info" showIcon title={t('detail.redacted')} style={{ margin: '16px 0' }} />
          <Typography.Title level={5}>{t('column.requestData')}</Typography.Title>
          <DataBlock value={log.requestData} empty={t('detail.empty')} testId="access-log-request" />
          <Typography.Title level={5}>{t('column.responseData')}</Typography.Title>
          <DataBlock value={log.responseData} empty={t('detail.empty')} testId="access-log-response" />
        </>
      )}
    </Drawer>
  );
}
