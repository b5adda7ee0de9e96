import { z } from 'zod';
import { filterText, idField, optionalText, requiredText, sortNumberField } from './admin-fields';
import {
  AWARD_MESSAGES,
  type AwardCategory,
  type FlowStage,
  flowField,
  type GradeView,
  gradeSetField,
  type StandardView,
  standardSetField,
  WEIGHT_TOTAL,
} from './awards';
import { EDITION_STATUSES, type EditionStatus } from './edition-status';
import { defineMessages, type MessageRef } from './i18n';
import { pageRequestSchema } from './paging';
import { int4, isoDateTime } from './primitives';

/**
 * Editions (届次): one round of the awards, its windows, its awards (edition-level
 * copies of grades with quotas, standards and flow) and its status
 * (DOMAIN.md "Catalogue", docs/domain.md "Editions").
 */

export { EDITION_STATUS_NAMES, EDITION_STATUSES, type EditionStatus } from './edition-status';

/** The windows, in the order they must follow one another. */
export const EDITION_WINDOWS = ['declaration', 'examination', 'review', 'meeting', 'publicity'] as const;
export type EditionWindow = (typeof EDITION_WINDOWS)[number];
export const EDITION_WINDOW_NAMES: Record<EditionWindow, MessageRef> = defineMessages('editionWindow', {
  declaration: ['申报', '申報', 'Declaration'],
  examination: ['形式审查', '形式審查', 'Formal examination'],
  review: ['专家评审', '專家評審', 'Expert review'],
  meeting: ['会议评审', '會議評審', 'Meeting review'],
  publicity: ['公示', '公示', 'Publicity'],
});

/** Start and end of each window (ISO strings on the wire, Dates on the server). */
export type Windows<T = string> = { [K in EditionWindow as `${K}Start` | `${K}End`]: T | null };

