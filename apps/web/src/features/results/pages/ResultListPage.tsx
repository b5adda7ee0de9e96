import { PrinterOutlined } from '@ant-design/icons';
import { openingEdition } from '@awards/shared/editions';
import {
  type ResultListView,
  type ResultRow,
  type ResultView,
  resultReopenSchema,
} from '@awards/shared/results';
import { NORMALISATION_NAMES, NORMALISATIONS, type Normalisation } from '@awards/shared/review';
import { reportError, showSaveError } from '@awards/web-common/formErrors';
import { zodRule } from '@awards/web-common/zodRule';
import {
  Alert,
  App,
  Button,
  Card,
  Flex,
  Form,
  Input,
  Modal,
  Popconfirm,
  Select,
  Space,
  Switch,
  Table,
  Tag,
  Typography,
} from 'antd';
import { useState } from 'react';
import { useSearchParams } from 'react-router';
import { ExportButton } from '../../../components/Export/ExportButton';
import { Permission } from '../../../components/RowActions/Permission';
import {
  printCertificates,
  printReviewSummary,
  RESULT_PATHS,
  useConfirm,
  useReopenResult,
  useResultAwards,
  useResultEditions,
  useResultView,
  useWhatIf,
} from '../api/results';
import { useResultT } from '../i18n';

/**
 * 评审结果 (docs/domain.md "Results"): per award of an edition, the ranking with the four score
 * methods side by side (the ranking one in bold), the meeting's grades (or grades by rank within
 * quotas), quota use, a what-if that names who moves (nothing stored), confirmation with the
 * version and content hash, the versions, and reopening by a recorded decision.
 * Edition and award are kept in the address (?editionId=&awardId=).
 */
