import { openingEdition } from '@awards/shared/editions';
import { MEETING_STATUS_NAMES, ROUND_KIND_NAMES } from '@awards/shared/meeting';
import { reportError } from '@awards/web-common/formErrors';
import { App, Button, Card, Flex, Popconfirm, Space, Tag, Typography } from 'antd';
import { useState } from 'react';
import { useSearchParams } from 'react-router';
import { EditionSelect } from '../../../components/EditionSelect';
import { Permission } from '../../../components/RowActions/Permission';
import { USER_TEXT_SLOT, UserText, withUserText } from '../../../components/UserText';
import {
  printTally,
  useAttendance,
  useCloseMeeting,
  useMeetingDetail,
  useMeetingEditions,
  useMeetings,
  useTally,
} from '../api/meeting';
import { AddMeetingModal } from '../components/AddMeetingModal';
import { MeetingList, MembersTable } from '../components/MeetingTables';
import { PaperBallotModal } from '../components/PaperBallotModal';
import { RoundButtons } from '../components/RoundButtons';
import { TallyTable } from '../components/TallyTable';
import { useMeetingT } from '../i18n';

/**
 * 会议评审 (docs/domain.md "Meeting review"): the edition's meetings (new for a review group, or for
 * an award without expert review with members from the pool),
 * and the chosen meeting: members and attendance with the quorum, moving declarations in, rounds
 * opened and closed, the live tally (counts only for a secret ballot), paper ballots recorded on a
 * member's behalf with the reason, and the tally sheet printed for signatures. The edition and
 * the meeting are kept in the address (?editionId=&meetingId=), and each table's page.
 */
export function MeetingPage() {
  const { t, tr } = useMeetingT();
  const { message } = App.useApp();
  const [params, setParams] = useSearchParams();
  // No edition in the address: the one in review (else the newest), derived, never written
  // into the address (a late write pulled the user back from the next page), as on results.
  const editions = useMeetingEditions();
  const editionId = Number(params.get('editionId')) || (editions.data ? openingEdition(editions.data) : null);
  const meetingId = Number(params.get('meetingId')) || null;
  const meetings = useMeetings(editionId);
  const detail = useMeetingDetail(meetingId);
  const live = Boolean(detail.data?.openRound);
  const tally = useTally(meetingId, live);
  const attendance = useAttendance();
  const closeMeeting = useCloseMeeting();
  const [adding, setAdding] = useState(false);
  const [paper, setPaper] = useState(false);
  const fail = (error: unknown) => reportError(error, message.error, tr);
  // Another edition or meeting starts the tables from their first page; the edition shown is
  // kept with the meeting, so the meeting's link names both.
  const go = (next: { editionId: number | null; meetingId?: number }) => {
    const search = new URLSearchParams();
    if (next.editionId !== null) search.set('editionId', String(next.editionId));
    if (next.meetingId !== undefined) search.set('meetingId', String(next.meetingId));
    setParams(search);
  };
  const meeting = detail.data;
  const isOpen = meeting?.status === 'open';
  const runoff = tally.data?.runoff;
  const gradeName = new Map((tally.data?.grades ?? []).map((g) => [g.gradeLevel, g.gradeName]));

  return (
    <Flex vertical gap={16} data-testid="meeting-page">
      <Card>
        <Flex gap={8} align="center" wrap>
          <Typography.Text>{t('edition')}</Typography.Text>
          <EditionSelect
            data-testid="meeting-edition"
            placeholder={t('pickEdition')}
            value={editionId ?? undefined}
            loading={editions.isFetching}
            editions={editions.data}
            onChange={(value) => go({ editionId: value })}
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
          <MeetingList
            editionId={editionId}
            meetings={meetings}
            chosen={meetingId}
            onChoose={(id) => go({ editionId, meetingId: id })}
          />
        </Card>
      )}
      {meeting && (
        <Card
          title={
            <>
              <UserText>{meeting.meetingName}</UserText> · {tr(MEETING_STATUS_NAMES[meeting.status])}
            </>
          }
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
            <Typography.Text data-testid="meeting-scope">
              {withUserText(
                t('scopeLine', {
                  kind: meeting.awardId !== null ? t('scopeAward') : t('scopeGroup'),
                  name: USER_TEXT_SLOT,
                }),
                meeting.awardName ?? meeting.groupName ?? '',
              )}
            </Typography.Text>
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
            <MembersTable
              meeting={meeting}
              updatedAt={detail.dataUpdatedAt}
              onAttend={(change) => attendance.mutateAsync(change).catch(fail)}
            />
            {isOpen && (
              <RoundButtons meeting={meeting} runoff={Boolean(runoff)} onPaper={() => setPaper(true)} />
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
                {withUserText(
                  t('runoffNeeded', {
                    grade: USER_TEXT_SLOT,
                    count: runoff.declarationIds.length,
                    places: runoff.places,
                  }),
                  gradeName.get(runoff.gradeLevel) ?? '',
                )}
              </Typography.Text>
            )}
            <TallyTable
              meeting={meeting}
              tally={tally.data}
              updatedAt={[detail.dataUpdatedAt, tally.dataUpdatedAt]}
            />
          </Flex>
        </Card>
      )}
      {adding && editionId !== null && (
        <AddMeetingModal
          editionId={editionId}
          onClose={() => setAdding(false)}
          onAdded={(id) => go({ editionId, meetingId: id })}
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