export const EDITION_MESSAGES = defineMessages('editions', {
  advanceJobLabel: ['届次窗口到期流转', '屆次窗口到期流轉', 'Advance editions at window close'],
  advanceJobDescription: [
    '当前窗口期已结束的届次按流程进入下一状态（不满足条件的届次记录原因）',
    '當前窗口期已結束的屆次按流程進入下一狀態（不滿足條件的屆次記錄原因）',
    'Moves the editions whose current window has closed to their next status (and records why an edition cannot move)',
  ],
  editionIdRequired: ['请选择届次', '請選擇屆次', 'Please choose an edition'],
  editionNameRequired: ['请输入届次名称', '請輸入屆次名稱', 'Please enter the edition name'],
  editionNameTooLong: [
    '届次名称不能超过100个字符',
    '屆次名稱不能超過100個字符',
    'The edition name is at most 100 characters',
  ],
  editionNameTaken: ['该届次名称已存在', '該屆次名稱已存在', 'An edition with this name already exists'],
  year: [
    '年度必须是2000至2100之间的整数',
    '年度必須是2000至2100之間的整數',
    'The year is a whole number from 2000 to 2100',
  ],
  date: ['时间格式不正确', '時間格式不正確', 'The time is not valid'],
  status: ['届次状态不正确', '屆次狀態不正確', 'The status is not valid'],
  notFound: ['届次不存在', '屆次不存在', 'The edition does not exist'],
  awardNotInEdition: ['该奖项不在本届次中', '該獎項不在本屆次中', 'The award is not in this edition'],
  awardsTooMany: ['一次最多选择50个奖项', '一次最多選擇50個獎項', 'Choose at most 50 awards at a time'],
  awardAlreadyIn: ['奖项{names}已在本届次中', '獎項{names}已在本屆次中', '{names} already in this edition'],
  awardDisabled: [
    '奖项{names}已停用，不能加入届次',
    '獎項{names}已停用，不能加入屆次',
    '{names} is disabled and cannot be added',
  ],
  awardHasDeclarations: [
    '奖项「{award}」已有 {count} 份申报，不能从届次中移除',
    '獎項「{award}」已有 {count} 份申報，不能從屆次中移除',
    'The award “{award}” has {count} declaration(s): it cannot leave the edition',
  ],
  windowHalf: [
    '{window}时间须同时填写开始和结束',
    '{window}時間須同時填寫開始和結束',
    'Give both ends of the “{window}” window',
  ],
  windowReversed: [
    '{window}结束时间须晚于开始时间',
    '{window}結束時間須晚於開始時間',
    'The “{window}” window must end after it starts',
  ],
  windowOrder: [
    '{later}开始时间不能早于{earlier}结束时间',
    '{later}開始時間不能早於{earlier}結束時間',
    'The {later} window cannot start before the {earlier} window ends',
  ],
  onlyDraftDelete: [
    '只有草稿状态的届次可以删除，当前为「{status}」',
    '只有草稿狀態的屆次可以刪除，當前為「{status}」',
    'Only a draft can be deleted; this one is “{status}”',
  ],
  finishedLocked: [
    '届次已结束，不能再修改',
    '屆次已結束，不能再修改',
    'The edition has finished: it cannot be changed',
  ],
  /** A part of the edition its status no longer lets change, one message per part (modules/editions/editability.ts). */
  notEditableEdition: [
    '届次处于「{status}」状态，不能再修改届次信息',
    '屆次處於「{status}」狀態，不能再修改屆次信息',
    'The edition is “{status}”: its details can no longer change',
  ],
  notEditableAwards: [
    '届次处于「{status}」状态，不能再修改届次奖项',
    '屆次處於「{status}」狀態，不能再修改屆次獎項',
    'The edition is “{status}”: its awards can no longer change',
  ],
  notEditableFlow: [
    '届次处于「{status}」状态，不能再修改评审流程',
    '屆次處於「{status}」狀態，不能再修改評審流程',
    'The edition is “{status}”: the flow can no longer change',
  ],
  notEditableStandards: [
    '届次处于「{status}」状态，不能再修改评分标准',
    '屆次處於「{status}」狀態，不能再修改評分標準',
    'The edition is “{status}”: the scoring criteria can no longer change',
  ],
  notEditableGrades: [
    '届次处于「{status}」状态，不能再修改奖励等级和名额',
    '屆次處於「{status}」狀態，不能再修改獎勵等級和名額',
    'The edition is “{status}”: the grades and quotas can no longer change',
  ],
  noteTooLong: ['备注不能超过500个字符', '備註不能超過500個字符', 'The note is at most 500 characters'],
  // ---- the refusals of a status change (server, modules/editions/transitions.ts) ----
  finishedNoMove: [
    '届次已结束，状态不能再变更',
    '屆次已結束，狀態不能再變更',
    'The edition has finished: its status cannot change',
  ],
  alreadyIn: [
    '届次已处于「{status}」状态',
    '屆次已處於「{status}」狀態',
    'The edition is already “{status}”',
  ],
  skipAhead: [
    '届次当前为「{from}」，下一步只能是「{next}」，不能跳至「{target}」',
    '屆次當前為「{from}」，下一步只能是「{next}」，不能跳至「{target}」',
    'The edition is “{from}”: it can only move to “{next}”, not ahead to “{target}”',
  ],
  goBack: [
    '届次当前为「{from}」，下一步只能是「{next}」，不能退回「{target}」',
    '屆次當前為「{from}」，下一步只能是「{next}」，不能退回「{target}」',
    'The edition is “{from}”: it can only move to “{next}”, not back to “{target}”',
  ],
  windowsHalf: [
    '时间设置有误：{window}时间须同时填写开始和结束',
    '時間設置有誤：{window}時間須同時填寫開始和結束',
    'The windows are wrong: give both ends of the “{window}” window',
  ],
  windowsReversed: [
    '时间设置有误：{window}结束时间须晚于开始时间',
    '時間設置有誤：{window}結束時間須晚於開始時間',
    'The windows are wrong: the “{window}” window must end after it starts',
  ],
  windowsOrder: [
    '时间设置有误：{later}开始时间不能早于{earlier}结束时间',
    '時間設置有誤：{later}開始時間不能早於{earlier}結束時間',
    'The windows are wrong: the {later} window cannot start before the {earlier} window ends',
  ],
  noAwards: [
    '届次尚未加入任何奖项，不能开始申报',
    '屆次尚未加入任何獎項，不能開始申報',
    'The edition has no awards yet: declaration cannot open',
  ],
  awardNoGrades: [
    '奖项「{award}」尚未设置奖励等级',
    '獎項「{award}」尚未設置獎勵等級',
    'The award “{award}” has no grades yet',
  ],
  awardNoQuota: [
    '奖项「{award}」的名额合计为0',
    '獎項「{award}」的名額合計為0',
    'The quotas of the award “{award}” total 0',
  ],
  awardNoStandards: [
    '奖项「{award}」尚未设置评分标准',
    '獎項「{award}」尚未設置評分標準',
    'The award “{award}” has no scoring criteria yet',
  ],
  awardWeightSum: [
    `奖项「{award}」的评分标准权重之和为{sum}，须为${WEIGHT_TOTAL}`,
    `獎項「{award}」的評分標準權重之和為{sum}，須為${WEIGHT_TOTAL}`,
    `The weights of the award “{award}” total {sum}, not ${WEIGHT_TOTAL}`,
  ],
  awardFlowRequired: [
    '奖项「{award}」的评审流程有误：请设置评审流程',
    '獎項「{award}」的評審流程有誤：請設置評審流程',
    'The flow of the award “{award}”: set the flow',
  ],
  awardFlowStage: [
    '奖项「{award}」的评审流程有误：评审环节不正确',
    '獎項「{award}」的評審流程有誤：評審環節不正確',
    'The flow of the award “{award}”: unknown stage',
  ],
  awardFlowDuplicate: [
    '奖项「{award}」的评审流程有误：评审环节不能重复',
    '獎項「{award}」的評審流程有誤：評審環節不能重複',
    'The flow of the award “{award}”: a stage appears twice',
  ],
  awardFlowOrder: [
    '奖项「{award}」的评审流程有误：评审环节须按 形式审查→推荐→专家评审→会议评审→公示 的顺序排列',
    '獎項「{award}」的評審流程有誤：評審環節須按 形式審查→推薦→專家評審→會議評審→公示 的順序排列',
    'The flow of the award “{award}”: stages go in the order formal examination → recommendation → expert review → meeting review → publicity',
  ],
  awardFlowFormal: [
    '奖项「{award}」的评审流程有误：评审流程必须包含形式审查',
    '獎項「{award}」的評審流程有誤：評審流程必須包含形式審查',
    'The flow of the award “{award}”: it must include the formal examination',
  ],
  awardFlowPublicity: [
    '奖项「{award}」的评审流程有误：评审流程必须包含公示',
    '獎項「{award}」的評審流程有誤：評審流程必須包含公示',
    'The flow of the award “{award}”: it must include publicity',
  ],
  awardFlowReview: [
    '奖项「{award}」的评审流程有误：评审流程必须包含专家评审或会议评审',
    '獎項「{award}」的評審流程有誤：評審流程必須包含專家評審或會議評審',
    'The flow of the award “{award}”: it must include an expert review or a meeting review',
  ],
  windowUnset: ['请先设置{window}时间', '請先設置{window}時間', 'Set the “{window}” window first'],
  windowClosed: [
    '{window}时间已于 {at} 结束，请先调整{window}时间',
    '{window}時間已於 {at} 結束，請先調整{window}時間',
    'The “{window}” window ended at {at}: move the “{window}” window first',
  ],
  /** A window still open when the move to the next phase is asked, one message per window. */
  declarationNotOver: [
    '申报时间尚未结束（截止 {at}），不能进入形式审查',
    '申報時間尚未結束（截止 {at}），不能進入形式審查',
    'Declaration runs until {at}: the edition cannot move to the formal examination yet',
  ],
  examinationNotOver: [
    '形式审查时间尚未结束（截止 {at}），不能进入评审',
    '形式審查時間尚未結束（截止 {at}），不能進入評審',
    'The formal examination runs until {at}: the edition cannot move to the review yet',
  ],
  reviewNotOver: [
    '专家评审时间尚未结束（截止 {at}），不能进入公示',
    '專家評審時間尚未結束（截止 {at}），不能進入公示',
    'The expert review runs until {at}: the edition cannot move to publicity yet',
  ],
  meetingNotOver: [
    '会议评审时间尚未结束（截止 {at}），不能进入公示',
    '會議評審時間尚未結束（截止 {at}），不能進入公示',
    'The meeting review runs until {at}: the edition cannot move to publicity yet',
  ],
  publicityNotOver: [
    '公示时间尚未结束（截止 {at}），不能进入结束',
    '公示時間尚未結束（截止 {at}），不能進入結束',
    'Publicity runs until {at}: the edition cannot move to its end yet',
  ],
  reviewWindowUnset: [
    '请先设置专家评审或会议评审时间',
    '請先設置專家評審或會議評審時間',
    'Set the expert review or the meeting review window first',
  ],
  awaitingExamination: [
    '尚有 {count} 份申报等待形式审查，请先审查完毕再进入评审',
    '尚有 {count} 份申報等待形式審查，請先審查完畢再進入評審',
    '{count} declarations still await the formal examination: finish it before the review',
  ],
  reviewsMissing: [
    '尚有 {count} 份申报的专家评审意见未提交齐全，不能结束评审阶段：请督促专家提交，或在专家评审页结束评审并说明原因',
    '尚有 {count} 份申報的專家評審意見未提交齊全，不能結束評審階段：請督促專家提交，或在專家評審頁結束評審並說明原因',
    '{count} declarations still lack their submitted reviews: the edition cannot leave the review until the experts submit, or staff close the review with a reason',
  ],
  publicityPending: [
    '尚有{declarations}项处于公示中的申报、{objections}件未办结的异议，届次不能结束',
    '尚有{declarations}項處於公示中的申報、{objections}件未辦結的異議，屆次不能結束',
    '{declarations} declarations are still in publicity and {objections} objections are open: the edition cannot finish',
  ],
  // ---- the scheduled advance (modules/editions/advance-job.ts): the history note and the run's result ----
  autoAdvanced: ['窗口期结束，自动流转', '窗口期結束，自動流轉', 'The window closed: moved on automatically'],
  advanced: ['流转届次{moved}次', '流轉屆次{moved}次', 'Editions moved {moved} times'],
  advancedSomeBlocked: [
    '流转届次{moved}次，{blocked}个未能流转（{reasons}）',
    '流轉屆次{moved}次，{blocked}個未能流轉（{reasons}）',
    'Editions moved {moved} times, {blocked} could not move ({reasons})',
  ],
  blockedEdition: ['届次{editionId}：{reason}', '屆次{editionId}：{reason}', 'edition {editionId}: {reason}'],
});