export function ResultListPage() {
  const { t, tr } = useResultT();
  const { message } = App.useApp();
  const [params, setParams] = useSearchParams();
  // No edition or award in the address: the edition in review (else the newest) and its first
  // award, derived, never written into the address (a late write pulled the user back here).
  const editions = useResultEditions();
  const editionId = Number(params.get('editionId')) || (editions.data ? openingEdition(editions.data) : null);
  const awards = useResultAwards(editionId);
  const awardId = Number(params.get('awardId')) || (awards.data?.[0]?.awardId ?? null);
  const stored = useResultView(editionId, awardId);
  const whatIf = useWhatIf();
  const confirm = useConfirm();
  const [trial, setTrial] = useState<ResultView | null>(null);
  const [method, setMethod] = useState<Normalisation | undefined>();
  const [passDown, setPassDown] = useState<boolean | undefined>();
  const [reopening, setReopening] = useState<ResultListView | null>(null);
  const go = (next: Record<string, number | null>) => {
    const search = new URLSearchParams(params);
    for (const [k, v] of Object.entries(next)) v === null ? search.delete(k) : search.set(k, String(v));
    setParams(search);
    setTrial(null);
  };
  const view = trial ?? stored.data;
  const gradeOf = (level: number | null) =>
    level === null
      ? t('noGrade')
      : (view?.quotas.find((q) => q.gradeLevel === level)?.gradeName ?? String(level));
  const fail = (error: unknown) => reportError(error, message.error, tr);
  const runWhatIf = () =>
    editionId !== null &&
    awardId !== null &&
    whatIf
      .mutateAsync({
        editionId,
        awardId,
        ...(method && { method }),
        ...(passDown !== undefined && { quotaPassDown: passDown }),
      })
      .then(setTrial, fail);

  return (
    <Flex vertical gap={16} data-testid="results-page">
      <Card>
        <Flex gap={8} align="center" wrap>
          <Typography.Text>{t('edition')}</Typography.Text>
          <Select
            data-testid="results-edition"
            style={{ minWidth: 240 }}
            placeholder={t('pickEdition')}
            value={editionId ?? undefined}
            options={(editions.data ?? []).map((e) => ({ value: e.editionId, label: e.editionName }))}
            onChange={(value: number) => go({ editionId: value, awardId: null })}
          />
          <Typography.Text>{t('award')}</Typography.Text>
          <Select
            data-testid="results-award"
            style={{ minWidth: 240 }}
            placeholder={t('pickAward')}
            value={awardId ?? undefined}
            options={(awards.data ?? []).map((a) => ({
              value: a.awardId,
              label: `${a.awardName} · ${t('waiting', { waiting: a.waiting })}`,
            }))}
            onChange={(value: number) => go({ awardId: value })}
          />
          {editionId !== null && (
            <Space wrap style={{ marginInlineStart: 'auto' }} data-testid="results-certificates">
              <ExportButton
                path={RESULT_PATHS.certificatesExport}
                body={{ editionId }}
                fileName={t('outputs.certificatesFile')}
                code="RESULT_VIEW"
                testId="results-certificates-export"
              >
                {t('outputs.certificatesExport')}
              </ExportButton>
              <Button
                icon={<PrinterOutlined />}
                data-testid="results-certificates-print"
                onClick={() => void printCertificates(editionId)}
              >
                {t('outputs.certificatesPrint')}
              </Button>
            </Space>
          )}
        </Flex>
      </Card>
      {view && (
        <Card
          title={`${view.awardName} · ${t(`decidedBy.${view.decidedBy}`)}`}
          extra={
            <Permission code="RESULT_CONFIRM">
              <Popconfirm
                title={t('confirmConfirm')}
                disabled={Boolean(view.blocked) || trial !== null}
                // Not returning the call: a Popconfirm waiting on it stayed open (its OK spinning)
                // once the confirmed list disabled the button it hangs on.
                onConfirm={() => {
                  confirm
                    .mutateAsync({ editionId: view.editionId, awardId: view.awardId })
                    .then(
                      (list) =>
                        message.success(
                          t('confirmed', { version: list.version, hash: list.contentHash.slice(0, 12) }),
                        ),
                      fail,
                    );
                }}
              >
                <Button
                  type="primary"
                  data-testid="results-confirm"
                  disabled={Boolean(view.blocked) || trial !== null}
                >
                  {t('confirm')}
                </Button>
              </Popconfirm>
            </Permission>
          }
        >
          <Flex vertical gap={12}>
            {view.blocked && (
              <Alert type="info" showIcon message={view.blocked} data-testid="results-blocked" />
            )}
            {view.current && (
              <Typography.Text data-testid="results-current">
                {t('current', {
                  version: view.current.version,
                  by: view.current.confirmedBy,
                  time: view.current.confirmedTime.slice(0, 16).replace('T', ' '),
                })}
                {' · '}
                {t('hash')}:{' '}
                <Typography.Text code copyable>
                  {view.current.contentHash}
                </Typography.Text>
              </Typography.Text>
            )}
            <Typography.Text strong>{t('ranking')}</Typography.Text>
            <Table<ResultRow>
              data-testid="results-table"
              rowKey="declarationId"
              size="middle"
              scroll={{ x: 1000 }}
              pagination={{ pageSize: 50, showSizeChanger: false, hideOnSinglePage: true }}
              dataSource={view.rows}
              locale={{ emptyText: t('empty') }}
              columns={[
                { key: 'rank', title: t('column.rank'), dataIndex: 'rank', width: 70, align: 'right' },
                { key: 'project', title: t('column.project'), dataIndex: 'projectName', width: 220 },
                { key: 'unit', title: t('column.unit'), dataIndex: 'unitName', width: 180 },
                ...NORMALISATIONS.map((m) => ({
                  key: m,
                  title: `${tr(NORMALISATION_NAMES[m])}${m === view.method ? t('locked') : ''}`,
                  align: 'right' as const,
                  render: (_: unknown, r: ResultRow) => {
                    const v = r.scores[m];
                    const text = v === null ? '—' : v.toFixed(2);
                    return m === view.method ? <strong>{text}</strong> : text;
                  },
                })),
                ...(view.decidedBy === 'meeting'
                  ? [
                      {
                        key: 'meeting',
                        title: t('column.meeting'),
                        render: (_: unknown, r: ResultRow) =>
                          r.meetingOutcome ? gradeOf(r.meetingLevel) : '—',
                      },
                    ]
                  : []),
                {
                  key: 'grade',
                  title: t('column.grade'),
                  render: (_, r) =>
                    r.gradeLevel === null ? (
                      <Tag>{t('noGrade')}</Tag>
                    ) : (
                      <Tag color="green">{r.gradeName}</Tag>
                    ),
                },
                {
                  key: 'summary',
                  title: '',
                  width: 110,
                  render: (_, r) => (
                    <Button
                      type="link"
                      size="small"
                      data-testid={`results-summary-${r.declarationId}`}
                      onClick={() => void printReviewSummary(r.declarationId)}
                    >
                      {t('outputs.summary')}
                    </Button>
                  ),
                },
              ]}
            />
            <Typography.Text strong>{t('quotas')}</Typography.Text>
            <Table
              data-testid="results-quotas"
              rowKey="gradeLevel"
              size="small"
              pagination={false}
              dataSource={view.quotas}
              columns={[
                { key: 'grade', title: t('column.grade2'), dataIndex: 'gradeName' },
                { key: 'quota', title: t('column.quota'), dataIndex: 'quota', align: 'right' },
                { key: 'places', title: t('column.places'), dataIndex: 'places', align: 'right' },
                {
                  key: 'used',
                  title: t('column.used'),
                  align: 'right',
                  render: (_, q) =>
                    q.used > q.places ? <Typography.Text type="danger">{q.used}</Typography.Text> : q.used,
                },
              ]}
            />
            <Typography.Text strong>{t('whatIf')}</Typography.Text>
            <Space wrap data-testid="results-whatif">
              <Select
                style={{ minWidth: 200 }}
                placeholder={t('method')}
                allowClear
                value={method}
                options={NORMALISATIONS.map((m) => ({ value: m, label: tr(NORMALISATION_NAMES[m]) }))}
                onChange={setMethod}
              />
              <Switch checked={passDown ?? view.quotaPassDown} onChange={setPassDown} />
              <Typography.Text>{t('passDown')}</Typography.Text>
              <Button onClick={runWhatIf} loading={whatIf.isPending} data-testid="results-whatif-run">
                {t('run')}
              </Button>
              {trial && <Button onClick={() => setTrial(null)}>{t('cancel')}</Button>}
            </Space>
            {trial?.moved && (
              <Alert
                type={trial.moved.length ? 'warning' : 'success'}
                data-testid="results-moved"
                message={trial.moved.length ? t('moved', { count: trial.moved.length }) : t('noMove')}
                description={trial.moved
                  .map((m) =>
                    t('movedRow', {
                      project: trial.rows.find((r) => r.declarationId === m.declarationId)?.projectName,
                      from: gradeOf(m.from),
                      to: gradeOf(m.to),
                    }),
                  )
                  .join('；')}
              />
            )}
            {view.versions.length > 0 && (
              <>
                <Typography.Text strong>{t('versions')}</Typography.Text>
                <Table<ResultListView>
                  data-testid="results-versions"
                  rowKey="listId"
                  size="small"
                  pagination={false}
                  dataSource={view.versions}
                  columns={[
                    { key: 'version', title: '#', dataIndex: 'version', width: 60 },
                    { key: 'status', title: t('column.status'), render: (_, v) => t(`status.${v.status}`) },
                    {
                      key: 'hash',
                      title: t('hash'),
                      render: (_, v) => <Typography.Text code>{v.contentHash.slice(0, 16)}…</Typography.Text>,
                    },
                    {
                      key: 'by',
                      title: '',
                      render: (_, v) => `${v.confirmedBy} ${v.confirmedTime.slice(0, 16).replace('T', ' ')}`,
                    },
                    {
                      key: 'reopen',
                      title: '',
                      render: (_, v) =>
                        v.reopenDocumentNo ? (
                          `${v.reopenDocumentNo} ${v.reopenReason ?? ''}`
                        ) : v.status === 'confirmed' ? (
                          <Permission code="RESULT_REOPEN">
                            <Button
                              danger
                              size="small"
                              data-testid="results-reopen"
                              onClick={() => setReopening(v)}
                            >
                              {t('reopen')}
                            </Button>
                          </Permission>
                        ) : null,
                    },
                  ]}
                />
              </>
            )}
          </Flex>
        </Card>
      )}
      {reopening && <ReopenModal list={reopening} onClose={() => setReopening(null)} />}
    </Flex>
  );
}

