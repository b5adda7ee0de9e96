import {
  MEETING_MESSAGES as M,
  type VoterCast,
  type VoterMeeting,
  type VoterRound,
} from '@awards/shared/meeting';
import { and, desc, eq } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { editions, experts, meetingBallots, meetingMembers, meetingRounds, meetings } from '../../db/schema';
import { forbidden } from '../../platform/errors';
import type { ReviewApi } from '../review/public';
import { latestChoices } from './counting';
import { agendaOf, gradesOf, readMeeting, readMeetingSettings } from './repository';
import type { RoundService } from './rounds';
import { roundView } from './tally';

/** The signed-in client user, as the members' calls need them. */
export interface VoterUser {
  userId: number;
  userType: string;
}

/**
 * The members' own calls on the public site: their meetings, the open round's agenda with their
 * recusals and their current ballot, and casting (a later ballot supersedes while the round is open).
 */
export class VoterService {
  constructor(
    private readonly db: Db,
    private readonly review: ReviewApi,
    private readonly rounds: RoundService,
  ) {}

  private async expertOf(user: VoterUser): Promise<number> {
    if (user.userType !== 'expert') throw forbidden(M.notExpert);
    const [row] = await this.db
      .select({ id: experts.id })
      .from(experts)
      .where(and(eq(experts.userId, user.userId), eq(experts.delFlag, 0)));
    if (!row) throw forbidden(M.notExpert);
    return row.id;
  }

  private async membership(expertId: number, meetingId: number) {
    const [row] = await this.db
      .select()
      .from(meetingMembers)
      .where(and(eq(meetingMembers.meetingId, meetingId), eq(meetingMembers.expertId, expertId)));
    if (!row) throw forbidden(M.notMemberSelf);
    return row;
  }

  async meetings(user: VoterUser): Promise<VoterMeeting[]> {
    const expertId = await this.expertOf(user);
    const rows = await this.db
      .select({
        meetingId: meetings.id,
        meetingName: meetings.meetingName,
        editionName: editions.editionName,
        status: meetings.status,
        role: meetingMembers.role,
        present: meetingMembers.present,
      })
      .from(meetingMembers)
      .innerJoin(meetings, eq(meetings.id, meetingMembers.meetingId))
      .innerJoin(editions, eq(editions.id, meetings.editionId))
      .where(eq(meetingMembers.expertId, expertId))
      .orderBy(desc(meetings.id));
    const open = await this.db
      .select({ meetingId: meetingRounds.meetingId, roundId: meetingRounds.id })
      .from(meetingRounds)
      .innerJoin(meetingMembers, eq(meetingMembers.meetingId, meetingRounds.meetingId))
      .where(and(eq(meetingRounds.status, 'open'), eq(meetingMembers.expertId, expertId)));
    const openOf = new Map(open.map((o) => [o.meetingId, o.roundId]));
    return rows.map((r) => ({ ...r, openRoundId: openOf.get(r.meetingId) ?? null }));
  }

  async round(user: VoterUser, meetingId: number): Promise<VoterRound> {
    const expertId = await this.expertOf(user);
    const member = await this.membership(expertId, meetingId);
    const meeting = await readMeeting(this.db, meetingId);
    const [open] = await this.db
      .select()
      .from(meetingRounds)
      .where(and(eq(meetingRounds.meetingId, meetingId), eq(meetingRounds.status, 'open')));
    const base = { meetingId, meetingName: meeting.meetingName, present: member.present === true };
    if (!open) return { ...base, round: null, grades: [], items: [] };
    const agenda = await agendaOf(this.db, this.review, meeting, open.declarationIds);
    const settings = await readMeetingSettings(this.db, meeting.editionId);
    const awardIds = [...new Set(agenda.map((a) => a.awardId))];
    const grades = (
      await Promise.all(awardIds.map((a) => gradesOf(this.db, meeting.editionId, a, settings.thresholds)))
    ).flat();
    const mine = await this.db
      .select({
        id: meetingBallots.id,
        declarationId: meetingBallots.declarationId,
        expertId: meetingBallots.expertId,
        choice: meetingBallots.choice,
      })
      .from(meetingBallots)
      .where(and(eq(meetingBallots.roundId, open.id), eq(meetingBallots.expertId, expertId)));
    const current = latestChoices(mine);
    const order = new Map(open.declarationIds.map((id, i) => [id, i]));
    return {
      ...base,
      present: open.presentExpertIds.includes(expertId),
      round: roundView(open),
      grades,
      items: agenda
        .sort((a, b) => (order.get(a.declarationId) ?? 0) - (order.get(b.declarationId) ?? 0))
        .map((a) => ({
          ...a,
          recused: a.recusedExpertIds.includes(expertId),
          myChoice: current.get(a.declarationId)?.get(expertId)?.choice ?? null,
        })),
    };
  }

  async cast(user: VoterUser, input: VoterCast) {
    const expertId = await this.expertOf(user);
    const round = await this.db
      .select({ meetingId: meetingRounds.meetingId })
      .from(meetingRounds)
      .where(eq(meetingRounds.id, input.roundId));
    if (round[0]) await this.membership(expertId, round[0].meetingId);
    return this.rounds.cast({ ...input, expertId, source: 'online' });
  }
}
