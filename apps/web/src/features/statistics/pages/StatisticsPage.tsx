import { PrinterOutlined } from '@ant-design/icons';
import { EDITION_STATUS_NAMES, type EditionStatus } from '@awards/shared/editions';
import {
  FUNNEL_STAGE_NAMES,
  FUNNEL_STAGES,
  type FunnelCounts,
  OVERLAPPING_CUTS,
  STAT_CUT_NAMES,
  STAT_CUTS,
  STAT_MESSAGES,
  type StatCut,
  type StatTable,
} from '@awards/shared/statistics';
import {
  Alert,
  Button,
  Card,
  Col,
  Empty,
  Flex,
  Row,
  Select,
  Space,
  Statistic,
  Table,
  Tabs,
  Tag,
  Typography,
} from 'antd';
import type { ColumnsType } from 'antd/es/table';
import type { EChartsCoreOption } from 'echarts/core';
import { useEffect, useMemo, useState } from 'react';
import { useSearchParams } from 'react-router';
import { Chart } from '../../../components/Chart';
import { userTextCell } from '../../../components/DataTable/toAntColumns';
import { EditionSelect, userLabel } from '../../../components/EditionSelect';
import { ExportButton } from '../../../components/Export/ExportButton';
import {
  printAnnualReport,
  STATISTICS_PATHS,
  useStatCut,
  useStatEditions,
  useStatFunnel,
  useStatObjections,
  useStatReview,
  useStatYears,
} from '../api/statistics';
import { type StatisticsT, useStatisticsT } from '../i18n';

/** Cuts whose rows are named by what users entered (awards, grades, units, groups), not reference data. */
const ENTERED_CUTS = new Set<StatCut>(['award', 'grade', 'unit', 'recommender', 'dataGroup']);
const GRID = { left: 8, right: 24, top: 32, bottom: 8, containLabel: true };
const percent = (v: number) => `${(v * 100).toFixed(1)}%`;

/** One table's export button: the same figures as Excel (STAT_EXPORT). */
function Export(props: { table: StatTable; editionId?: number; awardId?: number; t: StatisticsT }) {
  return (
    <ExportButton
      path={STATISTICS_PATHS.export}
      body={{ table: props.table, editionId: props.editionId, awardId: props.awardId }}
      fileName={props.t('exportFile')}
      code="STAT_EXPORT"
      testId={`stat-export-${props.table}`}
    >
      {props.t('export')}
    </ExportButton>
  );
}

/**
 * The six stage counts: no width of their own, they share what the name columns leave (a
 * heading wraps to two lines before the table scrolls), so the tables fit the content at
 * 1000 px beside the side menu and scroll sideways only below STAGE_TABLE_MIN (phones).
 */
function stageColumns<T extends FunnelCounts>(tr: (m: string) => string): ColumnsType<T> {
  return FUNNEL_STAGES.map((stage) => ({
    title: tr(FUNNEL_STAGE_NAMES[stage]),
    dataIndex: stage,
    align: 'right' as const,
  }));
}
/** The width under which a table of stage counts scrolls sideways instead of narrowing further. */
const STAGE_TABLE_MIN = 640;

/** 统计分析 (/statistics): an edition's funnel, its cuts, the review's and objections' figures, and the years. */
export function StatisticsPage() {
  const { t, tr } = useStatisticsT();
  const editions = useStatEditions();
  // The edition chosen lives in the address (a link opens it); until one is chosen, the first
  // edition, derived and not written (a late write pulled users back from the next page).
  const [params, setParams] = useSearchParams();
  const chosen = Number(params.get('editionId')) || undefined;
  const setEditionId = (id: number) => setParams({ editionId: String(id) });
  const editionId = chosen ?? editions.data?.[0]?.editionId;
  const edition = editions.data?.find((e) => e.editionId === editionId);

  if (editions.data && editions.data.length === 0) return <Empty description={t('noEdition')} />;
  return (
    <Flex vertical gap={16} data-testid="statistics-page">
      <Card size="small">
        <Flex gap={12} align="center" wrap>
          <Typography.Text strong>{t('edition')}</Typography.Text>
          <EditionSelect
            placeholder={t('pickEdition')}
            loading={editions.isPending}
            value={editionId}
            onChange={setEditionId}
            editions={editions.data}
            data-testid="stat-edition"
          />
          {edition && <Tag color="blue">{tr(EDITION_STATUS_NAMES[edition.status as EditionStatus])}</Tag>}
          {editionId !== undefined && (
            <Space wrap style={{ marginInlineStart: 'auto' }} data-testid="stat-report">
              <ExportButton
                path={STATISTICS_PATHS.reportExport}
                body={{ editionId }}
                fileName={t('reportFile')}
                code="STAT_EXPORT"
                testId="stat-report-export"
              >
                {t('reportExport')}
              </ExportButton>
              <Button
                icon={<PrinterOutlined />}
                data-testid="stat-report-print"
                onClick={() => void printAnnualReport(editionId)}
              >
                {t('reportPrint')}
              </Button>
            </Space>
          )}
        </Flex>
      </Card>
      {editionId !== undefined && (
        <>
          <FunnelCard editionId={editionId} />
          <CutsCard editionId={editionId} />
          <ReviewCard editionId={editionId} />
          <ObjectionsCard editionId={editionId} />
          <YearsCard editionId={editionId} />
        </>
      )}
    </Flex>
  );
}

