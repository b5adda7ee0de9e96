import { z } from 'zod';
import { idField, requiredText } from './admin-fields';
import type { FlowStage } from './awards';
import type { EditionPoolMember } from './experts';
import { defineMessages, type MessageRef } from './i18n';
import { int4, text } from './primitives';

/**
 * Meeting review (会议评审, docs/domain.md "Meeting review"): the edition's meeting settings,
 * meetings with their members and attendance, rounds and ballots, and the members' own calls
 * on the public site. The wire contract of `/rest/meeting/*` (staff, MEETING_*) and
 * `/rest/voter/*` (members).
 */

export const MEETING_MESSAGES = defineMessages('meeting', {
  editionIdRequired: ['请选择届次', '請選擇屆次', 'Please choose an edition'],
  meetingIdRequired: ['请选择会议', '請選擇會議', 'Please choose a meeting'],
  roundIdRequired: ['请选择投票轮次', '請選擇投票輪次', 'Please choose a voting round'],
  expertIdRequired: ['请选择专家', '請選擇專家', 'Please choose an expert'],
  declarationIdRequired: ['请选择申报', '請選擇申報', 'Please choose a declaration'],
  meetingNameRequired: ['请输入会议名称', '請輸入會議名稱', 'Please enter the meeting name'],
  reasonRequired: ['请输入理由', '請輸入理由', 'Please give the reason'],
  scopeRequired: [
    '会议须对应一个评审组或一个奖项（二选一）',
    '會議須對應一個評審組或一個獎項（二選一）',
    'A meeting covers one review group or one award (one of the two)',
  ],
  fraction: [
    '比例应为分子/分母，0 < 分子 ≤ 分母 ≤ 100',
    '比例應為分子/分母，0 < 分子 ≤ 分母 ≤ 100',
    'A fraction is numerator/denominator with 0 < numerator ≤ denominator ≤ 100',
  ],
  gradeLevel: ['奖励等级不正确', '獎勵等級不正確', 'The grade is not valid'],
  choice: ['投票选项不正确', '投票選項不正確', 'The choice is not valid'],
  ballotEmpty: ['请至少对一项申报投票', '請至少對一項申報投票', 'Vote on at least one declaration'],
  notFound: ['会议不存在', '會議不存在', 'The meeting does not exist'],
  roundNotFound: ['投票轮次不存在', '投票輪次不存在', 'The voting round does not exist'],
  groupNotFound: ['评审组不存在', '評審組不存在', 'The review group does not exist'],
  awardNotInEdition: ['该奖项不在本届', '該獎項不在本屆', 'The award is not in this edition'],
  awardHasExpertReview: [
    '该奖项的评审流程含专家评审，请按评审组召开会议',
    '該獎項的評審流程含專家評審，請按評審組召開會議',
    'This award’s flow has an expert review: hold the meeting per review group',
  ],
  noMeetingStage: [
    '该奖项的评审流程不含会议评审',
    '該獎項的評審流程不含會議評審',
    'This award’s flow has no meeting review',
  ],
  membersRequired: [
    '请从本届专家库中选择会议成员',
    '請從本屆專家庫中選擇會議成員',
    'Choose the members from the edition’s expert pool',
  ],
  notInPool: [
    '专家不在本届专家库中：{names}',
    '專家不在本屆專家庫中：{names}',
    'Not in the edition’s expert pool: {names}',
  ],
  chairNotMember: ['主持人须为会议成员', '主持人須為會議成員', 'The chair must be a member'],
  editionNotReviewing: [
    '届次不在评审阶段，不能进行会议评审',
    '屆次不在評審階段，不能進行會議評審',
    'The edition is not in review: no meeting review now',
  ],
  meetingClosed: ['会议已结束', '會議已結束', 'The meeting is closed'],
  notMember: [
    '该专家不是本次会议成员',
    '該專家不是本次會議成員',
    'The expert is not a member of this meeting',
  ],
  roundAlreadyOpen: [
    '已有投票轮次正在进行，请先结束该轮',
    '已有投票輪次正在進行，請先結束該輪',
    'A round is open: close it first',
  ],
  noQuorum: [
    '出席人数 {present} 人，未达到法定人数 {needed} 人（{members} 人的 {quorum}），不能开始投票',
    '出席人數 {present} 人，未達到法定人數 {needed} 人（{members} 人的 {quorum}），不能開始投票',
    '{present} present, short of the quorum of {needed} ({quorum} of {members}): voting cannot open',
  ],
  agendaEmpty: [
    '没有处于会议评审的申报，请先将申报转入会议评审',
    '沒有處於會議評審的申報，請先將申報轉入會議評審',
    'No declaration is in meeting review: move them in first',
  ],
  noRunoffPending: ['当前没有需要加投的等级', '當前沒有需要加投的等級', 'No grade needs a run-off now'],
  runoffPending: [
    '「{grade}」超出名额，须先进行加投',
    '「{grade}」超出名額，須先進行加投',
    '“{grade}” is over its quota: hold the run-off first',
  ],
  roundClosed: ['该轮投票已结束', '該輪投票已結束', 'This round is closed'],
  notPresent: [
    '您未登记出席本次会议，不能投票',
    '您未登記出席本次會議，不能投票',
    'You are not recorded as present: you cannot vote',
  ],
  recused: [
    '您须回避「{project}」，不能对其投票',
    '您須迴避「{project}」，不能對其投票',
    'You are recused from “{project}” and cannot vote on it',
  ],
  notOnRound: ['申报不在本轮投票范围内', '申報不在本輪投票範圍內', 'The declaration is not on this round'],
  gradeNotOfAward: [
    '「{project}」的奖项没有该等级',
    '「{project}」的獎項沒有該等級',
    'The award of “{project}” has no such grade',
  ],
  runoffChoice: [
    '加投只能选择“同意”或“不同意”',
    '加投只能選擇「同意」或「不同意」',
    'A run-off ballot is approve or not',
  ],
  runoffTooMany: [
    '加投最多同意 {places} 项',
    '加投最多同意 {places} 項',
    'Approve at most {places} in this run-off',
  ],
  gradeRoundChoice: [
    '等级投票请选择等级或不授奖',
    '等級投票請選擇等級或不授獎',
    'A grade ballot chooses a grade or no award',
  ],
  notMemberSelf: ['您不是该会议的成员', '您不是該會議的成員', 'You are not a member of this meeting'],
  notExpert: [
    '仅评审专家可以参加会议投票',
    '僅評審專家可以參加會議投票',
    'Only review experts vote in meetings',
  ],
  moveRefused: [
    '「{project}」不能转入会议评审：{reason}',
    '「{project}」不能轉入會議評審：{reason}',
    '“{project}” cannot move to the meeting: {reason}',
  ],
  secretLocked: [
    '本届已有会议投票，不能再更改记名/无记名方式',
    '本屆已有會議投票，不能再更改記名/無記名方式',
    'A meeting of this edition has voted: secret or named can no longer change',
  ],
  tallyTitle: ['会议评审计票单', '會議評審計票單', 'Meeting review tally sheet'],
  signatures: ['签字', '簽字', 'Signatures'],
});
const M = MEETING_MESSAGES;

