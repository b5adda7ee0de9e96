import type { MeetingDetail } from '@awards/shared/meeting';
import { reportError } from '@awards/web-common/formErrors';
import { App, Button, Space } from 'antd';
import { Permission } from '../../../components/RowActions/Permission';
import { useCloseRound, useMoveIn, useOpenRound } from '../api/meeting';
import { useMeetingT } from '../i18n';

/**
 * An open meeting's steps (MEETING_EDIT): move the declarations in, open a grade round (or the
 * run-off a grade's quota calls for), close the open round, and record a paper ballot
 * (MEETING_VOTE) while one is open.
 */
export function RoundButtons({
  meeting,
  runoff,
  onPaper,
}: {
  meeting: MeetingDetail;
  runoff: boolean;
  onPaper: () => void;
}) {
  const { t, tr } = useMeetingT();
  const { message } = App.useApp();
  const moveIn = useMoveIn();
  const openRound = useOpenRound();
  const closeRound = useCloseRound();
  const fail = (error: unknown) => reportError(error, message.error, tr);
  const open = (kind: 'grade' | 'runoff') =>
    openRound.mutateAsync({ meetingId: meeting.meetingId, kind }).catch(fail);
  return (
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
            <Button type="primary" data-testid="meeting-open-grade" onClick={() => open('grade')}>
              {t('openGrade')}
            </Button>
            {runoff && (
              <Button type="primary" data-testid="meeting-open-runoff" onClick={() => open('runoff')}>
                {t('openRunoff')}
              </Button>
            )}
          </>
        )}
        {meeting.openRound && (
          <Permission code="MEETING_VOTE">
            <Button data-testid="meeting-paper" onClick={onPaper}>
              {t('paper')}
            </Button>
          </Permission>
        )}
      </Space>
    </Permission>
  );
}