function FunnelCard({ editionId }: { editionId: number }) {
  const { t, tr } = useStatisticsT();
  const { data, isPending } = useStatFunnel(editionId);
  const option = useMemo<EChartsCoreOption | null>(() => {
    if (!data) return null;
    const stages = [...FUNNEL_STAGES].reverse();
    return {
      tooltip: { trigger: 'axis', axisPointer: { type: 'shadow' } },
      grid: GRID,
      xAxis: { type: 'value', minInterval: 1 },
      yAxis: { type: 'category', data: stages.map((s) => tr(FUNNEL_STAGE_NAMES[s])) },
      series: [
        {
          type: 'bar',
          data: stages.map((s) => data.funnel[s]),
          label: { show: true, position: 'right' },
          itemStyle: { color: '#1677ff' },
        },
      ],
    };
  }, [data, tr]);
  const exam = data?.examination;
  return (
    <Card
      size="small"
      title={t('funnel')}
      loading={isPending}
      extra={<Export table="funnel" editionId={editionId} t={t} />}
      data-testid="stat-funnel"
    >
      <Row gutter={[16, 16]}>
        <Col xs={24} lg={16}>
          {option && <Chart option={option} height={260} label={t('funnel')} />}
        </Col>
        <Col xs={24} lg={8}>
          <Typography.Title level={5}>{t('examination')}</Typography.Title>
          <Row gutter={[8, 16]}>
            <Col span={12}>
              <Statistic title={t('decided')} value={exam?.decided ?? 0} />
            </Col>
            <Col span={12}>
              <Statistic title={tr(FUNNEL_STAGE_NAMES.passed)} value={exam?.passed ?? 0} />
            </Col>
            <Col span={12}>
              <Statistic title={t('passRate')} value={percent(exam?.passRate ?? 0)} />
            </Col>
            <Col span={12}>
              <Statistic title={t('returnRate')} value={percent(exam?.returnRate ?? 0)} />
            </Col>
          </Row>
        </Col>
      </Row>
    </Card>
  );
}

function CutsCard({ editionId }: { editionId: number }) {
  const { t, tr } = useStatisticsT();
  const [cut, setCut] = useState<StatCut>('award');
  return (
    <Card
      size="small"
      title={t('cuts')}
      extra={<Export table={cut} editionId={editionId} t={t} />}
      data-testid="stat-cuts"
    >
      <Tabs
        activeKey={cut}
        onChange={(key) => setCut(key as StatCut)}
        items={STAT_CUTS.map((c) => ({ key: c, label: tr(STAT_CUT_NAMES[c]) }))}
      />
      <CutView editionId={editionId} cut={cut} />
    </Card>
  );
}

function CutView({ editionId, cut }: { editionId: number; cut: StatCut }) {
  const { t, tr } = useStatisticsT();
  const { data, isPending } = useStatCut(editionId, cut);
  const top = useMemo(() => (data ?? []).slice(0, 15), [data]);
  // A phone's width (media): the legend on one scrolling line, not over the bars, and the names
  // slanted and shorter, not run together (three English group names did at 375 px).
  const option = useMemo<EChartsCoreOption>(
    () => ({
      baseOption: {
        aria: { enabled: true },
        tooltip: { trigger: 'axis', axisPointer: { type: 'shadow' } },
        legend: { top: 0, type: 'scroll' },
        grid: GRID,
        xAxis: {
          type: 'category',
          data: top.map((r) => r.label),
          axisLabel: { interval: 0, rotate: top.length > 5 ? 30 : 0, width: 120, overflow: 'truncate' },
        },
        yAxis: { type: 'value', minInterval: 1 },
        series: (['declared', 'passed', 'awarded'] as const).map((stage) => ({
          name: tr(FUNNEL_STAGE_NAMES[stage]),
          type: 'bar',
          data: top.map((r) => r[stage]),
        })),
      },
      media: [{ query: { maxWidth: 500 }, option: { xAxis: { axisLabel: { rotate: 30, width: 80 } } } }],
    }),
    [top, tr],
  );
  return (
    <Flex vertical gap={12}>
      {top.length > 0 && (
        <Chart
          option={option}
          height={280}
          label={tr(STAT_CUT_NAMES[cut])}
          userText={ENTERED_CUTS.has(cut)}
        />
      )}
      <Table
        size="small"
        rowKey="key"
        loading={isPending}
        dataSource={data}
        scroll={{ x: STAGE_TABLE_MIN }}
        pagination={{ pageSize: 10, hideOnSinglePage: true, showSizeChanger: false }}
        locale={{ emptyText: t('noData') }}
        columns={[
          {
            title: tr(STAT_CUT_NAMES[cut]),
            dataIndex: 'label',
            fixed: 'left',
            ellipsis: true,
            width: 180,
            ...(ENTERED_CUTS.has(cut) && { onCell: userTextCell() }),
          },
          ...stageColumns(tr),
        ]}
        data-testid={`stat-cut-${cut}`}
      />
      {OVERLAPPING_CUTS.has(cut) && (
        <Typography.Text type="secondary" data-testid="stat-cut-overlap">
          {tr(STAT_MESSAGES.groupsOverlap)}
        </Typography.Text>
      )}
    </Flex>
  );
}