// ---- fractions and thresholds ----

/** A fraction kept exact: ⌈2/3 × 3⌉ is 2, where a rounded 0.67 would make it 3. */
export interface Fraction {
  num: number;
  den: number;
}
/** A pass threshold: support ≥ num/den of the denominator, or > when strict. */
export interface Threshold extends Fraction {
  strict: boolean;
}

const part = int4({ error: M.fraction }, M.fraction)
  .min(1, { error: M.fraction })
  .max(100, { error: M.fraction });
export const fractionSchema = z
  .object({ num: part, den: part })
  .strict()
  .refine((f) => f.num <= f.den, { error: M.fraction, path: ['num'] });
export const thresholdSchema = z
  .object({ num: part, den: part, strict: z.boolean({ error: M.fraction }) })
  .strict()
  .refine((f) => f.num <= f.den, { error: M.fraction, path: ['num'] });

const gradeLevel = int4({ error: M.gradeLevel }, M.gradeLevel).min(1, { error: M.gradeLevel }).max(20, {
  error: M.gradeLevel,
});

export const TWO_THIRDS: Threshold = { num: 2, den: 3, strict: false };
export const MORE_THAN_HALF: Threshold = { num: 1, den: 2, strict: true };

/**
 * The default threshold of a grade: in an award of three grades or more, the top two (special
 * and first) need at least two thirds of the denominator, the others more than half; in an award
 * of one or two grades every grade needs more than half.
 */
