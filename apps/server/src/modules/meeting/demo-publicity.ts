import type { Choice } from '@awards/shared/meeting';
import { and, asc, eq, inArray } from 'drizzle-orm';
import type { Db, DbOrTx } from '../../db/client';
import {
  declarationAudits,
  editionAwards,
  editionExperts,
  editions,
  experts,
  meetingBallots,
  meetingMembers,
  meetingRounds,
  meetings,
} from '../../db/schema';
import { DEMO_PUBLICITY_EDITION } from '../../db/seed/demo-awards';
import { demoAdministrator } from '../../db/seed/demo-finders';
import { displayClock } from '../../platform/clock';
import type { SignedInUser } from '../declarations/public';
import { demoReview } from '../review/public';
import { MeetingService } from './meetings';
import { agendaOf } from './repository';
import { RoundService } from './rounds';

const DAY = 24 * 3600_000;

/**
 * How the five members voted on the agenda (the declarations' number order: the award has no
 * expert review, so no score ranks them), one row per declaration, a grade level of 技术发明奖
 * (2 一等奖, 3 二等奖, 4 三等奖) or none. Under the default thresholds (一等奖 and 二等奖 at least
 * two thirds, 三等奖 more than half) this proposes 一等奖, 二等奖, 二等奖 and no award.
 */
const VOTES: Choice[][] = [
  [2, 2, 2, 2, 2],
  [3, 3, 3, 3, 2],
  [3, 3, 3, 4, 3],
  ['none', 'none', 4, 'none', 'none'],
];

/**
 * The meeting of the small edition ready to publish (2025年度科技奖励示范届, docs/domain.md "Demo
 * data (a finished edition)"), through the module's services inside the demo's transaction: 技术
 * 发明奖 here has no expert review, so the meeting is the award's own (`awardId`, its members the
 * edition's pool, the first in the chair), its declarations moved in through the lifecycle, every
 * member present, one grade round with every member's ballot (the demo expert online, the others
 * paper ballots staff recorded), the round and the meeting closed; the results' demo confirms the
 * list. Dated on the meeting window's third day. Idempotent: nothing when the edition has a meeting.
 */
export async function seedPublicityMeeting(tx: DbOrTx): Promise<void> {
  const [edition] = await tx
    .select()
    .from(editions)
    .where(and(eq(editions.editionName, DEMO_PUBLICITY_EDITION), eq(editions.status, 'reviewing')));
  if (!edition?.meetingStart || (await tx.$count(meetings, eq(meetings.editionId, edition.id))) > 0) return;
  const [award] = await tx
    .select({ awardId: editionAwards.awardId })
    .from(editionAwards)
    .where(eq(editionAwards.editionId, edition.id));
  const pool = await tx
    .select({ expertId: editionExperts.expertId, userId: experts.userId })
    .from(editionExperts)
    .innerJoin(experts, eq(experts.id, editionExperts.expertId))
    .where(and(eq(editionExperts.editionId, edition.id), eq(editionExperts.availability, 'available')))
    .orderBy(asc(editionExperts.expertId));
  const adminRow = await demoAdministrator(tx);
  if (!award || pool.length === 0 || !adminRow) return;
  const admin: SignedInUser = adminRow;
  const db = tx as Db;
  const { review, lifecycle } = demoReview(tx);
  const service = new MeetingService(db, review, lifecycle, displayClock);
  const rounds = new RoundService(db, review);

  const meeting = await service.add('admin', {
    editionId: edition.id,
    meetingName: '技术发明奖评审会议',
    awardId: award.awardId,
    expertIds: pool.map((p) => p.expertId),
    chairExpertId: pool[0]!.expertId,
  });
  await service.moveIn(admin, meeting.meetingId, 'zh_CN');
  for (const m of pool)
    await service.attendance('admin', { meetingId: meeting.meetingId, expertId: m.expertId, present: true });
  const round = await rounds.open('admin', meeting.meetingId, 'grade');
  const [meetingRow] = await tx.select().from(meetings).where(eq(meetings.id, meeting.meetingId));
  const agenda = await agendaOf(tx, review, meetingRow!);
  for (const [j, m] of pool.entries()) {
    const choices = agenda.flatMap((a, i) =>
      a.recusedExpertIds.includes(m.expertId)
        ? []
        : [{ declarationId: a.declarationId, choice: VOTES[Math.min(i, VOTES.length - 1)]![j % 5]! }],
    );
    if (m.userId)
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

  // Dated on the meeting's day (its window's third day): 09:00 attendance, the vote until 10:30.
  const third = edition.meetingStart.getTime() + 2 * DAY;
  // 09:00 in Beijing (01:00 UTC).
  const day = new Date(third - (third % DAY) + 3600_000);
  const t = (hours: number) => new Date(day.getTime() + hours * 3600_000);
  await tx
    .update(meetings)
    .set({ createTime: t(-48), updateTime: t(2) })
    .where(eq(meetings.id, meeting.meetingId));
  await tx
    .update(meetingMembers)
    .set({ attendanceTime: t(0) })
    .where(eq(meetingMembers.meetingId, meeting.meetingId));
  await tx
    .update(meetingRounds)
    .set({ openedTime: t(0.5), closedTime: t(1.5) })
    .where(eq(meetingRounds.id, round.roundId));
  await tx
    .update(meetingBallots)
    .set({ createTime: t(1) })
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
