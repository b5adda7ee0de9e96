import { type Locale, renderMessage } from '@awards/shared/i18n';
import {
  type Attendance,
  MEETING_MESSAGES as M,
  type MeetingAdd,
  type MeetingDetail,
  type MeetingSettingsSave,
  type MeetingSettingsView,
  type MeetingView,
} from '@awards/shared/meeting';
import { and, desc, eq, inArray } from 'drizzle-orm';
import type { Db, DbOrTx } from '../../db/client';
import {
  awards,
  editionExperts,
  experts,
  meetingMembers,
  meetingRounds,
  meetingSettings,
  meetings,
} from '../../db/schema';
import type { DisplayClock } from '../../platform/clock';
import { badRequest, notFound, ruleViolation } from '../../platform/errors';
import { iso } from '../../platform/time';
import { asStaff, type DeclarationsApi, type SignedInUser } from '../declarations/public';
import type { ReviewApi } from '../review/public';
import { renderTallySheet } from './print';
import {
  agendaOf,
  coveredDeclarations,
  flowOf,
  gradesOf,
  type MeetingRow,
  membersOf,
  readEditionRow,
  readMeeting,
  readMeetingSettings,
  requireReviewing,
} from './repository';
import { roundView, tallyOf } from './tally';

/** Settings, meetings, members and attendance, and moving declarations into the meeting. */
export class MeetingService {
  constructor(
    private readonly db: Db,
    private readonly review: ReviewApi,
    private readonly declarations: DeclarationsApi,
    private readonly clock: DisplayClock,
  ) {}

  /** The tally sheet as a print-friendly page in the reader's language. */
  async tallyHtml(meetingId: number, locale: Locale): Promise<string> {
    const meeting = await readMeeting(this.db, meetingId);
    const edition = await readEditionRow(this.db, meeting.editionId);
    const tally = await tallyOf(this.db, this.review, meeting);
    return renderTallySheet(edition.editionName, await this.view(this.db, meeting), tally, locale, (iso) =>
      this.clock.format(iso),
    );
  }

  async settings(editionId: number): Promise<MeetingSettingsView> {
    await readEditionRow(this.db, editionId);
    return { editionId, ...(await readMeetingSettings(this.db, editionId)) };
  }

  async saveSettings(loginName: string, input: MeetingSettingsSave): Promise<MeetingSettingsView> {
    const edition = await readEditionRow(this.db, input.editionId);
    if (!['draft', 'declaring', 'examining', 'reviewing'].includes(edition.status))
      throw ruleViolation(M.editionNotReviewing);
    const current = await readMeetingSettings(this.db, input.editionId);
    if (input.secret !== undefined && input.secret !== current.secret) {
      const [voted] = await this.db
        .select({ id: meetingRounds.id })
        .from(meetingRounds)
        .innerJoin(meetings, eq(meetings.id, meetingRounds.meetingId))
        .where(eq(meetings.editionId, input.editionId))
        .limit(1);
      if (voted) throw ruleViolation(M.secretLocked);
    }
    const next = {
      quorum: input.quorum ?? current.quorum,
      secret: input.secret ?? current.secret,
      thresholds: input.thresholds ?? current.thresholds,
      quotaPassDown: input.quotaPassDown ?? current.quotaPassDown,
    };
    const values = {
      quorumNum: next.quorum.num,
      quorumDen: next.quorum.den,
      secret: next.secret,
      thresholds: next.thresholds,
      quotaPassDown: next.quotaPassDown,
    };
    await this.db
      .insert(meetingSettings)
      .values({ editionId: input.editionId, ...values, createBy: loginName })
      .onConflictDoUpdate({
        target: meetingSettings.editionId,
        set: { ...values, updateBy: loginName, updateTime: new Date() },
      });
    return { editionId: input.editionId, ...next };
  }

  async list(editionId: number): Promise<MeetingView[]> {
    const rows = await this.db
      .select()
      .from(meetings)
      .where(eq(meetings.editionId, editionId))
      .orderBy(desc(meetings.id));
    return Promise.all(rows.map((r) => this.view(this.db, r)));
  }

  async detail(meetingId: number): Promise<MeetingDetail> {
    const meeting = await readMeeting(this.db, meetingId);
    const agenda = await agendaOf(this.db, this.review, meeting);
    const settings = await readMeetingSettings(this.db, meeting.editionId);
    const awardIds = [
      ...new Set([...agenda.map((a) => a.awardId), ...(meeting.awardId ? [meeting.awardId] : [])]),
    ];
    const grades = (
      await Promise.all(awardIds.map((a) => gradesOf(this.db, meeting.editionId, a, settings.thresholds)))
    ).flat();
    const [open] = await this.db
      .select()
      .from(meetingRounds)
      .where(and(eq(meetingRounds.meetingId, meetingId), eq(meetingRounds.status, 'open')));
    return {
      ...(await this.view(this.db, meeting)),
      agenda,
      grades,
      openRound: open ? roundView(open) : null,
    };
  }

