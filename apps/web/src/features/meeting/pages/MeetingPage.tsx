import { openingEdition } from '@awards/shared/editions';
import {
  MEETING_STATUS_NAMES,
  type MeetingView,
  ROUND_KIND_NAMES,
  type TallyRow,
} from '@awards/shared/meeting';
import { reportError } from '@awards/web-common/formErrors';
import { App, Button, Card, Flex, Popconfirm, Select, Space, Switch, Table, Tag, Typography } from 'antd';
import { useEffect, useState } from 'react';
import { useSearchParams } from 'react-router';
import { Permission } from '../../../components/RowActions/Permission';
import { usePageActive } from '../../../lib/pageActive';
import {
  printTally,
  useAttendance,
  useCloseMeeting,
  useCloseRound,
  useMeetingDetail,
  useMeetingEditions,
  useMeetings,
  useMoveIn,
  useOpenRound,
  useTally,
} from '../api/meeting';
import { AddMeetingModal } from '../components/AddMeetingModal';
import { PaperBallotModal } from '../components/PaperBallotModal';
import { useMeetingT } from '../i18n';

/**
 * 会议评审 (docs/domain.md "Meeting review"): the edition's meetings (new from a review group),
 * and the chosen meeting: members and attendance with the quorum, moving declarations in, rounds
 * opened and closed, the live tally (counts only for a secret ballot), paper ballots recorded on a
 * member's behalf with the reason, and the tally sheet printed for signatures. The edition and
 * the meeting are kept in the address (?editionId=&meetingId=).
 */