export function defaultThreshold(level: number, levels: readonly number[]): Threshold {
  const sorted = [...levels].sort((a, b) => a - b);
  return sorted.length >= 3 && sorted.indexOf(level) >= 0 && sorted.indexOf(level) < 2
    ? TWO_THIRDS
    : MORE_THAN_HALF;
}

/** The threshold in force for a grade: the edition's override for its level, else the default. */
export function thresholdOf(
  level: number,
  levels: readonly number[],
  overrides: Readonly<Record<string, Threshold>>,
): Threshold {
  return overrides[String(level)] ?? defaultThreshold(level, levels);
}

/** Members needed present: ⌈quorum × members⌉, in integers. */
export const quorumNeeded = (quorum: Fraction, members: number): number =>
  Math.floor((quorum.num * members + quorum.den - 1) / quorum.den);

/** "2/3", "≥ 2/3", "> 1/2" as the pages and the tally sheet write them. */
export const fractionText = (f: Fraction) => `${f.num}/${f.den}`;
export const thresholdText = (t: Threshold) => `${t.strict ? '>' : '≥'} ${t.num}/${t.den}`;

// ---- settings ----

export interface MeetingSettingsFields {
  quorum: Fraction;
  /** Secret ballots: who voted is kept (turnout, one vote each), never who chose what. */
  secret: boolean;
  /** Overrides by grade level ("1", "2"...); a level not named takes `defaultThreshold`. */
  thresholds: Record<string, Threshold>;
  /** Unused places of a grade pass to the next grade down. */
  quotaPassDown: boolean;
}
export const DEFAULT_MEETING_SETTINGS: MeetingSettingsFields = {
  quorum: { num: 2, den: 3 },
  secret: true,
  thresholds: {},
  quotaPassDown: false,
};
export interface MeetingSettingsView extends MeetingSettingsFields {
  editionId: number;
}

const editionId = idField(M.editionIdRequired);
const meetingId = idField(M.meetingIdRequired);
const roundId = idField(M.roundIdRequired);
const expertId = idField(M.expertIdRequired);
const declarationId = idField(M.declarationIdRequired);
const reason = requiredText(500, M.reasonRequired);

export const meetingEditionSchema = z.object({ editionId }).strict();
export const meetingSettingsSaveSchema = z
  .object({
    editionId,
    quorum: fractionSchema.optional(),
    secret: z.boolean().optional(),
    thresholds: z
      .record(
        text({ error: M.gradeLevel }).regex(/^([1-9]|1\d|20)$/, { error: M.gradeLevel }),
        thresholdSchema,
      )
      .optional(),
    quotaPassDown: z.boolean().optional(),
  })
  .strict();
export type MeetingSettingsSave = z.infer<typeof meetingSettingsSaveSchema>;

// ---- meetings ----

export const MEETING_STATUSES = ['open', 'closed'] as const;
export type MeetingStatus = (typeof MEETING_STATUSES)[number];
export const MEETING_STATUS_NAMES: Record<MeetingStatus, MessageRef> = defineMessages('meetingStatus', {
  open: ['进行中', '進行中', 'Open'],
  closed: ['已结束', '已結束', 'Closed'],
});
export const MEETING_ROLES = ['chair', 'member'] as const;
export type MeetingRole = (typeof MEETING_ROLES)[number];
export const MEETING_ROLE_NAMES: Record<MeetingRole, MessageRef> = defineMessages('meetingRole', {
  chair: ['主持人', '主持人', 'Chair'],
  member: ['成员', '成員', 'Member'],
});
export const ROUND_KINDS = ['grade', 'runoff'] as const;
export type RoundKind = (typeof ROUND_KINDS)[number];
export const ROUND_KIND_NAMES: Record<RoundKind, MessageRef> = defineMessages('meetingRoundKind', {
  grade: ['等级投票', '等級投票', 'Grade vote'],
  runoff: ['加投', '加投', 'Run-off'],
});
export const BALLOT_SOURCES = ['online', 'paper'] as const;
export type BallotSource = (typeof BALLOT_SOURCES)[number];
export const BALLOT_SOURCE_NAMES: Record<BallotSource, MessageRef> = defineMessages('meetingBallotSource', {
  online: ['网上投票', '網上投票', 'Online'],
  paper: ['纸质票（代录）', '紙質票（代錄）', 'Paper (recorded by staff)'],
});