  /** A group's meeting (its leader chairs) or an award's without expert review (members from the pool). */
  async add(loginName: string, input: MeetingAdd): Promise<MeetingView> {
    return this.db.transaction(async (tx) => {
      await requireReviewing(tx, input.editionId);
      let members: { expertId: number; role: 'chair' | 'member' }[];
      if (input.groupId) {
        const group = await this.review.group(tx, input.groupId);
        if (!group || group.editionId !== input.editionId) throw notFound(M.groupNotFound);
        if (group.members.length === 0) throw ruleViolation(M.membersRequired);
        members = group.members.map((m) => ({
          expertId: m.expertId,
          role: m.role === 'leader' ? 'chair' : 'member',
        }));
        if (!members.some((m) => m.role === 'chair')) members[0]!.role = 'chair';
      } else {
        const flow = await flowOf(tx, input.editionId, input.awardId!);
        if (!flow) throw ruleViolation(M.awardNotInEdition);
        if (!flow.includes('meeting_review')) throw ruleViolation(M.noMeetingStage);
        if (flow.includes('expert_review')) throw ruleViolation(M.awardHasExpertReview);
        const ids = [...new Set(input.expertIds ?? [])];
        if (ids.length === 0) throw badRequest({ expertIds: M.membersRequired });
        const pooled = await tx
          .select({ expertId: editionExperts.expertId })
          .from(editionExperts)
          .where(and(eq(editionExperts.editionId, input.editionId), inArray(editionExperts.expertId, ids)));
        const inPool = new Set(pooled.map((p) => p.expertId));
        const outside = ids.filter((id) => !inPool.has(id));
        if (outside.length) {
          const named = await tx
            .select({ name: experts.expertName })
            .from(experts)
            .where(inArray(experts.id, outside));
          throw ruleViolation(
            M.notInPool({ names: named.map((n) => n.name).join('、') || outside.join(',') }),
          );
        }
        const chair = input.chairExpertId ?? ids[0]!;
        if (!ids.includes(chair)) throw ruleViolation(M.chairNotMember);
        members = ids.map((expertId) => ({ expertId, role: expertId === chair ? 'chair' : 'member' }));
      }
      const [meeting] = await tx
        .insert(meetings)
        .values({
          editionId: input.editionId,
          meetingName: input.meetingName,
          groupId: input.groupId ?? null,
          awardId: input.awardId ?? null,
          createBy: loginName,
        })
        .returning();
      await tx.insert(meetingMembers).values(members.map((m) => ({ meetingId: meeting!.id, ...m })));
      return this.view(tx, meeting!);
    });
  }

  /** Present or absent, with the time; the meeting open and the edition in review. */
  async attendance(loginName: string, input: Attendance): Promise<MeetingView> {
    return this.db.transaction(async (tx) => {
      const meeting = await readMeeting(tx, input.meetingId, true);
      if (meeting.status !== 'open') throw ruleViolation(M.meetingClosed);
      await requireReviewing(tx, meeting.editionId);
      const updated = await tx
        .update(meetingMembers)
        .set({ present: input.present, attendanceTime: new Date(), attendanceBy: loginName })
        .where(and(eq(meetingMembers.meetingId, meeting.id), eq(meetingMembers.expertId, input.expertId)))
        .returning({ id: meetingMembers.id });
      if (updated.length === 0) throw ruleViolation(M.notMember);
      return this.view(tx, meeting);
    });
  }

  /**
   * Moves the meeting's declarations into meeting review (`to_meeting`, through the lifecycle, in
   * one transaction): those the lifecycle allows move; the others are named with its reason.
   */
  async moveIn(user: SignedInUser, meetingId: number, locale: Locale) {
    return this.db.transaction(async (tx) => {
      const meeting = await readMeeting(tx, meetingId, true);
      if (meeting.status !== 'open') throw ruleViolation(M.meetingClosed);
      await requireReviewing(tx, meeting.editionId);
      const candidates = await coveredDeclarations(tx, this.review, meeting, [
        'passed',
        'recommended',
        'expert_review',
      ]);
      const caller = asStaff(user, locale);
      const moved: number[] = [];
      const refused: { declarationId: number; projectName: string; reason: string }[] = [];
      for (const d of candidates) {
        const decision = await this.declarations.decide(caller, d.declarationId, 'to_meeting', null, { tx });
        if (!decision.allowed) {
          refused.push({ ...d, reason: renderMessage(decision.reason, locale) });
          continue;
        }
        await this.declarations.move(caller, d.declarationId, 'to_meeting', null, { tx });
        moved.push(d.declarationId);
      }
      return {
        moved: moved.length,
        declarationIds: moved,
        refused: refused.map(({ declarationId, projectName, reason }) => ({
          declarationId,
          projectName,
          reason,
        })),
      };
    });
  }

  /** Ends the meeting: no round open. */
  async close(loginName: string, meetingId: number): Promise<MeetingView> {
    return this.db.transaction(async (tx) => {
      const meeting = await readMeeting(tx, meetingId, true);
      if (meeting.status !== 'open') throw ruleViolation(M.meetingClosed);
      const open = await tx.$count(
        meetingRounds,
        and(eq(meetingRounds.meetingId, meetingId), eq(meetingRounds.status, 'open')),
      );
      if (open > 0) throw ruleViolation(M.roundAlreadyOpen);
      const [row] = await tx
        .update(meetings)
        .set({ status: 'closed', updateBy: loginName, updateTime: new Date() })
        .where(eq(meetings.id, meetingId))
        .returning();
      return this.view(tx, row!);
    });
  }

  async view(db: DbOrTx, meeting: MeetingRow): Promise<MeetingView> {
    const members = await membersOf(db, meeting.id);
    const group = meeting.groupId ? await this.review.group(db, meeting.groupId) : null;
    const [award] = meeting.awardId
      ? await db.select({ name: awards.awardName }).from(awards).where(eq(awards.id, meeting.awardId))
      : [];
    return {
      meetingId: meeting.id,
      editionId: meeting.editionId,
      meetingName: meeting.meetingName,
      groupId: meeting.groupId,
      groupName: group?.groupName ?? null,
      awardId: meeting.awardId,
      awardName: award?.name ?? null,
      status: meeting.status,
      members: members.map((m) => ({
        expertId: m.expertId,
        expertName: m.expertName,
        organisation: m.organisation,
        role: m.role,
        present: m.present,
        attendanceTime: iso(m.attendanceTime),
      })),
      createBy: meeting.createBy,
      createTime: iso(meeting.createTime)!,
    };
  }
}
