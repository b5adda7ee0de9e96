import type { MeetingSettingsFields } from '@awards/shared/meeting';
import { asc, eq } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client';
import { meetingRounds, meetings } from '../../db/schema';
import type { ReviewApi } from '../review/public';
import type { MeetingProposal } from './public';
import { countMeeting } from './tally';

/** The proposals of every meeting of the edition for one award (public.ts `proposals`). */
export async function proposalsOf(
  db: DbOrTx,
  review: ReviewApi,
  editionId: number,
  awardId: number,
  override?: Partial<Pick<MeetingSettingsFields, 'thresholds' | 'quotaPassDown'>>,
) {
  const rows = await db
    .select()
    .from(meetings)
    .where(eq(meetings.editionId, editionId))
    .orderBy(asc(meetings.id));
  const byDeclaration = new Map<number, MeetingProposal>();
  let roundOpen = false;
  let runoffPending = false;
  for (const meeting of rows) {
    if (meeting.awardId !== null && meeting.awardId !== awardId) continue;
    const open = await db.$count(meetingRounds, eq(meetingRounds.meetingId, meeting.id));
    if (open === 0) continue;
    const { rounds, counts } = await countMeeting(db, review, meeting, override);
    const mine = counts.find((c) => c.awardId === awardId);
    if (!mine) continue;
    if (rounds.some((r) => r.status === 'open')) roundOpen = true;
    if (mine.runoff) runoffPending = true;
    for (const r of mine.rows)
      byDeclaration.set(r.declarationId, { level: r.proposedLevel, outcome: r.outcome });
  }
  return { byDeclaration, roundOpen, runoffPending };
}
