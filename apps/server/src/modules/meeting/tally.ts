import {
  type GradeOption,
  type MeetingSettingsFields,
  type MeetingTally,
  quorumNeeded,
  type RoundView,
  type RunoffNeed,
  type TallyRow,
} from '@awards/shared/meeting';
import { asc, eq, inArray } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client';
import { meetingBallots, meetingRounds } from '../../db/schema';
import { iso } from '../../platform/time';
import type { ReviewApi } from '../review/public';
import { type CountRunoff, count, latestChoices } from './counting';
import {
  agendaOf,
  gradesOf,
  type MeetingRow,
  membersOf,
  type RoundRow,
  readMeetingSettings,
} from './repository';

export const roundView = (r: RoundRow): RoundView => ({
  roundId: r.id,
  number: r.number,
  kind: r.kind,
  status: r.status,
  declarationIds: r.declarationIds,
  runoffGradeLevel: r.runoffGradeLevel,
  runoffPlaces: r.runoffPlaces,
  presentExpertIds: r.presentExpertIds,
  openedBy: r.openedBy,
  openedTime: iso(r.openedTime)!,
  closedTime: iso(r.closedTime),
});

/** Per award of the meeting: its grades and count (quotas are an award's). */
export interface AwardCount {
  awardId: number;
  grades: GradeOption[];
  rows: TallyRow[];
  quotas: MeetingTally['quotas'];
  runoff: RunoffNeed | null;
}

/**
 * Counts a meeting from its rounds and ballots: each declaration by the latest grade round that
 * covered it (its denominator: the members present when the round opened, less those who recuse),
 * the run-offs in the order held. Secret meetings never name who chose what; named ones do.
 */
export async function countMeeting(
  db: DbOrTx,
  review: ReviewApi,
  meeting: MeetingRow,
  override?: Partial<Pick<MeetingSettingsFields, 'thresholds' | 'quotaPassDown'>>,
) {
  const settings = { ...(await readMeetingSettings(db, meeting.editionId)), ...override };
  const members = await membersOf(db, meeting.id);
  const rounds = await db
    .select()
    .from(meetingRounds)
    .where(eq(meetingRounds.meetingId, meeting.id))
    .orderBy(asc(meetingRounds.number));
  const ballots = rounds.length
    ? await db
        .select({
          id: meetingBallots.id,
          roundId: meetingBallots.roundId,
          declarationId: meetingBallots.declarationId,
          expertId: meetingBallots.expertId,
          choice: meetingBallots.choice,
        })
        .from(meetingBallots)
        .where(
          inArray(
            meetingBallots.roundId,
            rounds.map((r) => r.id),
          ),
        )
    : [];
  const byRound = new Map<number, typeof ballots>();
  for (const b of ballots) byRound.set(b.roundId, [...(byRound.get(b.roundId) ?? []), b]);

  // The latest grade round covering each declaration.
  const gradeRoundOf = new Map<number, RoundRow>();
  for (const r of rounds) if (r.kind === 'grade') for (const id of r.declarationIds) gradeRoundOf.set(id, r);
  const ids = [...gradeRoundOf.keys()];
  const agenda = ids.length ? await agendaOf(db, review, meeting, ids) : [];
  const names = new Map(members.map((m) => [m.expertId, m.expertName]));

  const awards = new Map<number, typeof agenda>();
  for (const item of agenda) awards.set(item.awardId, [...(awards.get(item.awardId) ?? []), item]);
  const counts: AwardCount[] = [];
  for (const [awardId, items] of awards) {
    const grades = await gradesOf(db, meeting.editionId, awardId, settings.thresholds);
    const current = new Map<number, Map<number, { choice: string }>>();
    const denominators = new Map<number, number>();
    for (const item of items) {
      const round = gradeRoundOf.get(item.declarationId)!;
      const eligible = round.presentExpertIds.filter((e) => !item.recusedExpertIds.includes(e));
      denominators.set(item.declarationId, eligible.length);
      const latest = latestChoices(byRound.get(round.id) ?? []).get(item.declarationId) ?? new Map();
      current.set(
        item.declarationId,
        new Map([...latest].filter(([expertId]) => eligible.includes(expertId))),
      );
    }
    const itemIds = new Set(items.map((i) => i.declarationId));
    const runoffs: CountRunoff[] = rounds
      .filter((r) => r.kind === 'runoff' && r.declarationIds.some((id) => itemIds.has(id)))
      .map((r) => {
        const latest = latestChoices(byRound.get(r.id) ?? []);
        const approvals: Record<number, number> = {};
        for (const id of r.declarationIds) {
          const recused = items.find((i) => i.declarationId === id)?.recusedExpertIds ?? [];
          approvals[id] = [...(latest.get(id) ?? new Map()).values()].filter(
            (b) =>
              b.choice === 'approve' &&
              r.presentExpertIds.includes(b.expertId) &&
              !recused.includes(b.expertId),
          ).length;
        }
        return {
          gradeLevel: r.runoffGradeLevel!,
          declarationIds: r.declarationIds,
          places: r.runoffPlaces!,
          closed: r.status === 'closed',
          approvals,
        };
      });
    const result = count({
      grades: grades.map((g) => ({
        level: g.gradeLevel,
        name: g.gradeName,
        quota: g.quota,
        threshold: g.threshold,
      })),
      passDown: settings.quotaPassDown,
      items: items.map((i) => ({
        declarationId: i.declarationId,
        denominator: denominators.get(i.declarationId)!,
        choices: [...current.get(i.declarationId)!.values()].map((b) => b.choice),
      })),
      runoffs,
    });
    const rows: TallyRow[] = result.rows.map((row, index) => {
      const item = items[index]!;
      return {
        declarationId: row.declarationId,
        projectName: item.projectName,
        score: item.score,
        denominator: row.denominator,
        recused: item.recusedExpertIds.length,
        voted: row.voted,
        counts: row.counts,
        support: row.support,
        qualifiedLevel: row.qualifiedLevel,
        proposedLevel: row.proposedLevel,
        outcome: row.outcome,
        approvals: row.approvals,
        ...(!settings.secret && {
          named: [...current.get(item.declarationId)!].map(([expertId, b]) => ({
            expertId,
            expertName: names.get(expertId) ?? '',
            choice: b.choice,
          })),
        }),
      };
    });
    counts.push({ awardId, grades, rows, quotas: result.quotas, runoff: result.runoff });
  }
  return { settings, members, rounds, byRound, counts };
}

/** The tally as staff see it (the page and the print view). */
export async function tallyOf(db: DbOrTx, review: ReviewApi, meeting: MeetingRow): Promise<MeetingTally> {
  const { settings, members, rounds, byRound, counts } = await countMeeting(db, review, meeting);
  const open = rounds.find((r) => r.status === 'open');
  const voters = new Set((open ? (byRound.get(open.id) ?? []) : []).map((b) => b.expertId));
  const present = members.filter((m) => m.present).length;
  return {
    meetingId: meeting.id,
    secret: settings.secret,
    quorum: settings.quorum,
    present,
    members: members.length,
    quorumNeeded: quorumNeeded(settings.quorum, members.length),
    grades: counts.flatMap((c) => c.grades),
    rows: counts.flatMap((c) => c.rows),
    quotas: counts.flatMap((c) => c.quotas),
    runoff: counts.find((c) => c.runoff)?.runoff ?? null,
    rounds: rounds.map(roundView),
    turnout: open ? open.presentExpertIds.map((expertId) => ({ expertId, voted: voters.has(expertId) })) : [],
  };
}