export function MeetingPage() {
  const { t, tr } = useMeetingT();
  const { message } = App.useApp();
  const [params, setParams] = useSearchParams();
  const editionId = Number(params.get('editionId')) || null;
  const meetingId = Number(params.get('meetingId')) || null;
  const editions = useMeetingEditions();
  const meetings = useMeetings(editionId);
  const detail = useMeetingDetail(meetingId);
  const live = Boolean(detail.data?.openRound);
  const tally = useTally(meetingId, live);
  const attendance = useAttendance();
  const moveIn = useMoveIn();
  const openRound = useOpenRound();
  const closeRound = useCloseRound();
  const closeMeeting = useCloseMeeting();
  const [adding, setAdding] = useState(false);
  const [paper, setPaper] = useState(false);
  const fail = (error: unknown) => reportError(error, message.error, tr);
  const go = (next: Record<string, number | null>) => {
    const search = new URLSearchParams(params);
    for (const [k, v] of Object.entries(next)) v === null ? search.delete(k) : search.set(k, String(v));
    setParams(search);
  };
  // No edition in the address: the one in review (else the newest), kept in the address.
  // Only while this page is the one shown: a late answer must not pull the user back here.
  const active = usePageActive();
  useEffect(() => {
    if (!active || editionId !== null || !editions.data) return;
    const chosen = openingEdition(editions.data);
    if (chosen !== null)
      setParams(
        (current) => {
          const search = new URLSearchParams(current);
          search.set('editionId', String(chosen));
          return search;
        },
        { replace: true },
      );
  }, [active, editionId, editions.data, setParams]);
  const meeting = detail.data;
  const isOpen = meeting?.status === 'open';
  const gradeName = new Map((tally.data?.grades ?? []).map((g) => [g.gradeLevel, g.gradeName]));
  const levels = [...gradeName.keys()].sort((a, b) => a - b);
  const runoff = tally.data?.runoff;

  return (
    <Flex vertical gap={16} data-testid="meeting-page">
      <Card>
        <Flex gap={8} align="center" wrap>
          <Typography.Text>{t('edition')}</Typography.Text>
          <Select
            data-testid="meeting-edition"
            style={{ minWidth: 240 }}
            placeholder={t('pickEdition')}
            value={editionId ?? undefined}
            loading={editions.isFetching}
            options={(editions.data ?? []).map((e) => ({ value: e.editionId, label: e.editionName }))}
            onChange={(value: number) => go({ editionId: value, meetingId: null })}
          />
          {editionId !== null && (
            <Permission code="MEETING_ADD">
              <Button type="primary" data-testid="meeting-add" onClick={() => setAdding(true)}>
                {t('add')}
              </Button>
            </Permission>
          )}
        </Flex>
      </Card>
      {editionId !== null && (
        <Card title={t('meetings')}>
          <Table<MeetingView>
            data-testid="meeting-list"
            rowKey="meetingId"
            size="middle"
            pagination={false}
            dataSource={meetings.data ?? []}
            loading={meetings.isFetching}
            locale={{ emptyText: t('empty') }}
            rowClassName={(m) => (m.meetingId === meetingId ? 'ant-table-row-selected' : '')}
            columns={[
              { key: 'name', title: t('name'), dataIndex: 'meetingName' },
              { key: 'scope', title: t('scope'), render: (_, m) => m.groupName ?? m.awardName },
              { key: 'members', title: t('members'), align: 'right', render: (_, m) => m.members.length },
              { key: 'status', title: t('status'), render: (_, m) => tr(MEETING_STATUS_NAMES[m.status]) },
              {
                key: 'open',
                title: '',
                render: (_, m) => (
                  <Button type="link" onClick={() => go({ meetingId: m.meetingId })}>
                    {t('open')}
                  </Button>
                ),
              },
            ]}
          />
        </Card>
      )}
      {meeting && (
        <Card
          title={`${meeting.meetingName} · ${tr(MEETING_STATUS_NAMES[meeting.status])}`}
          extra={
            <Space wrap>
              <Button data-testid="meeting-print" onClick={() => printTally(meeting.meetingId)}>
                {t('print')}
              </Button>
              {isOpen && (
                <Permission code="MEETING_EDIT">
                  <Popconfirm
                    title={t('closeMeetingConfirm')}
                    onConfirm={() => closeMeeting.mutateAsync(meeting.meetingId).catch(fail)}
                  >
                    <Button danger>{t('closeMeeting')}</Button>
                  </Popconfirm>
                </Permission>
              )}
            </Space>
          }
        >
          <Flex vertical gap={12}>
            <Typography.Text strong>{t('attendance')}</Typography.Text>
            {tally.data && (
              <Typography.Text data-testid="meeting-quorum">
                {t('quorum', {
                  present: tally.data.present,
                  members: tally.data.members,
                  needed: tally.data.quorumNeeded,
                })}
              </Typography.Text>
            )}
            <Table
              data-testid="meeting-members"
              rowKey="expertId"
              size="small"
              pagination={false}
              dataSource={meeting.members}
              columns={[
                { key: 'name', title: t('member'), dataIndex: 'expertName' },
                { key: 'org', title: t('organisation'), dataIndex: 'organisation' },
                {
                  key: 'present',
                  title: t('attendance'),
                  render: (_, m) => (
                    <Switch
                      data-testid={`attend-${m.expertId}`}
                      checked={m.present === true}
                      disabled={!isOpen}
                      checkedChildren={t('present')}
                      unCheckedChildren={m.present === null ? t('notRecorded') : t('absent')}
                      onChange={(present) =>
                        attendance
                          .mutateAsync({ meetingId: meeting.meetingId, expertId: m.expertId, present })
                          .catch(fail)
                      }
                    />
                  ),
                },
                {
                  key: 'time',
                  title: t('time'),
                  render: (_, m) => m.attendanceTime?.slice(0, 16).replace('T', ' ') ?? '',
                },
              ]}
            />
            {isOpen && (
              <Permission code="MEETING_EDIT">
                <Space wrap>
                  <Button
                    data-testid="meeting-move-in"
                    onClick={() =>
                      moveIn
                        .mutateAsync(meeting.meetingId)
                        .then((r) => message.success(t('moved', { moved: r.moved })), fail)
                    }
                  >
                    {t('moveIn')}
                  </Button>
                  {meeting.openRound ? (
                    <Button
                      danger
                      data-testid="meeting-close-round"
                      onClick={() => closeRound.mutateAsync(meeting.openRound!.roundId).catch(fail)}
                    >
                      {t('closeRound')}
                    </Button>
                  ) : (
                    <>
                      <Button
                        type="primary"
                        data-testid="meeting-open-grade"
                        onClick={() =>
                          openRound.mutateAsync({ meetingId: meeting.meetingId, kind: 'grade' }).catch(fail)
                        }
                      >
                        {t('openGrade')}
                      </Button>
                      {runoff && (
                        <Button
                          type="primary"
                          data-testid="meeting-open-runoff"
                          onClick={() =>
                            openRound
                              .mutateAsync({ meetingId: meeting.meetingId, kind: 'runoff' })
                              .catch(fail)
                          }
                        >
                          {t('openRunoff')}
                        </Button>
                      )}
                    </>
                  )}
                  {meeting.openRound && (
                    <Permission code="MEETING_VOTE">
                      <Button data-testid="meeting-paper" onClick={() => setPaper(true)}>
                        {t('paper')}
                      </Button>
                    </Permission>
                  )}
                </Space>
              </Permission>
            )}
          </Flex>
        </Card>
      )}
      {meeting && tally.data && (
        <Card title={t('agenda')}>
          <Flex vertical gap={8}>
            <Space wrap>
              <Tag color={meeting.openRound ? 'processing' : 'default'} data-testid="meeting-round">
                {meeting.openRound
                  ? t('roundOpen', {
                      number: meeting.openRound.number,
                      kind: tr(ROUND_KIND_NAMES[meeting.openRound.kind]),
                    })
                  : t('noRound')}
              </Tag>
              {meeting.openRound && (
                <Typography.Text data-testid="meeting-turnout">
                  {t('turnout', {
                    voted: tally.data.turnout.filter((x) => x.voted).length,
                    total: tally.data.turnout.length,
                  })}
                </Typography.Text>
              )}
              {tally.data.secret && <Typography.Text type="secondary">{t('secret')}</Typography.Text>}
            </Space>
            {runoff && (
              <Typography.Text type="warning" data-testid="meeting-runoff">
                {t('runoffNeeded', {
                  grade: gradeName.get(runoff.gradeLevel),
                  count: runoff.declarationIds.length,
                  places: runoff.places,
                })}
              </Typography.Text>
            )}
            <Table<TallyRow>
              data-testid="meeting-tally"
              rowKey="declarationId"
              size="middle"
              pagination={false}
              scroll={{ x: 1100 }}
              dataSource={tally.data.rows.length ? tally.data.rows : meeting.agenda.map(agendaRow)}
              columns={[
                { key: 'project', title: t('column.project'), dataIndex: 'projectName', width: 220 },
                {
                  key: 'score',
                  title: t('column.score'),
                  align: 'right',
                  width: 80,
                  render: (_, r) => (r.score === null ? '—' : r.score.toFixed(2)),
                },
                {
                  key: 'recused',
                  title: t('column.recused'),
                  dataIndex: 'recused',
                  align: 'right',
                  width: 80,
                },
                {
                  key: 'denominator',
                  title: t('column.denominator'),
                  dataIndex: 'denominator',
                  align: 'right',
                  width: 120,
                },
                { key: 'voted', title: t('column.voted'), dataIndex: 'voted', align: 'right', width: 80 },
                {
                  key: 'counts',
                  title: t('column.counts'),
                  render: (_, r) =>
                    [
                      ...levels.map((l) => `${gradeName.get(l)} ${r.counts[String(l)] ?? 0}`),
                      `${t('noAward')} ${r.counts.none ?? 0}`,
                    ].join(' · '),
                },
                {
                  key: 'support',
                  title: t('column.support'),
                  render: (_, r) =>
                    levels.map((l) => `${gradeName.get(l)} ${r.support[String(l)] ?? 0}`).join(' · '),
                },
                {
                  key: 'approvals',
                  title: t('column.approvals'),
                  align: 'right',
                  width: 100,
                  render: (_, r) => r.approvals ?? '',
                },
                {
                  key: 'outcome',
                  title: t('column.outcome'),
                  width: 100,
                  render: (_, r) =>
                    r.outcome === 'graded' ? (
                      <Tag color="green">{gradeName.get(r.proposedLevel!)}</Tag>
                    ) : (
                      <Tag color={r.outcome === 'runoff' ? 'orange' : 'default'}>
                        {t(`outcome.${r.outcome}`)}
                      </Tag>
                    ),
                },
              ]}
            />
          </Flex>
        </Card>
      )}
      {adding && editionId !== null && (
        <AddMeetingModal
          editionId={editionId}
          onClose={() => setAdding(false)}
          onAdded={(id) => go({ meetingId: id })}
        />
      )}
      {paper && meeting?.openRound && tally.data && (
        <PaperBallotModal
          round={meeting.openRound}
          members={meeting.members.filter((m) => meeting.openRound!.presentExpertIds.includes(m.expertId))}
          agenda={meeting.agenda}
          grades={tally.data.grades.length ? tally.data.grades : meeting.grades}
          onClose={() => setPaper(false)}
        />
      )}
    </Flex>
  );
}

/** An agenda item before any vote, as a tally row (nothing counted yet). */
const agendaRow = (a: {
  declarationId: number;
  projectName: string;
  score: number | null;
  recusedExpertIds: number[];
}): TallyRow => ({
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