function ReviewCard({ editionId }: { editionId: number }) {
  const { t } = useStatisticsT();
  const { data, isPending } = useStatReview(editionId);
  const histogram = useMemo<EChartsCoreOption | null>(
    () =>
      data
        ? {
            tooltip: { trigger: 'axis' },
            grid: GRID,
            xAxis: { type: 'category', data: data.histogram.map((b) => b.band) },
            yAxis: { type: 'value', minInterval: 1 },
            series: [
              { type: 'bar', data: data.histogram.map((b) => b.count), itemStyle: { color: '#13c2c2' } },
            ],
          }
        : null,
    [data],
  );
  const empty = !data || data.experts.length === 0;
  return (
    <Card size="small" title={t('review')} loading={isPending} data-testid="stat-review">
      {empty ? (
        <Empty description={t('noData')} />
      ) : (
        <Row gutter={[16, 16]}>
          <Col xs={24} xl={14}>
            <Flex justify="space-between" align="center" style={{ marginBottom: 8 }}>
              <Typography.Text strong>{t('experts')}</Typography.Text>
              <Export table="experts" editionId={editionId} t={t} />
            </Flex>
            {!data.offsets && (
              <Alert type="info" showIcon title={t('offsetsHidden')} style={{ marginBottom: 8 }} />
            )}
            <Table
              size="small"
              rowKey="expertId"
              dataSource={data.experts}
              scroll={{ x: 560 }}
              pagination={{ pageSize: 8, hideOnSinglePage: true, showSizeChanger: false }}
              columns={[
                {
                  title: t('column.expert'),
                  dataIndex: 'expertName',
                  fixed: 'left',
                  width: 120,
                  onCell: userTextCell(),
                },
                { title: t('column.assigned'), dataIndex: 'assigned', align: 'right' },
                { title: t('column.submitted'), dataIndex: 'submitted', align: 'right' },
                {
                  title: t('column.completion'),
                  dataIndex: 'completion',
                  align: 'right',
                  render: (v: number) => percent(v),
                },
                {
                  title: t('column.avgHours'),
                  dataIndex: 'avgHours',
                  align: 'right',
                  render: (v: number | null) => v ?? '—',
                },
                {
                  title: t('column.offset'),
                  dataIndex: 'offset',
                  align: 'right',
                  render: (v: number | null) => (v === null ? '—' : v > 0 ? `+${v}` : v),
                },
              ]}
            />
          </Col>
          <Col xs={24} xl={10}>
            <Flex justify="space-between" align="center" style={{ marginBottom: 8 }}>
              <Typography.Text strong>{t('scores')}</Typography.Text>
              <Export table="scores" editionId={editionId} t={t} />
            </Flex>
            {histogram && <Chart option={histogram} height={200} label={t('scores')} />}
            <Typography.Text strong>{t('disagreement')}</Typography.Text>
            <Row gutter={8} style={{ margin: '8px 0 16px' }}>
              <Col span={8}>
                <Statistic title={t('scored')} value={data.disagreement.declarations} />
              </Col>
              <Col span={8}>
                <Statistic title={t('rangeFlag')} value={data.disagreement.range} />
              </Col>
              <Col span={8}>
                <Statistic title={t('sdFlag')} value={data.disagreement.sd} />
              </Col>
            </Row>
            <Flex justify="space-between" align="center" style={{ marginBottom: 8 }}>
              <Typography.Text strong>{t('conflicts')}</Typography.Text>
              <Export table="conflicts" editionId={editionId} t={t} />
            </Flex>
            <Table
              size="small"
              rowKey="conflictType"
              dataSource={data.conflicts}
              pagination={false}
              locale={{ emptyText: t('noData') }}
              columns={[
                { title: t('column.conflictType'), dataIndex: 'label' },
                { title: t('column.confirmed'), dataIndex: 'confirmed', align: 'right' },
                { title: t('column.pending'), dataIndex: 'pending', align: 'right' },
              ]}
            />
          </Col>
        </Row>
      )}
    </Card>
  );
}