const editionId = idField(EDITION_MESSAGES.editionIdRequired);
const awardId = idField(AWARD_MESSAGES.awardIdRequired);

/** A date-time or null; '' clears it. */
const dateField = z
  .preprocess((v) => (v === '' ? null : v), isoDateTime(EDITION_MESSAGES.date).nullable())
  .optional();

const windowFields = Object.fromEntries(
  EDITION_WINDOWS.flatMap((w) => [
    [`${w}Start`, dateField],
    [`${w}End`, dateField],
  ]),
) as { [K in keyof Windows]: typeof dateField };

/** A window problem: the field it belongs to, the message, and the same problem as a refused status change words it. */
export interface WindowProblem {
  field: keyof Windows;
  message: MessageRef;
  refusal: MessageRef;
}

const time = (v: string | Date | null | undefined): number | null =>
  v === null || v === undefined ? null : new Date(v).getTime();

/**
 * The ordering rule of docs/domain.md: a window is both ends or none, its end is
 * after its start, and each set window starts no earlier than the previous set
 * window ends (windows do not overlap). Pure, used by the schema (new editions),
 * the service (an update merged with the stored windows) and the portal's form.
 */
export function windowProblems(windows: Partial<Windows<string | Date>>): WindowProblem[] {
  const problems: WindowProblem[] = [];
  let previous: { name: string; end: number } | null = null;
  for (const w of EDITION_WINDOWS) {
    const start = time(windows[`${w}Start`]);
    const end = time(windows[`${w}End`]);
    const name = EDITION_WINDOW_NAMES[w];
    if (start === null && end === null) continue;
    if (start === null || end === null) {
      problems.push({
        field: start === null ? `${w}Start` : `${w}End`,
        message: EDITION_MESSAGES.windowHalf({ window: name }),
        refusal: EDITION_MESSAGES.windowsHalf({ window: name }),
      });
      continue;
    }
    if (end <= start)
      problems.push({
        field: `${w}End`,
        message: EDITION_MESSAGES.windowReversed({ window: name }),
        refusal: EDITION_MESSAGES.windowsReversed({ window: name }),
      });
    if (previous && start < previous.end) {
      const names = { earlier: previous.name, later: name };
      problems.push({
        field: `${w}Start`,
        message: EDITION_MESSAGES.windowOrder(names),
        refusal: EDITION_MESSAGES.windowsOrder(names),
      });
    }
    previous = { name, end };
  }
  return problems;
}

