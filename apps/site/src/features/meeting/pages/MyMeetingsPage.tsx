import { type Choice, ROUND_KIND_NAMES, type VoterMeeting, type VoterRound } from '@awards/shared/meeting';
import { ApiError } from '@awards/web-common/apiError';
import { translateShared } from '@awards/web-common/i18n';
import { Alert, App, Button, Card, Empty, Flex, Radio, Tag } from 'antd';
import { useEffect, useState } from 'react';
import { LoadState } from '../../../components/LoadState';
import { usePageTitle } from '../../../components/usePageTitle';
import { useCast, useMyMeetings, useVoterRound } from '../api';
import { type MeetingText, useMeetingText } from '../i18n';

/**
 * A member's review meetings (/site/my/meetings, on a phone in the room): each meeting, and for
 * the one with a round open, the agenda with a ballot per declaration (a grade or no award; in a
 * run-off, approve within the places), declarations they recuse from shown as such. Submitting
 * answers how many votes counted; until the round closes a new ballot replaces the last.
 */
export function MyMeetingsPage() {
  const title = usePageTitle();
  const t = useMeetingText();
  const query = useMyMeetings();
  // The ballot's messages and error dialogs come from App.useApp: without an App around the
  // page they showed nothing (a member never learnt the ballot counted, or why it was refused).
  return (
    <App component={false}>
      <Flex vertical gap={12} data-testid="my-meetings">
        <h1 style={{ margin: 0, fontSize: 20 }}>{title}</h1>
        <LoadState query={query}>
          {(meetings) =>
            meetings.length === 0 ? (
              <Card>
                <Empty description={t('empty')} data-testid="meetings-empty">
                  <p>{t('emptyHint')}</p>
                </Empty>
              </Card>
            ) : (
              meetings.map((m) => <MeetingCard key={m.meetingId} meeting={m} t={t} />)
            )
          }
        </LoadState>
      </Flex>
    </App>
  );
}

function MeetingCard({ meeting, t }: { meeting: VoterMeeting; t: MeetingText }) {
  const round = useVoterRound(meeting.openRoundId !== null ? meeting.meetingId : null);
  return (
    <Card
      size="small"
      data-testid={`meeting-${meeting.meetingId}`}
      title={<span style={{ whiteSpace: 'normal' }}>{meeting.meetingName}</span>}
      extra={meeting.openRoundId !== null ? <Tag color="processing">{t('open')}</Tag> : null}
    >
      <p style={{ margin: '0 0 8px', color: 'rgba(0,0,0,0.65)' }}>
        {meeting.editionName} · {t(meeting.role === 'chair' ? 'chair' : 'member')}
      </p>
      {meeting.openRoundId === null ? (
        <p style={{ margin: 0 }}>{t('noRound')}</p>
      ) : round.data ? (
        <Ballot round={round.data} t={t} />
      ) : null}
    </Card>
  );
}

function Ballot({ round, t }: { round: VoterRound; t: MeetingText }) {
  const { message, modal } = App.useApp();
  const cast = useCast();
  const [choices, setChoices] = useState<Record<number, string>>({});
  useEffect(() => {
    setChoices(
      Object.fromEntries(
        round.items.filter((i) => i.myChoice !== null).map((i) => [i.declarationId, i.myChoice!]),
      ),
    );
  }, [round]);
  if (!round.round) return <p style={{ margin: 0 }}>{t('noRound')}</p>;
  if (!round.present)
    return <Alert type="warning" showIcon message={t('notPresent')} data-testid="not-present" />;
  const runoff = round.round.kind === 'runoff';
  const submit = () => {
    const list = Object.entries(choices).map(([id, choice]) => ({
      declarationId: Number(id),
      choice: (/^\d+$/.test(choice) ? Number(choice) : choice) as Choice,
    }));
    cast.mutateAsync({ roundId: round.round!.roundId, choices: list }).then(
      (r) => {
        message.success(t('counted', { counted: r.counted }));
      },
      (e: unknown) => {
        modal.error({ title: e instanceof ApiError ? translateShared(e.ref ?? e.message) : String(e) });
      },
    );
  };
  return (
    <Flex vertical gap={10} data-testid="ballot">
      <strong>
        {t('round', {
          number: round.round.number,
          kind: translateShared(ROUND_KIND_NAMES[round.round.kind]),
        })}
      </strong>
      <span style={{ color: 'rgba(0,0,0,0.65)' }}>
        {runoff ? t('runoff', { places: round.round.runoffPlaces }) : t('grade')}
      </span>
      {round.items.map((item) => (
        <Card size="small" key={item.declarationId} data-testid={`ballot-${item.declarationId}`}>
          <div style={{ fontWeight: 600, overflowWrap: 'anywhere' }}>{item.projectName}</div>
          <div style={{ color: 'rgba(0,0,0,0.65)', margin: '2px 0 8px' }}>
            {item.unitName}
            {item.score !== null ? ` · ${t('score', { score: item.score.toFixed(2) })}` : ''}
          </div>
          {item.recused ? (
            <Tag data-testid="recused">{t('recused')}</Tag>
          ) : (
            <Radio.Group
              value={choices[item.declarationId]}
              onChange={(e) => setChoices({ ...choices, [item.declarationId]: String(e.target.value) })}
              style={{ display: 'flex', flexWrap: 'wrap', gap: 8 }}
            >
              {runoff ? (
                <>
                  <Radio.Button value="approve">{t('approve')}</Radio.Button>
                  <Radio.Button value="none">{t('notApprove')}</Radio.Button>
                </>
              ) : (
                <>
                  {round.grades.map((g) => (
                    <Radio.Button key={g.gradeLevel} value={String(g.gradeLevel)}>
                      {g.gradeName}
                    </Radio.Button>
                  ))}
                  <Radio.Button value="none">{t('noAward')}</Radio.Button>
                </>
              )}
            </Radio.Group>
          )}
        </Card>
      ))}
      <Button
        type="primary"
        block
        size="large"
        data-testid="ballot-submit"
        loading={cast.isPending}
        disabled={Object.keys(choices).length === 0}
        onClick={submit}
      >
        {t('submit')}
      </Button>
    </Flex>
  );
}
