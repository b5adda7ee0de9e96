import { ReloadOutlined } from '@ant-design/icons';
import { SERVER_MONITOR_REFRESH_MS } from '@awards/shared/monitor';
import { formatDateTime } from '@awards/web-common/format';
import { Alert, Button, Card, Flex, Skeleton, Typography } from 'antd';
import { useServerInfo } from '../api/serverInfo';
import { ResourceCards } from '../components/ResourceCards';
import { ServiceCards } from '../components/ServiceCards';
import { useServerMonitorT } from '../i18n';

/** The server monitor (spec 001 §6): the instance's resources, sampled every few seconds. */
export function ServerMonitorPage() {
  const t = useServerMonitorT();
  const { data: info, isError, refetch, isFetching } = useServerInfo();
  return (
    <Flex vertical gap={16} data-testid="server-monitor-page">
      <Card size="small">
        <Flex justify="space-between" align="center" gap={8} wrap>
          <Typography.Text type="secondary" data-testid="sampled-at">
            {info
              ? t('sampledAt', {
                  time: formatDateTime(info.sampledAt),
                  seconds: SERVER_MONITOR_REFRESH_MS / 1000,
                })
              : ''}
          </Typography.Text>
          <Button icon={<ReloadOutlined />} loading={isFetching} onClick={() => void refetch()}>
            {t('refresh')}
          </Button>
        </Flex>
      </Card>
      {isError && !info && <Alert type="error" showIcon title={t('loadFailed')} />}
      {!info ? (
        !isError && <Skeleton active paragraph={{ rows: 8 }} />
      ) : (
        <>
          <ResourceCards info={info} />
          <ServiceCards info={info} />
        </>
      )}
    </Flex>
  );
}
