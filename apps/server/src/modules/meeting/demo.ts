import type { Choice } from '@awards/shared/meeting';
import { and, asc, eq, inArray } from 'drizzle-orm';
import type { Db, DbOrTx } from '../../db/client';
import {
  declarationAudits,
  experts,
  meetingBallots,
  meetingMembers,
  meetingRounds,
  meetings,
  reviewGroups,
  users,
} from '../../db/schema';
import { demoAdministrator, finishedDemoEdition } from '../../db/seed/demo-finders';
import { displayClock } from '../../platform/clock';
import type { SignedInUser } from '../declarations/public';
import { demoReview } from '../review/public';
import { MeetingService } from './meetings';
import { agendaOf } from './repository';
import { RoundService } from './rounds';

const DAY = 24 * 3600_000;

/**
 * How the members present voted on the agenda (best score first), one row per declaration: the
 * choices of the members in order (a grade level of 技术发明奖: 2 一等奖, 3 二等奖, 4 三等奖; or
 * none). Under the default thresholds (一等奖 and 二等奖 at least two thirds, 三等奖 more than
 * half) and quotas (3, 8, 15) this proposes two first, three second and two third grades, and
 * no award for the last.
 */
const VOTES: Choice[][] = [
  [2, 2, 2, 2, 2, 3],
  [2, 2, 2, 3, 2, 2],
  [3, 3, 2, 3, 3, 4],
  [3, 3, 3, 3, 4, 3],
  [3, 4, 3, 3, 3, 3],
  [4, 4, 4, 3, 'none', 4],
  [4, 4, 'none', 4, 4, 3],
  ['none', 4, 'none', 'none', 4, 'none'],
];

/**
 * The meeting of the finished demo edition (docs/domain.md "Demo data (a finished edition)"),
 * through the module's services inside the demo's transaction: the 技术发明奖 group's meeting,
 * its declarations moved in through the lifecycle, six of seven members present (quorum 2/3),
 * one grade round with every present member's ballot (the demo experts online, the others as
 * paper ballots staff recorded), the round and the meeting closed. The services write today's
 * times; they are then dated on the meeting's day, inside the edition's meeting window.
 * Idempotent: nothing when the edition has a meeting.
 */
export async function seedMeetingDemo(tx: DbOrTx, now = new Date()): Promise<void> {
  const edition = await finishedDemoEdition(tx, now, 'reviewing');
  if (!edition?.meetingStart || (await tx.$count(meetings, eq(meetings.editionId, edition.id))) > 0) return;
  const [group] = await tx.select().from(reviewGroups).where(eq(reviewGroups.editionId, edition.id));
  const adminRow = await demoAdministrator(tx);
  if (!group || !adminRow) return;
  const admin: SignedInUser = adminRow;
  const db = tx as Db;
  const { review, lifecycle } = demoReview(tx);
  const service = new MeetingService(db, review, lifecycle, displayClock);
  const rounds = new RoundService(db, review);

  const meeting = await service.add('admin', {
    editionId: edition.id,
    meetingName: `${group.groupName.replace(/组$/, '')}会议`,
    groupId: group.id,
  });
  await service.moveIn(admin, meeting.meetingId, 'zh_CN');
  const members = await tx
    .select({ expertId: meetingMembers.expertId, login: users.loginName })
    .from(meetingMembers)
    .innerJoin(experts, eq(experts.id, meetingMembers.expertId))
    .leftJoin(users, eq(users.id, experts.userId))
    .where(eq(meetingMembers.meetingId, meeting.meetingId))
    .orderBy(asc(meetingMembers.expertId));
  // The last member is away on the day.
  for (const [i, m] of members.entries())
    await service.attendance('admin', {
      meetingId: meeting.meetingId,
      expertId: m.expertId,
      present: i < members.length - 1,
    });
  const round = await rounds.open('admin', meeting.meetingId, 'grade');
  const [meetingRow] = await tx.select().from(meetings).where(eq(meetings.id, meeting.meetingId));
  const agenda = await agendaOf(tx, review, meetingRow!);
  const present = members.slice(0, -1);
  for (const [j, m] of present.entries()) {
    const choices = agenda.flatMap((a, i) =>
      a.recusedExpertIds.includes(m.expertId)
        ? []
        : [{ declarationId: a.declarationId, choice: VOTES[Math.min(i, VOTES.length - 1)]![j % 6]! }],
    );
    if (m.login)
      await rounds.cast({ roundId: round.roundId, expertId: m.expertId, choices, source: 'online' });
    else
      await rounds.paper('admin', {
        roundId: round.roundId,
        expertId: m.expertId,
        choices,
        reason: '会场纸质选票，由工作人员录入',
      });
  }
  await rounds.close('admin', round.roundId);
  await service.close('admin', meeting.meetingId);

  // Dated on the meeting's day (its window's third day): 09:00 attendance, the vote until 11:30.
  const third = edition.meetingStart.getTime() + 2 * DAY;
  // 09:00 in Beijing (01:00 UTC).
  const day = new Date(third - (third % DAY) + 3600_000);
  const t = (hours: number) => new Date(day.getTime() + hours * 3600_000);
  await tx
    .update(meetings)
    .set({ createTime: t(-72), updateTime: t(3) })
    .where(eq(meetings.id, meeting.meetingId));
  await tx
    .update(meetingMembers)
    .set({ attendanceTime: t(0) })
    .where(eq(meetingMembers.meetingId, meeting.meetingId));
  await tx
    .update(meetingRounds)
    .set({ openedTime: t(1), closedTime: t(2.5) })
    .where(eq(meetingRounds.id, round.roundId));
  await tx
    .update(meetingBallots)
    .set({ createTime: t(1.5) })
    .where(eq(meetingBallots.roundId, round.roundId));
  await tx
    .update(declarationAudits)
    .set({ createTime: t(-1) })
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
