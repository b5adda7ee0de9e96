import { PrinterOutlined } from '@ant-design/icons';
import { openingEdition } from '@awards/shared/editions';
import type { ResultListView } from '@awards/shared/results';
import { NORMALISATION_NAMES, NORMALISATIONS, type Normalisation } from '@awards/shared/review';
import { formatDateTime } from '@awards/web-common/format';
import { reportError } from '@awards/web-common/formErrors';
import { Alert, App, Button, Card, Flex, Popconfirm, Select, Space, Switch, Typography } from 'antd';
import { useState } from 'react';
import { useSearchParams } from 'react-router';
import { EditionSelect, userLabel } from '../../../components/EditionSelect';
import { ExportButton } from '../../../components/Export/ExportButton';
import { Permission } from '../../../components/RowActions/Permission';
import { USER_TEXT_SLOT, UserText, withUserText, withUserTexts } from '../../../components/UserText';
import {
  printCertificates,
  RESULT_PATHS,
  useConfirm,
  useResultAwards,
  useResultEditions,
  useResultView,
  useWhatIf,
} from '../api/results';
import { gradeNamer, RankingTable, type Trial } from '../components/RankingTable';
import { ReopenModal } from '../components/ReopenModal';
import { QuotasTable, VersionsTable } from '../components/ResultTables';
import { useResultT } from '../i18n';

/**
 * 评审结果 (docs/domain.md "Results"): per award of an edition, the ranking with the four score
 * methods side by side (the ranking one in bold), the meeting's grades (or grades by rank within
 * quotas), quota use, a what-if that names who moves (nothing stored), confirmation with the
 * version and content hash, the versions, and reopening by a recorded decision.
 * Edition and award are kept in the address (?editionId=&awardId=), and so are each table's
 * page, size and sort (the quotas' under `q.`, the versions' under `v.`).
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
  const [trial, setTrial] = useState<Trial | null>(null);
  const [method, setMethod] = useState<Normalisation | undefined>();
  const [passDown, setPassDown] = useState<boolean | undefined>();
  const [reopening, setReopening] = useState<ResultListView | null>(null);
  // Another edition or award starts the tables from their first page.
  const go = (next: { editionId: number; awardId?: number }) => {
    const search = new URLSearchParams();
    search.set('editionId', String(next.editionId));
    if (next.awardId !== undefined) search.set('awardId', String(next.awardId));
    setParams(search);
    setTrial(null);
  };
  const view = trial?.view ?? stored.data;
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
      .then((answer) => setTrial({ view: answer, run: (trial?.run ?? 0) + 1 }), fail);

  return (
    <Flex vertical gap={16} data-testid="results-page">
      <Card>
        <Flex gap={8} align="center" wrap>
          <Typography.Text>{t('edition')}</Typography.Text>
          <EditionSelect
            data-testid="results-edition"
            placeholder={t('pickEdition')}
            value={editionId ?? undefined}
            loading={editions.isFetching}
            editions={editions.data}
            onChange={(value) => go({ editionId: value })}
          />
          <Typography.Text>{t('award')}</Typography.Text>
          <Select<number>
            data-testid="results-award"
            style={{ minWidth: 240 }}
            placeholder={t('pickAward')}
            value={awardId ?? undefined}
            options={(awards.data ?? []).map((a) => ({
              value: a.awardId,
              label: (
                <>
                  {userLabel(a.awardName)} · {t('waiting', { waiting: a.waiting })}
                </>
              ),
            }))}
            onChange={(value) => editionId !== null && go({ editionId, awardId: value })}
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
          title={
            <>
              <UserText>{view.awardName}</UserText> · {t(`decidedBy.${view.decidedBy}`)}
            </>
          }
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
              <Alert type="info" showIcon title={view.blocked} data-testid="results-blocked" />
            )}
            {view.current && (
              <Typography.Text data-testid="results-current">
                {withUserText(
                  t('current', {
                    version: view.current.version,
                    by: USER_TEXT_SLOT,
                    time: formatDateTime(view.current.confirmedTime),
                  }),
                  view.current.confirmedBy,
                )}
                {' · '}
                {t('hash')}:{' '}
                {/* A hash is a code: no translator may touch it (nor the walk read it as words). */}
                <Typography.Text code copyable translate="no">
                  {view.current.contentHash}
                </Typography.Text>
              </Typography.Text>
            )}
            <Typography.Text strong>{t('ranking')}</Typography.Text>
            <RankingTable view={view} trial={trial} />
            <Typography.Text strong>{t('quotas')}</Typography.Text>
            <QuotasTable view={view} />
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
            {trial?.view.moved && <MovedAlert trial={trial} />}
            {view.versions.length > 0 && (
              <>
                <Typography.Text strong>{t('versions')}</Typography.Text>
                <VersionsTable view={view} onReopen={setReopening} />
              </>
            )}
          </Flex>
        </Card>
      )}
      {reopening && <ReopenModal list={reopening} onClose={() => setReopening(null)} />}
    </Flex>
  );
}

/** Who a what-if moves, from which grade to which (the projects' names as entered). */
function MovedAlert({ trial }: { trial: Trial }) {
  const { t } = useResultT();
  const moved = trial.view.moved ?? [];
  const gradeOf = gradeNamer(trial.view, t);
  return (
    <Alert
      type={moved.length ? 'warning' : 'success'}
      data-testid="results-moved"
      title={moved.length ? t('moved', { count: moved.length }) : t('noMove')}
      description={
        moved.length > 0 && (
          <Flex vertical>
            {moved.map((m) => (
              <span key={m.declarationId}>
                {withUserTexts(
                  t('movedRow', { project: USER_TEXT_SLOT, from: USER_TEXT_SLOT, to: USER_TEXT_SLOT }),
                  [
                    trial.view.rows.find((r) => r.declarationId === m.declarationId)?.projectName ?? '',
                    gradeOf(m.from),
                    gradeOf(m.to),
                  ],
                )}
              </span>
            ))}
          </Flex>
        )
      }
    />
  );
}
