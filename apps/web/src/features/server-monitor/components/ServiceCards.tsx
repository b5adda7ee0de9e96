import type { ServerInfo } from '@awards/shared/monitor';
import { Badge, Card, Col, Descriptions, Row } from 'antd';
import { UserText } from '../../../components/UserText';
import { useServerMonitorT } from '../i18n';
import { formatBytes, splitDuration } from '../units';

const REDIS_BADGE = { 'not-configured': 'default', ok: 'success', error: 'error' } as const;

/** Host and uptime, the database and Redis. */
export function ServiceCards({ info }: { info: ServerInfo }) {
  const t = useServerMonitorT();
  const { host, database, redis, uptime } = info;
  const connections =
    database.connections === null
      ? (database.note ?? '—')
      : `${database.connections}${database.maxConnections ? ` / ${database.maxConnections}` : ''}`;
  return (
    <Row gutter={[16, 16]}>
      <Col xs={24} lg={8}>
        <Card size="small" title={t('host')} style={{ height: '100%' }}>
          <Descriptions
            size="small"
            column={1}
            items={[
              { key: 'hostname', label: t('hostname'), children: <UserText>{host.hostname}</UserText> },
              {
                key: 'platform',
                label: t('platform'),
                children: <UserText>{`${host.platform} ${host.arch} ${host.release}`}</UserText>,
              },
              { key: 'node', label: t('nodeVersion'), children: info.node.version },
              { key: 'pid', label: t('pid'), children: host.pid },
              {
                key: 'up',
                label: `${t('uptime')} · ${t('processUptime')}`,
                children: t('duration', splitDuration(uptime.processSeconds)),
              },
              {
                key: 'sysup',
                label: `${t('uptime')} · ${t('systemUptime')}`,
                children: t('duration', splitDuration(uptime.systemSeconds)),
              },
            ]}
          />
        </Card>
      </Col>
      <Col xs={24} lg={8}>
        <Card size="small" title={t('database')} style={{ height: '100%' }} data-testid="database">
          <Descriptions
            size="small"
            column={1}
            items={[
              {
                key: 'kind',
                label: t('dbKind'),
                children: database.kind === 'pglite' ? 'PGlite' : 'PostgreSQL',
              },
              { key: 'version', label: t('dbVersion'), children: database.version },
              { key: 'size', label: t('dbSize'), children: formatBytes(database.sizeBytes) },
              { key: 'connections', label: t('connections'), children: connections },
            ]}
          />
        </Card>
      </Col>
      <Col xs={24} lg={8}>
        <Card size="small" title={t('redis')} style={{ height: '100%' }} data-testid="redis">
          <Descriptions
            size="small"
            column={1}
            items={[
              {
                key: 'status',
                label: t('redis'),
                children: (
                  <Badge status={REDIS_BADGE[redis.status]} text={t(`redisStatus.${redis.status}`)} />
                ),
              },
              ...(redis.latencyMs === null
                ? []
                : [{ key: 'latency', label: t('latency'), children: `${redis.latencyMs} ms` }]),
              ...(redis.error
                ? [{ key: 'error', label: t('redisStatus.error'), children: redis.error }]
                : []),
              {
                key: 'ws',
                label: t('websockets'),
                children: info.websocketConnections ?? '—',
              },
            ]}
          />
        </Card>
      </Col>
    </Row>
  );
}
