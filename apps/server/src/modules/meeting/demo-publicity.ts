import type { Choice } from '@awards/shared/meeting';
import { and, asc, eq } from 'drizzle-orm';
import type { Db, DbOrTx } from '../../db/client';
import { editionAwards, editionExperts, editions, experts, meetings } from '../../db/schema';
import { DEMO_PUBLICITY_EDITION } from '../../db/seed/demo-awards';
import { demoAdministrator } from '../../db/seed/demo-finders';
import { displayClock } from '../../platform/clock';
import { demoReview } from '../review/public';
import { holdDemoMeeting } from './demo-vote';
import { MeetingService } from './meetings';

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
  const db = tx as Db;
  const { review, lifecycle } = demoReview(tx);
  const meeting = await new MeetingService(db, review, lifecycle, displayClock).add('admin', {
    editionId: edition.id,
    meetingName: '技术发明奖评审会议',
    awardId: award.awardId,
    expertIds: pool.map((p) => p.expertId),
    chairExpertId: pool[0]!.expertId,
  });
  // Every member present; the vote from 09:30 until 10:30.
  await holdDemoMeeting(tx, {
    admin: adminRow,
    meetingStart: edition.meetingStart,
    meetingId: meeting.meetingId,
    voters: pool.map((p) => ({ expertId: p.expertId, present: true, online: p.userId !== null })),
    votes: VOTES,
    hours: { created: -48, opened: 0.5, voted: 1, closed: 1.5, ended: 2 },
  });
}
