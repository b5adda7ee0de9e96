import {
  type Choice,
  MEETING_MESSAGES as M,
  type MeetingTally,
  quorumNeeded,
  type RoundKind,
  type RoundView,
} from '@awards/shared/meeting';
import { and, eq, max } from 'drizzle-orm';
import type { Db, DbOrTx } from '../../db/client';
import { meetingBallots, meetingRounds } from '../../db/schema';
import { ruleViolation } from '../../platform/errors';
import type { ReviewApi } from '../review/public';
import { latestChoices } from './counting';
import {
  agendaOf,
  gradesOf,
  membersOf,
  type RoundRow,
  readMeeting,
  readMeetingSettings,
  readRound,
  requireReviewing,
} from './repository';
import { countMeeting, roundView, tallyOf } from './tally';

/** A ballot being cast: by the member online, or on paper by staff with the reason. */
export interface Cast {
  roundId: number;
  expertId: number;
  choices: { declarationId: number; choice: Choice }[];
  source: 'online' | 'paper';
  recordedBy?: string;
  reason?: string;
}

/** Rounds (open, close), ballots (insert-only), the tally. */
export class RoundService {
  constructor(
    private readonly db: Db,
    private readonly review: ReviewApi,
  ) {}

  async tally(meetingId: number): Promise<MeetingTally> {
    return tallyOf(this.db, this.review, await readMeeting(this.db, meetingId));
  }

  /**
   * Opens a round: a grade vote over the agenda, or the run-off the count asks for. The quorum
   * must be present; the members present and the declarations are fixed for the round.
   */
  async open(loginName: string, meetingId: number, kind: RoundKind): Promise<RoundView> {
    return this.db.transaction(async (tx) => {
      const meeting = await readMeeting(tx, meetingId, true);
      if (meeting.status !== 'open') throw ruleViolation(M.meetingClosed);
      await requireReviewing(tx, meeting.editionId);
      const open = await tx.$count(
        meetingRounds,
        and(eq(meetingRounds.meetingId, meetingId), eq(meetingRounds.status, 'open')),
      );
      if (open > 0) throw ruleViolation(M.roundAlreadyOpen);
      const settings = await readMeetingSettings(tx, meeting.editionId);
      const members = await membersOf(tx, meetingId);
      const present = members.filter((m) => m.present).map((m) => m.expertId);
      const needed = quorumNeeded(settings.quorum, members.length);
      if (present.length < needed)
        throw ruleViolation(
          M.noQuorum({
            present: present.length,
            needed,
            members: members.length,
            quorum: `${settings.quorum.num}/${settings.quorum.den}`,
          }),
        );
      let declarationIds: number[];
      let runoffGradeLevel: number | null = null;
      let runoffPlaces: number | null = null;
      if (kind === 'grade') {
        declarationIds = (await agendaOf(tx, this.review, meeting)).map((a) => a.declarationId);
        if (declarationIds.length === 0) throw ruleViolation(M.agendaEmpty);
      } else {
        const need = (await countMeeting(tx, this.review, meeting)).counts.find((c) => c.runoff)?.runoff;
        if (!need) throw ruleViolation(M.noRunoffPending);
        declarationIds = need.declarationIds;
        runoffGradeLevel = need.gradeLevel;
        runoffPlaces = need.places;
      }
      const [last] = await tx
        .select({ n: max(meetingRounds.number) })
        .from(meetingRounds)
        .where(eq(meetingRounds.meetingId, meetingId));
      const [round] = await tx
        .insert(meetingRounds)
        .values({
          meetingId,
          number: (last?.n ?? 0) + 1,
          kind,
          declarationIds,
          presentExpertIds: present,
          quorum: settings.quorum,
          runoffGradeLevel,
          runoffPlaces,
          openedBy: loginName,
        })
        .returning();
      return roundView(round!);
    });
  }