const editionName = requiredText(
  100,
  EDITION_MESSAGES.editionNameRequired,
  EDITION_MESSAGES.editionNameTooLong,
);
const year = int4({ error: EDITION_MESSAGES.year })
  .min(2000, { error: EDITION_MESSAGES.year })
  .max(2100, { error: EDITION_MESSAGES.year });

export const editionAddSchema = z
  .object({ editionName, year, remark: optionalText(500), sortNumber: sortNumberField, ...windowFields })
  .superRefine((edition, ctx) => {
    for (const p of windowProblems(edition))
      ctx.addIssue({ code: 'custom', path: [p.field], message: p.message });
  });
export type EditionAdd = z.infer<typeof editionAddSchema>;

/** Fields left out stay as they are; the windows are checked once merged with the stored ones. */
export const editionUpdateSchema = z.object({
  editionId,
  editionName: editionName.optional(),
  year: year.optional(),
  remark: optionalText(500),
  sortNumber: sortNumberField,
  ...windowFields,
});
export type EditionUpdate = z.infer<typeof editionUpdateSchema>;

const statusFilter = z
  .preprocess(
    (v) => (v === '' || v === null ? undefined : v),
    z.enum(EDITION_STATUSES, { error: EDITION_MESSAGES.status }).optional(),
  )
  .optional();

