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
} from './awards';
import { pageRequestSchema } from './paging';
import { int4, isoDateTime } from './primitives';

/**
 * Editions (届次): one round of the awards, its windows, its awards (edition-level
 * copies of grades with quotas, standards and flow) and its status
 * (DOMAIN.md "Catalogue", docs/domain.md "Editions").
 */

/** The statuses in their only order; an edition moves one step forward at a time. */
export const EDITION_STATUSES = [
  'draft',
  'declaring',
  'examining',
  'reviewing',
  'publicity',
  'finished',
] as const;
export type EditionStatus = (typeof EDITION_STATUSES)[number];
export const EDITION_STATUS_NAMES: Record<EditionStatus, string> = {
  draft: '草稿',
  declaring: '申报中',
  examining: '形式审查',
  reviewing: '评审中',
  publicity: '公示中',
  finished: '已结束',
};

/** The windows, in the order they must follow one another. */
export const EDITION_WINDOWS = ['declaration', 'examination', 'review', 'meeting', 'publicity'] as const;
export type EditionWindow = (typeof EDITION_WINDOWS)[number];
export const EDITION_WINDOW_NAMES: Record<EditionWindow, string> = {
  declaration: '申报',
  examination: '形式审查',
  review: '专家评审',
  meeting: '会议评审',
  publicity: '公示',
};

/** Start and end of each window (ISO strings on the wire, Dates on the server). */
export type Windows<T = string> = { [K in EditionWindow as `${K}Start` | `${K}End`]: T | null };

export const EDITION_MESSAGES = {
  editionIdRequired: '请选择届次',
  editionNameRequired: '请输入届次名称',
  editionNameTooLong: '届次名称不能超过100个字符',
  editionNameTaken: '该届次名称已存在',
  year: '年度必须是2000至2100之间的整数',
  date: '时间格式不正确',
  status: '届次状态不正确',
  notFound: '届次不存在',
  awardNotInEdition: '该奖项不在本届次中',
  awardAlreadyIn: (names: string) => `奖项${names}已在本届次中`,
  awardDisabled: (names: string) => `奖项${names}已停用，不能加入届次`,
  windowHalf: (w: string) => `${w}时间须同时填写开始和结束`,
  windowReversed: (w: string) => `${w}结束时间须晚于开始时间`,
  windowOrder: (earlier: string, later: string) => `${later}开始时间不能早于${earlier}结束时间`,
  onlyDraftDelete: (status: string) => `只有草稿状态的届次可以删除，当前为「${status}」`,
  finishedLocked: '届次已结束，不能再修改',
  notEditableIn: (what: string, status: string) => `届次处于「${status}」状态，不能再修改${what}`,
  noteTooLong: '备注不能超过500个字符',
} as const;

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

/** A window problem: the field it belongs to and the message. */
export interface WindowProblem {
  field: keyof Windows;
  message: string;
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
        message: EDITION_MESSAGES.windowHalf(name),
      });
      continue;
    }
    if (end <= start) problems.push({ field: `${w}End`, message: EDITION_MESSAGES.windowReversed(name) });
    if (previous && start < previous.end)
      problems.push({ field: `${w}Start`, message: EDITION_MESSAGES.windowOrder(previous.name, name) });
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
    .max(50, { error: '一次最多选择50个奖项' }),
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
  /** Editions whose window closed but that could not move on, with the reason. */
  blocked: { editionId: number; status: EditionStatus; reason: string }[];
}
