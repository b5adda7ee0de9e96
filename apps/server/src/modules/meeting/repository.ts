import type { FlowStage } from '@awards/shared/awards';
import {
  type AgendaItem,
  DEFAULT_MEETING_SETTINGS,
  type GradeOption,
  MEETING_MESSAGES as M,
  type MeetingSettingsFields,
  thresholdOf,
} from '@awards/shared/meeting';
import { and, asc, eq, inArray } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client';
import {
  awards,
  declarations,
  editionAwards,
  editionGrades,
  editions,
  experts,
  meetingMembers,
  meetingRounds,
  meetingSettings,
  meetings,
  organisations,
} from '../../db/schema';
import { notFound, ruleViolation } from '../../platform/errors';
import type { ReviewApi } from '../review/public';

export type MeetingRow = typeof meetings.$inferSelect;
export type RoundRow = typeof meetingRounds.$inferSelect;

export async function readMeeting(db: DbOrTx, meetingId: number, lock = false): Promise<MeetingRow> {
  const q = db.select().from(meetings).where(eq(meetings.id, meetingId));
  const [row] = lock ? await q.for('update') : await q;
  if (!row) throw notFound(M.notFound);
  return row;
}

export async function readRound(db: DbOrTx, roundId: number, lock = false): Promise<RoundRow> {
  const q = db.select().from(meetingRounds).where(eq(meetingRounds.id, roundId));
  const [row] = lock ? await q.for('update') : await q;
  if (!row) throw notFound(M.roundNotFound);
  return row;
}

export async function readEditionRow(db: DbOrTx, editionId: number) {
  const [row] = await db.select().from(editions).where(eq(editions.id, editionId));
  if (!row) throw notFound(M.editionIdRequired);
  return row;
}

/** 505 unless the edition is in review (every write of the meeting). */
export async function requireReviewing(db: DbOrTx, editionId: number): Promise<void> {
  const edition = await readEditionRow(db, editionId);
  if (edition.status !== 'reviewing') throw ruleViolation(M.editionNotReviewing);
}

export async function readMeetingSettings(db: DbOrTx, editionId: number): Promise<MeetingSettingsFields> {
  const [row] = await db.select().from(meetingSettings).where(eq(meetingSettings.editionId, editionId));
  if (!row) return DEFAULT_MEETING_SETTINGS;
  return {
    quorum: { num: row.quorumNum, den: row.quorumDen },
    secret: row.secret,
    thresholds: row.thresholds,
    quotaPassDown: row.quotaPassDown,
  };
}

/** The award's grades in the edition with their quotas and the thresholds in force. */
export async function gradesOf(
  db: DbOrTx,
  editionId: number,
  awardId: number,
  overrides: MeetingSettingsFields['thresholds'],
): Promise<GradeOption[]> {
  const rows = await db
    .select({
      gradeLevel: editionGrades.gradeLevel,
      gradeName: editionGrades.gradeName,
      quota: editionGrades.quota,
    })
    .from(editionGrades)
    .innerJoin(editionAwards, eq(editionAwards.id, editionGrades.editionAwardId))
    .where(and(eq(editionAwards.editionId, editionId), eq(editionAwards.awardId, awardId)))
    .orderBy(asc(editionGrades.gradeLevel));
  const levels = rows.map((r) => r.gradeLevel);
  return rows.map((r) => ({ ...r, threshold: thresholdOf(r.gradeLevel, levels, overrides) }));
}

export async function flowOf(db: DbOrTx, editionId: number, awardId: number): Promise<FlowStage[] | null> {
  const [row] = await db
    .select({ flow: editionAwards.flow })
    .from(editionAwards)
    .where(and(eq(editionAwards.editionId, editionId), eq(editionAwards.awardId, awardId)));
  return row?.flow ?? null;
}