function ObjectionsCard({ editionId }: { editionId: number }) {
  const { t, tr } = useStatisticsT();
  const { data, isPending } = useStatObjections(editionId);
  const chart = useMemo<EChartsCoreOption | null>(
    () =>
      data
        ? {
            tooltip: { trigger: 'axis' },
            grid: GRID,
            xAxis: { type: 'category', data: data.statuses.map((s) => s.label) },
            yAxis: { type: 'value', minInterval: 1 },
            series: [
              { type: 'bar', data: data.statuses.map((s) => s.count), itemStyle: { color: '#fa8c16' } },
            ],
          }
        : null,
    [data],
  );
  return (
    <Card
      size="small"
      title={t('objections')}
      loading={isPending}
      data-testid="stat-objections"
      extra={<Export table="objections" editionId={editionId} t={t} />}
    >
      {!data || data.total === 0 ? (
        <Empty description={t('noData')} />
      ) : (
        <Row gutter={[16, 16]}>
          <Col xs={24} xl={8}>
            <Statistic title={t('objectionsTotal')} value={data.total} style={{ marginBottom: 8 }} />
            <Table
              size="small"
              rowKey="status"
              dataSource={data.statuses}
              pagination={false}
              data-testid="stat-objections-status"
              columns={[
                { title: tr(STAT_MESSAGES.outcome), dataIndex: 'label' },
                { title: t('column.count'), dataIndex: 'count', align: 'right' },
              ]}
            />
          </Col>
          <Col xs={24} xl={8}>
            {chart && <Chart option={chart} height={240} label={t('objections')} />}
          </Col>
          <Col xs={24} xl={8}>
            <Typography.Text strong>{t('byReason')}</Typography.Text>
            <Table
              size="small"
              rowKey="reason"
              dataSource={data.reasons}
              pagination={false}
              style={{ marginTop: 8 }}
              data-testid="stat-objections-reason"
              columns={[
                { title: tr(STAT_MESSAGES.screeningReason), dataIndex: 'label' },
                { title: t('column.count'), dataIndex: 'count', align: 'right' },
              ]}
            />
          </Col>
        </Row>
      )}
    </Card>
  );
}

function YearsCard({ editionId }: { editionId: number }) {
  const { t, tr } = useStatisticsT();
  const awards = useStatCut(editionId, 'award');
  const [awardId, setAwardId] = useState<number>();
  useEffect(() => {
    const first = awards.data?.[0];
    if (first && (awardId === undefined || !awards.data?.some((a) => Number(a.key) === awardId)))
      setAwardId(Number(first.key));
  }, [awards.data, awardId]);
  const { data, isPending } = useStatYears(awardId);
  const option = useMemo<EChartsCoreOption | null>(
    () =>
      data
        ? {
            tooltip: { trigger: 'axis' },
            legend: { top: 0 },
            grid: GRID,
            xAxis: { type: 'category', data: data.map((r) => String(r.year)) },
            yAxis: { type: 'value', minInterval: 1 },
            series: (['declared', 'passed', 'awarded'] as const).map((stage) => ({
              name: tr(FUNNEL_STAGE_NAMES[stage]),
              type: 'line',
              data: data.map((r) => r[stage]),
            })),
          }
        : null,
    [data, tr],
  );
  return (
    <Card
      size="small"
      title={t('years')}
      extra={
        <Flex gap={8} wrap>
          <Select
            style={{ minWidth: 180 }}
            placeholder={t('pickAward')}
            value={awardId}
            onChange={setAwardId}
            options={awards.data?.map((a) => ({ value: Number(a.key), label: userLabel(a.label) }))}
            data-testid="stat-years-award"
          />
          {awardId !== undefined && <Export table="years" awardId={awardId} t={t} />}
        </Flex>
      }
      data-testid="stat-years"
    >
      {option && data && data.length > 0 && <Chart option={option} height={240} label={t('years')} />}
      <Table
        size="small"
        rowKey="editionId"
        loading={awardId !== undefined && isPending}
        dataSource={data}
        scroll={{ x: STAGE_TABLE_MIN }}
        pagination={false}
        locale={{ emptyText: t('noData') }}
        columns={[
          { title: t('column.year'), dataIndex: 'year', width: 72, fixed: 'left' },
          {
            title: t('column.edition'),
            dataIndex: 'editionName',
            width: 220,
            ellipsis: true,
            onCell: userTextCell(),
          },
          ...stageColumns(tr),
        ]}
      />
    </Card>
  );
}