/** Reopening a confirmed list: the reason and the decision's document number, both kept. */
function ReopenModal({ list, onClose }: { list: ResultListView; onClose: () => void }) {
  const { t, tr } = useResultT();
  const { message } = App.useApp();
  const [form] = Form.useForm<{ reason: string; documentNo: string }>();
  const reopen = useReopenResult();
  const submit = async (values: { reason: string; documentNo: string }) => {
    try {
      await reopen.mutateAsync({ listId: list.listId, ...values });
      message.success(t('reopened'));
      onClose();
    } catch (error) {
      showSaveError(error, form, ['reason', 'documentNo'], message.error, tr);
    }
  };
  return (
    <Modal
      open
      title={t('reopenTitle')}
      okButtonProps={{
        danger: true,
        ...({ 'data-testid': 'reopen-ok' } as Record<`data-${string}`, string>),
      }}
      cancelText={t('cancel')}
      confirmLoading={reopen.isPending}
      onOk={() => form.submit()}
      onCancel={onClose}
      destroyOnHidden
    >
      <Form form={form} layout="vertical" onFinish={submit} data-testid="reopen-form">
        <Form.Item
          name="documentNo"
          label={t('documentNo')}
          rules={[zodRule(resultReopenSchema.shape.documentNo, tr)]}
        >
          <Input maxLength={100} />
        </Form.Item>
        <Form.Item name="reason" label={t('reason')} rules={[zodRule(resultReopenSchema.shape.reason, tr)]}>
          <Input.TextArea rows={3} maxLength={500} showCount />
        </Form.Item>
      </Form>
    </Modal>
  );
}