export const meetingAddSchema = z
  .object({
    editionId,
    meetingName: requiredText(100, M.meetingNameRequired),
    groupId: idField(M.scopeRequired).optional(),
    awardId: idField(M.scopeRequired).optional(),
    /** An award's meeting: members from the edition's pool (a group's are its leader and members). */
    expertIds: z.array(expertId).max(100).optional(),
    chairExpertId: expertId.optional(),
  })
  .strict()
  .refine((m) => (m.groupId === undefined) !== (m.awardId === undefined), {
    error: M.scopeRequired,
    path: ['groupId'],
  });
export type MeetingAdd = z.infer<typeof meetingAddSchema>;
export const meetingIdSchema = z.object({ meetingId }).strict();
export const roundIdSchema = z.object({ roundId }).strict();
export const attendanceSchema = z
  .object({ meetingId, expertId, present: z.boolean({ error: M.expertIdRequired }) })
  .strict();
export type Attendance = z.infer<typeof attendanceSchema>;
export const roundOpenSchema = z
  .object({ meetingId, kind: z.enum(ROUND_KINDS, { error: M.choice }) })
  .strict();
export type RoundOpen = z.infer<typeof roundOpenSchema>;

/** A choice: a grade level, `none` (不授奖), or `approve` in a run-off (left out: not approved). */
export const choiceSchema = z.union([gradeLevel, z.enum(['none', 'approve'], { error: M.choice })], {
  error: M.choice,
});
export type Choice = z.infer<typeof choiceSchema>;
const choices = z
  .array(z.object({ declarationId, choice: choiceSchema }).strict(), { error: M.ballotEmpty })
  .min(1, { error: M.ballotEmpty })
  .max(500, { error: M.ballotEmpty });
export const voterCastSchema = z.object({ roundId, choices }).strict();
export type VoterCast = z.infer<typeof voterCastSchema>;
export const paperBallotSchema = z.object({ roundId, expertId, reason, choices }).strict();
export type PaperBallot = z.infer<typeof paperBallotSchema>;
export const voterMeetingSchema = z.object({ meetingId }).strict();

/**
 * Whether an award of this flow has its own meeting (members from the pool): the meeting is its
 * first review (no expert review before it), so it ranks without scores (issue 17 item 1).
 */
export const meetsWithoutExpertReview = (flow: readonly FlowStage[]): boolean =>
  flow.includes('meeting_review') && !flow.includes('expert_review');

// ---- views ----

export interface MeetingMemberView {
  expertId: number;
  expertName: string;
  organisation: string;
  role: MeetingRole;
  /** null: not recorded yet. */
  present: boolean | null;
  attendanceTime: string | null;
}
export interface MeetingView {
  meetingId: number;
  editionId: number;
  meetingName: string;
  groupId: number | null;
  groupName: string | null;
  awardId: number | null;
  awardName: string | null;
  status: MeetingStatus;
  members: MeetingMemberView[];
  createBy: string | null;
  createTime: string;
}
/** What a new meeting of the edition can be for (MEETING_ADD): awards without expert review, and the pool. */
export interface MeetingCandidates {
  /** The edition's awards whose flow has a meeting and no expert review, in the edition's order. */
  awards: { awardId: number; awardName: string }[];
  /** The edition's expert pool, in the order pushed: an award meeting's members. */
  experts: EditionPoolMember[];
}
export interface AgendaItem {
  declarationId: number;
  projectName: string;
  unitName: string;
  awardId: number;
  awardName: string;
  /** The locked method's calibrated score; null where the award has no expert review. */
  score: number | null;
  /** Members recused (confirmed conflicts), by expert id. */
  recusedExpertIds: number[];
}
export interface GradeOption {
  gradeLevel: number;
  gradeName: string;
  quota: number;
  threshold: Threshold;
}
export interface RoundView {
  roundId: number;
  number: number;
  kind: RoundKind;
  status: 'open' | 'closed';
  declarationIds: number[];
  runoffGradeLevel: number | null;
  runoffPlaces: number | null;
  presentExpertIds: number[];
  openedBy: string;
  openedTime: string;
  closedTime: string | null;
}
/** Per declaration of a grade round: counts per choice and cumulative support, never who. */
export interface TallyRow {
  declarationId: number;
  projectName: string;
  score: number | null;
  denominator: number;
  recused: number;
  voted: number;
  /** Ballots per choice: level → count, and `none`. */
  counts: Record<string, number>;
  /** Cumulative support per level (a vote for a grade supports it and every lower grade). */
  support: Record<string, number>;
  /** The highest grade whose support reaches its threshold, before quotas. */
  qualifiedLevel: number | null;
  /** After quotas and run-offs; null: no award (or pending). */
  proposedLevel: number | null;
  outcome: 'graded' | 'none' | 'runoff' | 'pending';
  /** Run-off approvals, where a run-off round covered it. */
  approvals: number | null;
  /** Named ballots only: who chose what. */
  named?: { expertId: number; expertName: string; choice: string }[];
}
export interface QuotaUse {
  gradeLevel: number;
  gradeName: string;
  quota: number;
  /** The quota with the places passed down from above (quotaPassDown). */
  places: number;
  used: number;
}
export interface RunoffNeed {
  gradeLevel: number;
  declarationIds: number[];
  places: number;
}
export interface MeetingTally {
  meetingId: number;
  secret: boolean;
  quorum: Fraction;
  present: number;
  members: number;
  quorumNeeded: number;
  grades: GradeOption[];
  rows: TallyRow[];
  quotas: QuotaUse[];
  runoff: RunoffNeed | null;
  rounds: RoundView[];
  /** The open round's turnout: members who cast a ballot in it (never their choices when secret). */
  turnout: { expertId: number; voted: boolean }[];
}
export interface MeetingDetail extends MeetingView {
  agenda: AgendaItem[];
  grades: GradeOption[];
  openRound: RoundView | null;
}

