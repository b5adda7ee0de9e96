import { NORMALISATION_NAMES, type Normalisation, type ScoreRow } from '@awards/shared/review';
import { Card, Flex, Select, Tabs, Typography } from 'antd';
import { useSearchParams } from 'react-router';
import { DataTable } from '../../../components/DataTable/DataTable';
import type { DataTableColumn } from '../../../components/DataTable/types';
import { useListState } from '../../../components/DataTable/useListState';
import {
  type ExpertProgress,
  progressQuery,
  REVIEW_KEY,
  scoreTableQuery,
  useReviewEditions,
  useScoreTable,
} from '../api/review';
import { useWholeListFetch } from '../api/wholeListFetch';
import { scoreColumns } from '../components/scoreColumns';
import { type ReviewT, useReviewT } from '../i18n';

/**
 * 专家评审 (docs/domain.md "Expert review"): an edition's score table with every
 * calibration method side by side and the disagreement flags, and each expert's progress.
 * The edition chosen is kept in the address (?editionId=), so a reload or a link shows it,
 * and so are each table's page, size and sort (the progress table's under `p.`). The server
 * answers each table whole; DataTable pages and sorts it in the browser (useWholeListFetch).
 */
export function ReviewPage() {
  const { t, tr } = useReviewT();
  const [params, setParams] = useSearchParams();
  const editionId = Number(params.get('editionId')) || null;
  const editions = useReviewEditions();
  const scores = useScoreTable(editionId);
  const scoreList = useListState({});
  const progressList = useListState({}, { prefix: 'p.' });
  const fetchScores = useWholeListFetch(scoreTableQuery(editionId), (table) => table.rows);
  const fetchProgress = useWholeListFetch(progressQuery(editionId), (rows) => rows);
  // Another edition starts both tables from their first page.
  const choose = (value: number) => {
    const next = new URLSearchParams();
    next.set('editionId', String(value));
    setParams(next);
  };
  const locked = (scores.data?.normalisation ?? 'weighted_mean') as Normalisation;

  return (
    <Flex vertical gap={16} data-testid="review-page">
      <Card>
        <Flex gap={8} align="center" wrap>
          <Typography.Text>{t('edition')}</Typography.Text>
          <Select
            data-testid="review-edition"
            style={{ minWidth: 240 }}
            placeholder={t('pickEdition')}
            value={editionId ?? undefined}
            loading={editions.isFetching}
            options={(editions.data ?? []).map((e) => ({ value: e.editionId, label: e.editionName }))}
            onChange={choose}
          />
          {scores.data && (
            <Typography.Text type="secondary" data-testid="review-method">
              {t('method', { method: tr(NORMALISATION_NAMES[locked]), scale: scores.data.scale })}
            </Typography.Text>
          )}
        </Flex>
      </Card>
      {editionId !== null && (
        <Card>
          <Tabs
            items={[
              {
                key: 'scores',
                label: t('tabs.scores'),
                children: (
                  <DataTable<ScoreRow>
                    tableId="review.scores"
                    rowKey="declarationId"
                    columns={scoreColumns(t, tr, locked)}
                    list={scoreList}
                    queryKey={[...REVIEW_KEY, 'scorePage', editionId]}
                    fetch={fetchScores}
                    tableProps={{ size: 'middle', locale: { emptyText: t('empty') } }}
                  />
                ),
              },
              {
                key: 'progress',
                label: t('tabs.progress'),
                children: (
                  <DataTable<ExpertProgress>
                    tableId="review.progress"
                    rowKey="expertId"
                    columns={progressColumns(t)}
                    list={progressList}
                    queryKey={[...REVIEW_KEY, 'progressPage', editionId]}
                    fetch={fetchProgress}
                    tableProps={{ size: 'middle', locale: { emptyText: t('empty') } }}
                  />
                ),
              },
            ]}
          />
        </Card>
      )}
    </Flex>
  );
}

/** Each expert's reviews: assigned, drafted, submitted; sorted in the browser by any of them. */
function progressColumns(t: ReviewT): DataTableColumn<ExpertProgress>[] {
  const count = (key: 'assigned' | 'drafted' | 'submitted'): DataTableColumn<ExpertProgress> => ({
    key,
    title: t(`column.${key}`),
    dataIndex: key,
    align: 'right',
    width: 120,
    sortable: true,
  });
  return [
    {
      key: 'expertName',
      title: t('column.expertName'),
      dataIndex: 'expertName',
      width: 200,
      userText: true,
      sortable: true,
    },
    count('assigned'),
    count('drafted'),
    count('submitted'),
  ];
}