  async close(loginName: string, roundId: number): Promise<RoundView> {
    return this.db.transaction(async (tx) => {
      const round = await readRound(tx, roundId, true);
      if (round.status !== 'open') throw ruleViolation(M.roundClosed);
      const [row] = await tx
        .update(meetingRounds)
        .set({ status: 'closed', closedBy: loginName, closedTime: new Date() })
        .where(eq(meetingRounds.id, roundId))
        .returning();
      return roundView(row!);
    });
  }

  /** A paper ballot recorded by staff on a member's behalf, with the reason. */
  async paper(loginName: string, input: Omit<Cast, 'source' | 'recordedBy'>) {
    return this.cast({ ...input, source: 'paper', recordedBy: loginName });
  }

  /**
   * Inserts one row per choice (a later row supersedes: nothing is updated or deleted), after
   * the checks: round open, member present when it opened, not recused, a grade of the
   * declaration's award or none (grade vote), approve or none within the places (run-off).
   */
  async cast(input: Cast): Promise<{ roundId: number; counted: number }> {
    return this.db.transaction(async (tx) => {
      const round = await readRound(tx, input.roundId, true);
      if (round.status !== 'open') throw ruleViolation(M.roundClosed);
      const meeting = await readMeeting(tx, round.meetingId);
      if (meeting.status !== 'open') throw ruleViolation(M.meetingClosed);
      await requireReviewing(tx, meeting.editionId);
      const members = await membersOf(tx, meeting.id);
      if (!members.some((m) => m.expertId === input.expertId)) throw ruleViolation(M.notMember);
      if (!round.presentExpertIds.includes(input.expertId)) throw ruleViolation(M.notPresent);
      await this.check(tx, round, meeting, input);
      await tx.insert(meetingBallots).values(
        input.choices.map((c) => ({
          roundId: round.id,
          declarationId: c.declarationId,
          expertId: input.expertId,
          choice: String(c.choice),
          source: input.source,
          recordedBy: input.recordedBy ?? null,
          reason: input.reason ?? null,
        })),
      );
      return { roundId: round.id, counted: input.choices.length };
    });
  }

  private async check(
    tx: DbOrTx,
    round: RoundRow,
    meeting: Awaited<ReturnType<typeof readMeeting>>,
    input: Cast,
  ) {
    const agenda = await agendaOf(tx, this.review, meeting, round.declarationIds);
    const byId = new Map(agenda.map((a) => [a.declarationId, a]));
    const settings = await readMeetingSettings(tx, meeting.editionId);
    for (const c of input.choices) {
      const item = byId.get(c.declarationId);
      if (!item || !round.declarationIds.includes(c.declarationId)) throw ruleViolation(M.notOnRound);
      if (item.recusedExpertIds.includes(input.expertId))
        throw ruleViolation(M.recused({ project: item.projectName }));
      if (round.kind === 'runoff') {
        if (c.choice !== 'approve' && c.choice !== 'none') throw ruleViolation(M.runoffChoice);
      } else if (c.choice === 'approve') throw ruleViolation(M.gradeRoundChoice);
      else if (c.choice !== 'none') {
        const grades = await gradesOf(tx, meeting.editionId, item.awardId, settings.thresholds);
        if (!grades.some((g) => g.gradeLevel === c.choice))
          throw ruleViolation(M.gradeNotOfAward({ project: item.projectName }));
      }
    }
    if (round.kind === 'runoff') {
      const previous = await tx
        .select({
          id: meetingBallots.id,
          declarationId: meetingBallots.declarationId,
          expertId: meetingBallots.expertId,
          choice: meetingBallots.choice,
        })
        .from(meetingBallots)
        .where(and(eq(meetingBallots.roundId, round.id), eq(meetingBallots.expertId, input.expertId)));
      const mine = new Map(
        [...latestChoices(previous)].map(([declarationId, m]) => [
          declarationId,
          m.get(input.expertId)!.choice,
        ]),
      );
      for (const c of input.choices) mine.set(c.declarationId, String(c.choice));
      const approved = [...mine.values()].filter((v) => v === 'approve').length;
      if (approved > round.runoffPlaces!)
        throw ruleViolation(M.runoffTooMany({ places: round.runoffPlaces! }));
    }
  }
}