/** A member's view of the open round (site): the agenda with their recusals and their current ballot. */
export interface VoterRound {
  meetingId: number;
  meetingName: string;
  round: RoundView | null;
  present: boolean;
  grades: GradeOption[];
  items: (AgendaItem & { recused: boolean; myChoice: string | null })[];
}
export interface VoterMeeting {
  meetingId: number;
  meetingName: string;
  editionName: string;
  status: MeetingStatus;
  role: MeetingRole;
  present: boolean | null;
  openRoundId: number | null;
}

/** The tally sheet's words (print view). */
export const TALLY_MESSAGES = defineMessages('meetingTally', {
  title: ['会议评审计票单', '會議評審計票單', 'Meeting review tally sheet'],
  edition: ['届次', '屆次', 'Edition'],
  meeting: ['会议', '會議', 'Meeting'],
  ballot: ['投票方式', '投票方式', 'Ballot'],
  secret: ['无记名投票', '無記名投票', 'Secret ballot'],
  named: ['记名投票', '記名投票', 'Named ballot'],
  quorum: ['法定人数', '法定人數', 'Quorum'],
  present: ['出席成员', '出席成員', 'Members present'],
  absent: ['缺席成员', '缺席成員', 'Members absent'],
  rounds: ['投票轮次', '投票輪次', 'Rounds'],
  thresholds: ['通过票数要求', '通過票數要求', 'Thresholds'],
  grade: ['等级', '等級', 'Grade'],
  quota: ['名额', '名額', 'Quota'],
  places: ['可用名额', '可用名額', 'Places'],
  used: ['已用', '已用', 'Used'],
  declaration: ['申报项目', '申報項目', 'Declaration'],
  score: ['评分', '評分', 'Score'],
  denominator: ['有效票基数', '有效票基數', 'Denominator'],
  recused: ['回避', '迴避', 'Recused'],
  voted: ['已投', '已投', 'Voted'],
  votes: ['得票（各等级/不授奖）', '得票（各等級/不授獎）', 'Votes (per grade / no award)'],
  support: ['累计支持', '累計支持', 'Cumulative support'],
  outcome: ['结果', '結果', 'Outcome'],
  approvals: ['加投同意票', '加投同意票', 'Run-off approvals'],
  noAward: ['不授奖', '不授獎', 'No award'],
  pending: ['待定', '待定', 'Pending'],
  runoff: ['待加投', '待加投', 'Run-off pending'],
  chair: ['主持人签字', '主持人簽字', 'Chair’s signature'],
  member: ['成员签字', '成員簽字', 'Member’s signature'],
  counter: ['计票人', '計票人', 'Counted by'],
  date: ['日期', '日期', 'Date'],
  none: ['无', '無', 'None'],
  printed: ['打印时间', '打印時間', 'Printed'],
});
