import { PrinterOutlined } from '@ant-design/icons';
import { RUN_KIND_NAMES, type RunView } from '@awards/shared/review';
import { reportError } from '@awards/web-common/formErrors';
import { App, Button, Descriptions, Drawer, Space, Table, Typography } from 'antd';
import { ItemList, ListItem } from '../../../components/ItemList/ItemList';
import { printRecord, useApply } from '../api/groups';
import { useReviewT } from '../i18n';

/**
 * A run: the diff's size, the quality figures, each pair with why this expert was chosen,
 * the alternates ranked per declaration, what is unfilled and why; applied on request,
 * and its draw record printed.
 */
export function RunPreviewDrawer({
  run,
  groupName,
  onClose,
}: {
  run: RunView;
  groupName: string;
  onClose: () => void;
}) {
  const { t, tr } = useReviewT();
  const { message } = App.useApp();
  const apply = useApply();
  const q = run.quality;
  const declarationName = (id: number) => run.declarationNames[String(id)] ?? `#${id}`;
  const expertName = (id: number) => run.expertNames[String(id)] ?? `#${id}`;
  const submit = () =>
    apply.mutateAsync(run.runId).then(
      () => {
        void message.success(t('run.applied'));
        onClose();
      },
      (error) => reportError(error, message.error, tr),
    );
  const alternates = run.alternates.filter((a) => a.experts.length > 0);
  return (
    <Drawer
      open
      size="large"
      title={`${t('run.title', { name: groupName })} · ${tr(RUN_KIND_NAMES[run.kind])}`}
      onClose={onClose}
      extra={
        <Space>
          <Button icon={<PrinterOutlined />} onClick={() => printRecord(run.runId)} data-testid="run-print">
            {t('draw.print')}
          </Button>
          {run.status === 'proposed' && (
            <Button type="primary" onClick={submit} loading={apply.isPending} data-testid="run-apply">
              {t('run.apply')}
            </Button>
          )}
        </Space>
      }
    >
      <Descriptions column={1} size="small" bordered data-testid="run-figures">
        <Descriptions.Item label={t('run.added')}>{run.added.length}</Descriptions.Item>
        <Descriptions.Item label={t('run.removed')}>{run.removed.length}</Descriptions.Item>
        <Descriptions.Item label={t('run.meanMatch')}>{q?.meanMatch ?? '—'}</Descriptions.Item>
        <Descriptions.Item label={t('run.minMatch')}>{q?.minMatch ?? '—'}</Descriptions.Item>
        <Descriptions.Item label={t('run.load')}>
          {q ? `${q.minLoad} – ${q.maxLoad}（${q.meanLoad}）` : '—'}
        </Descriptions.Item>
        <Descriptions.Item label={t('run.seed')}>{run.seed}</Descriptions.Item>
        {run.pairCap !== null && (
          <Descriptions.Item label={t('run.pairCap')}>{run.pairCap}</Descriptions.Item>
        )}
        <Descriptions.Item label={t('run.hash')}>
          <Typography.Text code copyable={{ text: run.inputHash }}>
            {run.inputHash.slice(0, 16)}
          </Typography.Text>
        </Descriptions.Item>
        <Descriptions.Item label={t('run.solver')}>{run.solver}</Descriptions.Item>
      </Descriptions>
      {run.unfilled.length > 0 && (
        <ItemList
          header={t('run.unfilled')}
          data-testid="run-unfilled"
          items={run.unfilled}
          itemKey={(u, i) => `${u.declarationId}:${i}`}
          renderItem={(u) => (
            <ListItem>
              <Typography.Text type="danger">
                {t('draw.unfilledReason', {
                  name: declarationName(u.declarationId),
                  missing: u.missing,
                  reason: tr(u.reason),
                })}
              </Typography.Text>
            </ListItem>
          )}
        />
      )}
      <Typography.Title level={5} style={{ marginTop: 16 }}>
        {t('draw.pairs')}
      </Typography.Title>
      <Table
        size="small"
        data-testid="run-pairs"
        rowKey={(p) => `${p.declarationId}:${p.expertId}`}
        pagination={run.added.length > 50 ? { pageSize: 50, showSizeChanger: false } : false}
        scroll={{ x: 'max-content' }}
        dataSource={run.added}
        columns={[
          {
            key: 'declaration',
            title: t('draw.declaration'),
            render: (_, p) => declarationName(p.declarationId),
          },
          { key: 'expert', title: t('draw.expert'), render: (_, p) => expertName(p.expertId) },
          { key: 'match', title: t('draw.match'), dataIndex: 'match', align: 'right', width: 80 },
          {
            key: 'why',
            title: t('draw.why'),
            render: (_, p) => (p.why.length ? p.why.map(tr).join('；') : t('draw.noWhy')),
          },
        ]}
      />
      {alternates.length > 0 && (
        <ItemList
          header={t('draw.alternates')}
          data-testid="run-alternates"
          items={alternates}
          itemKey={(a, i) => `${a.declarationId}:${i}`}
          renderItem={(a) => (
            <ListItem>
              {declarationName(a.declarationId)}：
              {a.experts.map((e) => `${expertName(e.expertId)}（${e.match}）`).join('、')}
            </ListItem>
          )}
        />
      )}
    </Drawer>
  );
}
