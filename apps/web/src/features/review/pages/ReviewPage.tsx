import {
  type ExpertProgress,
  type GroupProgress,
  NORMALISATION_NAMES,
  type Normalisation,
  type ScoreRow,
} from '@awards/shared/review';
import { reportError } from '@awards/web-common/formErrors';
import { App, Card, Flex, Tabs, Typography } from 'antd';
import { useState } from 'react';
import { useSearchParams } from 'react-router';
import { DataTable } from '../../../components/DataTable/DataTable';
import type { DataTableColumn } from '../../../components/DataTable/types';
import { useListState } from '../../../components/DataTable/useListState';
import { useWholeListFetch } from '../../../components/DataTable/wholeListFetch';
import { EditionSelect } from '../../../components/EditionSelect';
import {
  progressQuery,
  REVIEW_KEY,
  scoreTableQuery,
  useProgress,
  useRemind,
  useReviewEditions,
  useScoreTable,
} from '../api/review';
import { ExpertReviewsDrawer } from '../components/ExpertReviewsDrawer';
import { ReviewStanding } from '../components/ReviewStanding';
import { scoreColumns } from '../components/scoreColumns';
import { type ReviewT, useReviewT } from '../i18n';

/**
 * 专家评审 (docs/domain.md "Expert review"): where the edition's review stands (can it
 * leave the review; remind the experts, close the review with a reason), the score table
 * with every calibration method side by side and the disagreement flags, and the progress
 * per group and per expert (an expert's reviews open in a drawer, to reopen one).
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
  const groupList = useListState({}, { prefix: 'g.' });
  const progress = useProgress(editionId);
  const fetchScores = useWholeListFetch(scoreTableQuery(editionId), (table) => table.rows);
  const fetchProgress = useWholeListFetch(progressQuery(editionId), (answer) => answer.experts);
  const fetchGroups = useWholeListFetch(progressQuery(editionId), (answer) => answer.groups);
  const { message } = App.useApp();
  const remind = useRemind();
  const [expert, setExpert] = useState<ExpertProgress | null>(null);
  const remindGroup = (group: GroupProgress) =>
    editionId !== null &&
    remind.mutateAsync({ editionId, groupId: group.groupId }).then(
      (sent) => void message.success(t('console.reminded', { ...sent })),
      (error) => reportError(error, message.error, tr),
    );
  const reviewing = progress.data?.standing.editionStatus === 'reviewing' && !progress.data.standing.closed;
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
          <EditionSelect
            data-testid="review-edition"
            placeholder={t('pickEdition')}
            value={editionId ?? undefined}
            loading={editions.isFetching}
            editions={editions.data}
            onChange={choose}
          />
          {scores.data && (
            <Typography.Text type="secondary" data-testid="review-method">
              {t('method', { method: tr(NORMALISATION_NAMES[locked]), scale: scores.data.scale })}
            </Typography.Text>
          )}
        </Flex>
      </Card>
      {editionId !== null && progress.data && (
        <Card>
          <ReviewStanding editionId={editionId} standing={progress.data.standing} />
        </Card>
      )}
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
                  <Flex vertical gap={16}>
                    <Typography.Text strong>{t('console.groups')}</Typography.Text>
                    <DataTable<GroupProgress>
                      tableId="review.groupProgress"
                      rowKey="groupId"
                      columns={groupColumns(t, reviewing ? remindGroup : null)}
                      list={groupList}
                      queryKey={[...REVIEW_KEY, 'groupProgressPage', editionId]}
                      fetch={fetchGroups}
                      tableProps={{ size: 'middle', locale: { emptyText: t('empty') } }}
                    />
                    <Typography.Text strong>{t('console.experts')}</Typography.Text>
                    <DataTable<ExpertProgress>
                      tableId="review.progress"
                      rowKey="expertId"
                      columns={progressColumns(t, setExpert)}
                      list={progressList}
                      queryKey={[...REVIEW_KEY, 'progressPage', editionId]}
                      fetch={fetchProgress}
                      tableProps={{ size: 'middle', locale: { emptyText: t('empty') } }}
                    />
                  </Flex>
                ),
              },
            ]}
          />
        </Card>
      )}
      {expert && editionId !== null && (
        <ExpertReviewsDrawer editionId={editionId} expert={expert} onClose={() => setExpert(null)} />
      )}
    </Flex>
  );
}

type Count = 'assigned' | 'drafted' | 'submitted' | 'overdue';
const countColumn = <T extends object>(t: ReviewT, key: Count): DataTableColumn<T> => ({
  key,
  title: key === 'overdue' ? t('console.overdue') : t(`column.${key}`),
  dataIndex: key as keyof T & string,
  align: 'right',
  width: 110,
  sortable: true,
});
const COUNTS: Count[] = ['assigned', 'drafted', 'submitted', 'overdue'];

/** Each group's reviews: assigned, drafted, submitted, overdue; reminding the group's experts while in review. */
function groupColumns(
  t: ReviewT,
  remind: ((group: GroupProgress) => unknown) | null,
): DataTableColumn<GroupProgress>[] {
  return [
    {
      key: 'groupName',
      title: t('console.group'),
      dataIndex: 'groupName',
      width: 180,
      userText: true,
      sortable: true,
    },
    { key: 'experts', title: t('console.expertCount'), dataIndex: 'experts', align: 'right', width: 90 },
    ...COUNTS.map((key) => countColumn<GroupProgress>(t, key)),
    ...(remind
      ? [
          {
            key: 'actions',
            title: t('groups.actions'),
            actions: (g: GroupProgress) => [
              {
                key: 'remind',
                label: t('console.remindGroup'),
                permission: 'REVIEW_REMIND',
                confirm: t('console.remindConfirm'),
                onClick: () => remind(g),
              },
            ],
          } satisfies DataTableColumn<GroupProgress>,
        ]
      : []),
  ];
}

/** Each expert's reviews: assigned, drafted, submitted, overdue; their reviews open in a drawer. */
function progressColumns(
  t: ReviewT,
  open: (expert: ExpertProgress) => void,
): DataTableColumn<ExpertProgress>[] {
  return [
    {
      key: 'expertName',
      title: t('column.expertName'),
      dataIndex: 'expertName',
      width: 160,
      userText: true,
      sortable: true,
    },
    { key: 'groupName', title: t('console.group'), dataIndex: 'groupName', width: 140, userText: true },
    ...COUNTS.map((key) => countColumn<ExpertProgress>(t, key)),
    {
      key: 'actions',
      title: t('groups.actions'),
      actions: (e) => [{ key: 'reviews', label: t('console.reviews'), onClick: () => open(e) }],
    },
  ];
}
