import type { AgendaItem, MeetingDetail, MeetingTally, TallyRow } from '@awards/shared/meeting';
import { Tag } from 'antd';
import { DataTable } from '../../../components/DataTable/DataTable';
import type { DataTableColumn } from '../../../components/DataTable/types';
import { useListState } from '../../../components/DataTable/useListState';
import { rowsFetch } from '../../../components/DataTable/wholeList';
import { UserText } from '../../../components/UserText';
import { MEETING_KEY } from '../api/meeting';
import { useMeetingT } from '../i18n';

/**
 * The agenda and its tally: each declaration's score, recusals, the denominator, the ballots
 * cast, the counts per choice (only counts for a secret ballot), the cumulative support, the
 * run-off approvals and the outcome. Before any vote, the agenda with nothing counted. Refreshed
 * with the live tally (`updatedAt`); paged in the browser, its page in the address under `t.`.
 */
export function TallyTable({
  meeting,
  tally,
  updatedAt,
}: {
  meeting: MeetingDetail;
  tally: MeetingTally;
  /** When the meeting and the tally were last read: new rows, a new page. */
  updatedAt: readonly number[];
}) {
  const { t } = useMeetingT();
  const list = useListState({}, { prefix: 't.', defaultPageSize: 50 });
  const gradeName = new Map(tally.grades.map((g) => [g.gradeLevel, g.gradeName]));
  const levels = [...gradeName.keys()].sort((a, b) => a - b);
  const rows = tally.rows.length ? tally.rows : meeting.agenda.map(agendaRow);
  const columns: DataTableColumn<TallyRow>[] = [
    { key: 'project', title: t('column.project'), dataIndex: 'projectName', width: 220, userText: true },
    {
      key: 'score',
      title: t('column.score'),
      align: 'right',
      width: 80,
      render: (_, r) => (r.score === null ? '—' : r.score.toFixed(2)),
    },
    { key: 'recused', title: t('column.recused'), dataIndex: 'recused', align: 'right', width: 80 },
    {
      key: 'denominator',
      title: t('column.denominator'),
      dataIndex: 'denominator',
      align: 'right',
      width: 110,
    },
    { key: 'voted', title: t('column.voted'), dataIndex: 'voted', align: 'right', width: 80 },
    {
      key: 'counts',
      title: t('column.counts'),
      width: 220,
      // Grade names as the award's settings give them, with the counts.
      userText: true,
      render: (_, r) =>
        [
          ...levels.map((l) => `${gradeName.get(l)} ${r.counts[String(l)] ?? 0}`),
          `${t('noAward')} ${r.counts.none ?? 0}`,
        ].join(' · '),
    },
    {
      key: 'support',
      title: t('column.support'),
      width: 200,
      userText: true,
      defaultHidden: true,
      render: (_, r) => levels.map((l) => `${gradeName.get(l)} ${r.support[String(l)] ?? 0}`).join(' · '),
    },
    {
      key: 'approvals',
      title: t('column.approvals'),
      align: 'right',
      width: 100,
      defaultHidden: !tally.runoff,
      render: (_, r) => r.approvals ?? '',
    },
    {
      key: 'outcome',
      title: t('column.outcome'),
      width: 110,
      cardStatus: true,
      render: (_, r) =>
        r.outcome === 'graded' ? (
          <Tag color="green">
            <UserText>{gradeName.get(r.proposedLevel!)}</UserText>
          </Tag>
        ) : (
          <Tag color={r.outcome === 'runoff' ? 'orange' : 'default'}>{t(`outcome.${r.outcome}`)}</Tag>
        ),
    },
  ];
  return (
    <div data-testid="meeting-tally">
      <DataTable<TallyRow>
        tableId="meeting.tally"
        rowKey="declarationId"
        columns={columns}
        list={list}
        queryKey={[...MEETING_KEY, 'tallyPage', meeting.meetingId, ...updatedAt]}
        fetch={rowsFetch(rows)}
        tableProps={{ size: 'middle' }}
      />
    </div>
  );
}

/** An agenda item before any vote, as a tally row (nothing counted yet). */
const agendaRow = (a: AgendaItem): TallyRow => ({
  declarationId: a.declarationId,
  projectName: a.projectName,
  score: a.score,
  denominator: 0,
  recused: a.recusedExpertIds.length,
  voted: 0,
  counts: {},
  support: {},
  qualifiedLevel: null,
  proposedLevel: null,
  outcome: 'pending',
  approvals: null,
});
