import type { Choice } from '@awards/shared/meeting';
import { asc, eq } from 'drizzle-orm';
import type { Db, DbOrTx } from '../../db/client';
import { experts, meetingMembers, meetings, reviewGroups, users } from '../../db/schema';
import { demoAdministrator, finishedDemoEdition } from '../../db/seed/demo-finders';
import { displayClock } from '../../platform/clock';
import { demoReview } from '../review/public';
import { holdDemoMeeting } from './demo-vote';
import { MeetingService } from './meetings';

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
  const db = tx as Db;
  const { review, lifecycle } = demoReview(tx);
  const meeting = await new MeetingService(db, review, lifecycle, displayClock).add('admin', {
    editionId: edition.id,
    meetingName: `${group.groupName.replace(/组$/, '')}会议`,
    groupId: group.id,
  });
  const members = await tx
    .select({ expertId: meetingMembers.expertId, login: users.loginName })
    .from(meetingMembers)
    .innerJoin(experts, eq(experts.id, meetingMembers.expertId))
    .leftJoin(users, eq(users.id, experts.userId))
    .where(eq(meetingMembers.meetingId, meeting.meetingId))
    .orderBy(asc(meetingMembers.expertId));
  // The last member is away on the day; the vote from 10:00 until 11:30.
  await holdDemoMeeting(tx, {
    admin: adminRow,
    meetingStart: edition.meetingStart,
    meetingId: meeting.meetingId,
    voters: members.map((m, i) => ({
      expertId: m.expertId,
      present: i < members.length - 1,
      online: m.login !== null,
    })),
    votes: VOTES,
    hours: { created: -72, opened: 1, voted: 1.5, closed: 2.5, ended: 3 },
  });
}