export async function membersOf(db: DbOrTx, meetingId: number) {
  return db
    .select({
      expertId: meetingMembers.expertId,
      expertName: experts.expertName,
      organisation: experts.organisation,
      userId: experts.userId,
      role: meetingMembers.role,
      present: meetingMembers.present,
      attendanceTime: meetingMembers.attendanceTime,
    })
    .from(meetingMembers)
    .innerJoin(experts, eq(experts.id, meetingMembers.expertId))
    .where(eq(meetingMembers.meetingId, meetingId))
    .orderBy(asc(meetingMembers.id));
}

/** The declarations a meeting covers in some status: its group's, or its award's in the edition. */
export async function coveredDeclarations(
  db: DbOrTx,
  review: ReviewApi,
  meeting: MeetingRow,
  statuses: readonly string[],
  ids?: readonly number[],
) {
  const scope = meeting.groupId
    ? inArray(declarations.id, ids ?? (await review.groupDeclarationIds(db, meeting.groupId)))
    : and(eq(declarations.editionId, meeting.editionId), eq(declarations.awardId, meeting.awardId!));
  const chosen = ids && !meeting.groupId ? inArray(declarations.id, [...ids]) : undefined;
  return db
    .select({
      declarationId: declarations.id,
      projectName: declarations.projectName,
      status: declarations.status,
      awardId: declarations.awardId,
      awardName: awards.awardName,
      unitName: organisations.organName,
    })
    .from(declarations)
    .innerJoin(awards, eq(awards.id, declarations.awardId))
    .innerJoin(organisations, eq(organisations.id, declarations.unitId))
    .where(
      and(
        scope,
        chosen,
        statuses.length ? inArray(declarations.status, [...statuses] as never[]) : undefined,
      ),
    )
    .orderBy(asc(declarations.id));
}

/**
 * The agenda: declarations in meeting review, by the locked calibrated score (best first), kept
 * together by the set of members who recuse, so that a member leaves the room once per set. The
 * sets follow each other in the order of their best score; an award without expert review (no
 * scores) keeps the declarations' number order.
 */
export async function agendaOf(
  db: DbOrTx,
  review: ReviewApi,
  meeting: MeetingRow,
  ids?: readonly number[],
): Promise<AgendaItem[]> {
  const rows = await coveredDeclarations(db, review, meeting, ids ? [] : ['meeting_review'], ids);
  if (rows.length === 0) return [];
  const scores = new Map(
    (await review.scoreTable(meeting.editionId, db)).rows.map((r) => [r.declarationId, r.ranked] as const),
  );
  const memberIds = new Set((await membersOf(db, meeting.id)).map((m) => m.expertId));
  const recused = new Map<number, number[]>();
  for (const c of await review.confirmedConflicts(
    db,
    rows.map((r) => r.declarationId),
  )) {
    if (!memberIds.has(c.expertId)) continue;
    recused.set(c.declarationId, [...(recused.get(c.declarationId) ?? []), c.expertId]);
  }
  const items: AgendaItem[] = rows.map((r) => ({
    declarationId: r.declarationId,
    projectName: r.projectName,
    unitName: r.unitName,
    awardId: r.awardId,
    awardName: r.awardName,
    score: scores.get(r.declarationId) ?? null,
    recusedExpertIds: [...new Set(recused.get(r.declarationId) ?? [])].sort((a, b) => a - b),
  }));
  return orderAgenda(items);
}

/** Pure: score order within each recusal set; the sets by their best score. */
export function orderAgenda(items: AgendaItem[]): AgendaItem[] {
  const byScore = (a: AgendaItem, b: AgendaItem) =>
    (b.score ?? Number.NEGATIVE_INFINITY) - (a.score ?? Number.NEGATIVE_INFINITY) ||
    a.declarationId - b.declarationId;
  const sorted = [...items].sort(byScore);
  const sets = new Map<string, AgendaItem[]>();
  for (const item of sorted) {
    const key = item.recusedExpertIds.join(',');
    sets.set(key, [...(sets.get(key) ?? []), item]);
  }
  return [...sets.values()].flat();
}