export const editionPageQuerySchema = pageRequestSchema.extend({
  editionName: filterText,
  year: z.preprocess((v) => (v === '' || v === null ? undefined : v), year.optional()).optional(),
  status: statusFilter,
});
export type EditionPageQuery = z.infer<typeof editionPageQuerySchema>;

export const editionIdSchema = z.object({ editionId });

/** One explicit action for every move: the target status (docs/domain.md "Transitions"). */
export const editionTransitionSchema = z.object({
  editionId,
  target: z.enum(EDITION_STATUSES, { error: EDITION_MESSAGES.status }),
  note: optionalText(500, EDITION_MESSAGES.noteTooLong),
});
export type EditionTransition = z.infer<typeof editionTransitionSchema>;

export const editionAwardsAddSchema = z.object({
  editionId,
  awardIds: z
    .array(awardId, { error: AWARD_MESSAGES.awardIdRequired })
    .min(1, { error: AWARD_MESSAGES.awardIdRequired })
    .max(50, { error: EDITION_MESSAGES.awardsTooMany }),
});
export const editionAwardSchema = z.object({ editionId, awardId });
export const editionAwardGradesSchema = z.object({ editionId, awardId, grades: gradeSetField });
export const editionAwardStandardsSchema = z.object({ editionId, awardId, standards: standardSetField });
export const editionAwardFlowSchema = z.object({ editionId, awardId, flow: flowField });

// ---- answers ----

export interface EditionAwardView {
  awardId: number;
  awardCode: string;
  awardName: string;
  category: AwardCategory;
  flow: FlowStage[];
  /** quota is this edition's quota of the grade. */
  grades: GradeView[];
  standards: StandardView[];
}

/** An edition as a picker shows it (`/rest/edition/options`, any signed-in user). */
export interface EditionOption {
  editionId: number;
  editionName: string;
  year: number;
  status: EditionStatus;
}

export interface EditionView extends Windows {
  editionId: number;
  editionName: string;
  year: number;
  status: EditionStatus;
  remark: string | null;
  sortNumber: number;
  awardCount: number;
  createBy: string | null;
  createTime: string;
  updateBy: string | null;
  updateTime: string | null;
}

export interface EditionDetail extends EditionView {
  awards: EditionAwardView[];
}

export interface EditionHistoryEntry {
  historyId: number;
  fromStatus: EditionStatus;
  toStatus: EditionStatus;
  /** The staff login name, or 'system' for the scheduled advance. */
  operator: string;
  note: string | null;
  createTime: string;
}

export interface AdvanceOutcome {
  moved: { editionId: number; from: EditionStatus; to: EditionStatus }[];
  /** Editions whose window closed but that could not move on, with the reason (a message of EDITION_MESSAGES). */
  blocked: { editionId: number; status: EditionStatus; reason: MessageRef }[];
}

/**
 * The edition a staff page opens on when the address names none: the newest in the first of the
 * page's stages that has one (meetings and results: in review; publicity: in publicity, then in
 * review), else the newest. Null when there is none.
 */
export function openingEdition(
  editions: readonly Pick<EditionView, 'editionId' | 'status'>[],
  stages: readonly EditionStatus[] = ['reviewing'],
): number | null {
  const newest = (list: readonly Pick<EditionView, 'editionId'>[]) =>
    list.reduce<number | null>((best, e) => (best === null || e.editionId > best ? e.editionId : best), null);
  for (const stage of stages) {
    const found = newest(editions.filter((e) => e.status === stage));
    if (found !== null) return found;
  }
  return newest(editions);
}
