import type { Choice } from '@awards/shared/meeting';
import { and, eq, inArray } from 'drizzle-orm';
import type { Db, DbOrTx } from '../../db/client';
import { declarationAudits, meetingBallots, meetingMembers, meetingRounds, meetings } from '../../db/schema';
import { displayClock } from '../../platform/clock';
import type { SignedInUser } from '../declarations/public';
import { demoReview } from '../review/public';
import { MeetingService } from './meetings';
import { agendaOf } from './repository';
import { RoundService } from './rounds';

const DAY = 24 * 3600_000;
const HOUR = 3600_000;

/** A member of a demo meeting: whether present on the day, and whether voting online (else on paper). */
export type DemoVoter = { expertId: number; present: boolean; online: boolean };

/** Hours from 09:00 (Beijing) on the meeting window's third day at which each step is dated. */
export type DemoMeetingHours = {
  created: number;
  opened: number;
  voted: number;
  closed: number;
  ended: number;
};

/**
 * What both demo meetings do after creating theirs, through the module's services inside the
 * demo's transaction: move the declarations in through the lifecycle, take attendance, open one
 * grade round, cast every present member's ballot (`votes`: one row per agenda item, one column
 * per present member in order; a recused member skips the item), close the round and the meeting;
 * then date it all on the meeting window's third day (the services write today's times).
 */
export async function holdDemoMeeting(
  tx: DbOrTx,
  input: {
    admin: SignedInUser;
    meetingStart: Date;
    meetingId: number;
    voters: DemoVoter[];
    votes: Choice[][];
    hours: DemoMeetingHours;
  },
): Promise<void> {
  const { meetingId, votes } = input;
  const db = tx as Db;
  const { review, lifecycle } = demoReview(tx);
  const service = new MeetingService(db, review, lifecycle, displayClock);
  const rounds = new RoundService(db, review);

  await service.moveIn(input.admin, meetingId, 'zh_CN');
  for (const v of input.voters)
    await service.attendance('admin', { meetingId, expertId: v.expertId, present: v.present });
  const round = await rounds.open('admin', meetingId, 'grade');
  const [meetingRow] = await tx.select().from(meetings).where(eq(meetings.id, meetingId));
  const agenda = await agendaOf(tx, review, meetingRow!);
  for (const [j, v] of input.voters.filter((voter) => voter.present).entries()) {
    const choices = agenda.flatMap((a, i) => {
      const row = votes[Math.min(i, votes.length - 1)]!;
      return a.recusedExpertIds.includes(v.expertId)
        ? []
        : [{ declarationId: a.declarationId, choice: row[j % row.length]! }];
    });
    if (v.online)
      await rounds.cast({ roundId: round.roundId, expertId: v.expertId, choices, source: 'online' });
    else
      await rounds.paper('admin', {
        roundId: round.roundId,
        expertId: v.expertId,
        choices,
        reason: '会场纸质选票，由工作人员录入',
      });
  }
  await rounds.close('admin', round.roundId);
  await service.close('admin', meetingId);

  const third = input.meetingStart.getTime() + 2 * DAY;
  // 09:00 in Beijing (01:00 UTC), attendance taken then.
  const day = third - (third % DAY) + HOUR;
  const at = (hours: number) => new Date(day + hours * HOUR);
  const { hours } = input;
  await tx
    .update(meetings)
    .set({ createTime: at(hours.created), updateTime: at(hours.ended) })
    .where(eq(meetings.id, meetingId));
  await tx
    .update(meetingMembers)
    .set({ attendanceTime: at(0) })
    .where(eq(meetingMembers.meetingId, meetingId));
  await tx
    .update(meetingRounds)
    .set({ openedTime: at(hours.opened), closedTime: at(hours.closed) })
    .where(eq(meetingRounds.id, round.roundId));
  await tx
    .update(meetingBallots)
    .set({ createTime: at(hours.voted) })
    .where(eq(meetingBallots.roundId, round.roundId));
  await tx
    .update(declarationAudits)
    .set({ createTime: at(-1) })
    .where(
      and(
        inArray(
          declarationAudits.declarationId,
          agenda.map((a) => a.declarationId),
        ),
        eq(declarationAudits.action, 'to_meeting'),
      ),
    );
}
