import type { ServerInfo } from '@awards/shared/monitor';
import { Card, Col, Flex, Row, Statistic } from 'antd';
import { UserText } from '../../../components/UserText';
import { useServerMonitorT } from '../i18n';
import { formatBytes } from '../units';
import { UsageBar } from './UsageBar';

const CARD = { xs: 24, md: 12, xl: 8 } as const;

/** CPU, memory, load, disks, heap and event-loop delay of the last sample. */
export function ResourceCards({ info }: { info: ServerInfo }) {
  const t = useServerMonitorT();
  const { cpu, memory, node, eventLoop, load } = info;
  const cores = Math.max(1, cpu.cores);
  return (
    <Row gutter={[16, 16]}>
      <Col {...CARD}>
        <Card
          size="small"
          title={`${t('cpu')} · ${t('cores', { count: cpu.cores })}`}
          style={{ height: '100%' }}
        >
          <Flex vertical gap={12}>
            <UsageBar
              testId="cpu-usage"
              label={t('cpuUsage')}
              percent={cpu.usagePercent}
              detail={<UserText>{cpu.model}</UserText>}
            />
            {/* The process figure is per core: shown as a share of all cores to fit one bar. */}
            <UsageBar testId="cpu-process" label={t('processCpu')} percent={cpu.processPercent / cores} />
          </Flex>
        </Card>
      </Col>
      <Col {...CARD}>
        <Card size="small" title={t('memory')} style={{ height: '100%' }}>
          <Flex vertical gap={12}>
            <UsageBar
              testId="memory-usage"
              label={t('memory')}
              percent={memory.usedPercent}
              detail={t('used', {
                used: formatBytes(memory.usedBytes),
                total: formatBytes(memory.totalBytes),
              })}
            />
            <UsageBar
              testId="heap-usage"
              label={t('heap')}
              percent={node.heapLimitBytes ? (node.heapUsedBytes / node.heapLimitBytes) * 100 : 0}
              detail={`${t('used', { used: formatBytes(node.heapUsedBytes), total: formatBytes(node.heapTotalBytes) })} · ${t('heapLimit', { limit: formatBytes(node.heapLimitBytes) })}`}
            />
          </Flex>
        </Card>
      </Col>
      <Col {...CARD}>
        <Card size="small" title={t('disk')} style={{ height: '100%' }}>
          <Flex vertical gap={12}>
            {info.disks.map((disk) => (
              <UsageBar
                key={disk.path}
                testId={`disk-${disk.path}`}
                label={disk.path}
                percent={disk.usedPercent}
                detail={t('used', { used: formatBytes(disk.usedBytes), total: formatBytes(disk.totalBytes) })}
              />
            ))}
          </Flex>
        </Card>
      </Col>
      <Col {...CARD}>
        <Card size="small" title={t('load')} style={{ height: '100%' }}>
          <Flex justify="space-between" gap={8} data-testid="load">
            <Statistic title={t('load1')} value={load[0]} precision={2} />
            <Statistic title={t('load5')} value={load[1]} precision={2} />
            <Statistic title={t('load15')} value={load[2]} precision={2} />
          </Flex>
        </Card>
      </Col>
      <Col {...CARD}>
        <Card size="small" title={t('eventLoop')} style={{ height: '100%' }}>
          <Flex justify="space-between" gap={8} wrap data-testid="event-loop">
            <Statistic title={t('mean')} value={eventLoop.meanMs} precision={1} suffix="ms" />
            <Statistic title={t('p99')} value={eventLoop.p99Ms} precision={1} suffix="ms" />
            <Statistic title={t('max')} value={eventLoop.maxMs} precision={1} suffix="ms" />
          </Flex>
        </Card>
      </Col>
      <Col {...CARD}>
        <Card size="small" title={t('heap')} style={{ height: '100%' }}>
          <Flex justify="space-between" gap={8} wrap>
            <Statistic title={t('rss')} value={formatBytes(node.rssBytes)} />
            <Statistic title={t('external')} value={formatBytes(node.externalBytes)} />
          </Flex>
        </Card>
      </Col>
    </Row>
  );
}
