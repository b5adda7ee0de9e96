import type { ResultRow, ResultView } from '@awards/shared/results';
import { NORMALISATION_NAMES, NORMALISATIONS } from '@awards/shared/review';
import { Tag } from 'antd';
import { DataTable } from '../../../components/DataTable/DataTable';
import type { DataTableColumn } from '../../../components/DataTable/types';
import { useListState } from '../../../components/DataTable/useListState';
import { rowsFetch } from '../../../components/DataTable/wholeList';
import { useWholeListFetch } from '../../../components/DataTable/wholeListFetch';
import { UserText } from '../../../components/UserText';
import { printReviewSummary, RESULT_KEY, resultViewQuery } from '../api/results';
import { type ResultT, useResultT } from '../i18n';

/** A what-if's answer, numbered so each run is a table of its own (nothing stored). */
export interface Trial {
  view: ResultView;
  run: number;
}

/**
 * The ranking of an award with the four score methods side by side (the ranking one in bold,
 * the others left out first where the table is narrow), the meeting's vote and the grade
 * proposed. The server answers the list whole; the table pages and sorts it in the browser,
 * its page, size and sort in the address. A what-if shows its own rows.
 */
export function RankingTable({ view, trial }: { view: ResultView; trial: Trial | null }) {
  const { t, tr } = useResultT();
  const list = useListState({}, { defaultPageSize: 50 });
  const fetchStored = useWholeListFetch(resultViewQuery(view.editionId, view.awardId), (v) => v.rows);
  const fetch = trial ? rowsFetch(trial.view.rows) : fetchStored;
  const gradeOf = gradeNamer(view, t);
  const columns: DataTableColumn<ResultRow>[] = [
    { key: 'rank', title: t('column.rank'), dataIndex: 'rank', width: 80, align: 'right', sortable: true },
    { key: 'project', title: t('column.project'), dataIndex: 'projectName', width: 220, userText: true },
    { key: 'unit', title: t('column.unit'), dataIndex: 'unitName', width: 180, userText: true },
    ...NORMALISATIONS.map(
      (m): DataTableColumn<ResultRow> => ({
        key: m,
        title: `${tr(NORMALISATION_NAMES[m])}${m === view.method ? t('locked') : ''}`,
        align: 'right',
        width: 120,
        defaultHidden: m !== view.method,
        render: (_, r) => {
          const v = r.scores[m];
          const text = v === null ? '—' : v.toFixed(2);
          return m === view.method ? <strong>{text}</strong> : text;
        },
      }),
    ),
    ...(view.decidedBy === 'meeting'
      ? [
          {
            key: 'meeting',
            title: t('column.meeting'),
            width: 110,
            render: (_: unknown, r: ResultRow) =>
              r.meetingOutcome ? <UserText>{gradeOf(r.meetingLevel)}</UserText> : '—',
          },
        ]
      : []),
    {
      key: 'grade',
      title: t('column.grade'),
      width: 120,
      cardStatus: true,
      render: (_, r) =>
        r.gradeLevel === null ? (
          <Tag>{t('noGrade')}</Tag>
        ) : (
          <Tag color="green">
            <UserText>{r.gradeName}</UserText>
          </Tag>
        ),
    },
    {
      key: 'actions',
      title: t('column.actions'),
      actions: (r) => [
        {
          key: 'summary',
          label: t('outputs.summary'),
          permission: 'RESULT_VIEW',
          onClick: () => printReviewSummary(r.declarationId),
        },
      ],
    },
  ];
  return (
    <div data-testid="results-table">
      <DataTable<ResultRow>
        tableId="results.ranking"
        rowKey="declarationId"
        columns={columns}
        list={list}
        queryKey={[...RESULT_KEY, 'rankingPage', view.editionId, view.awardId, trial?.run ?? 'stored']}
        fetch={fetch}
        tableProps={{ size: 'middle', locale: { emptyText: t('empty') } }}
      />
    </div>
  );
}

/** A grade level's name in the view's quotas; no level: no award. */
export const gradeNamer = (view: ResultView, t: ResultT) => (level: number | null) =>
  level === null
    ? t('noGrade')
    : (view.quotas.find((q) => q.gradeLevel === level)?.gradeName ?? String(level));
