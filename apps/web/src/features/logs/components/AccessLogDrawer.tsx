import type { AccessLogView } from '@awards/shared/logs';
import { formatDateTime, orEmpty } from '@awards/web-common/format';
import { Alert, Descriptions, Drawer, Grid, Skeleton, Tag, Typography } from 'antd';
import { CodeBlock } from '../../../components/CodeBlock/CodeBlock';
import { useAccessLogDetail } from '../api/accessLogs';
import { useLogsT } from '../i18n';
import { statusColour } from './accessLogColumns';

function DataBlock({ value, empty, testId }: { value: string | null; empty: string; testId: string }) {
  if (!value) return <Typography.Text type="secondary">{empty}</Typography.Text>;
  return <CodeBlock value={value} testId={testId} />;
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
