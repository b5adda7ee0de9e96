import { z } from 'zod';
import { choice, idField } from './admin-fields';
import type { DeclarationStatus } from './declarations';
import { defineMessages, type MessageRef } from './i18n';
import type { ObjectionStatus, ScreeningReason } from './objections';

/**
 * Business statistics (统计分析, docs/domain.md "Statistics"): the funnel of an edition, its cuts,
 * the examination rates, the expert review's figures, objections, and the year-over-year view of
 * one award. Every figure is counted from the declarations, their audit trail, the result lists
 * and the review tables, inside the caller's data scope.
 */

/** The funnel's stages, in order: a declaration counts in every stage up to the furthest it reached. */
export const FUNNEL_STAGES = ['declared', 'passed', 'reviewed', 'proposed', 'publicised', 'awarded'] as const;
export type FunnelStage = (typeof FUNNEL_STAGES)[number];
export const FUNNEL_STAGE_NAMES: Record<FunnelStage, MessageRef> = defineMessages('statFunnel', {
  declared: ['已申报', '已申報', 'Declared'],
  passed: ['通过形式审查', '通過形式審查', 'Passed examination'],
  reviewed: ['完成评审', '完成評審', 'Reviewed'],
  proposed: ['拟授奖', '擬授獎', 'Proposed'],
  publicised: ['已公示', '已公示', 'Publicised'],
  awarded: ['已授奖', '已授獎', 'Awarded'],
});

/**
 * The funnel stage (1-based index into FUNNEL_STAGES; 0: never declared) each status shows. A
 * declaration's `reached_stage` is the highest of these over every status its trail took it
 * through (withdrawn and revoked show 0 and 5 by themselves: the trail says how far they had
 * gone), kept by the lifecycle with each move (docs/domain.md "Statistics").
 */
export const FUNNEL_STAGE_OF_STATUS: Record<DeclarationStatus, number> = {
  draft: 0,
  withdrawn: 0,
  submitted: 1,
  returned: 1,
  resubmitted: 1,
  not_accepted: 1,
  deferred: 1,
  carried_over: 1,
  passed: 2,
  recommended: 2,
  not_recommended: 2,
  expert_review: 2,
  meeting_review: 2,
  not_awarded: 3,
  proposed: 4,
  publicity: 5,
  revoked: 5,
  awarded: 6,
};

/** The cuts of an edition's funnel. */
export const STAT_CUTS = [
  'award',
  'grade',
  'region',
  'unit',
  'discipline',
  'recommender',
  'dataGroup',
] as const;
export type StatCut = (typeof STAT_CUTS)[number];
export const STAT_CUT_NAMES: Record<StatCut, MessageRef> = defineMessages('statCut', {
  award: ['奖项', '獎項', 'Award'],
  grade: ['等级', '等級', 'Grade'],
  region: ['地区（省）', '地區（省）', 'Region (province)'],
  unit: ['申报单位', '申報單位', 'Declaring unit'],
  discipline: ['学科', '學科', 'Discipline'],
  recommender: ['推荐单位', '推薦單位', 'Recommending unit'],
  dataGroup: ['数据分组', '數據分組', 'Data group'],
});

/**
 * The cuts whose rows may overlap (a declaration counts in each data group it falls in), so their
 * rows need not add up to the funnel: the page and the report say so (STAT_MESSAGES.groupsOverlap).
 */
export const OVERLAPPING_CUTS: ReadonlySet<StatCut> = new Set<StatCut>(['dataGroup']);

/** The tables the page shows, each exportable to Excel (STAT_EXPORT). */
export const STAT_TABLES = [
  'funnel',
  ...STAT_CUTS,
  'experts',
  'scores',
  'conflicts',
  'objections',
  'years',
] as const;
export type StatTable = (typeof STAT_TABLES)[number];

export const STAT_MESSAGES = defineMessages('statistics', {
  editionRequired: ['请选择届次', '請選擇屆次', 'Please choose an edition'],
  awardRequired: ['请选择奖项', '請選擇獎項', 'Please choose an award'],
  cut: ['统计维度不正确', '統計維度不正確', 'The breakdown is not valid'],
  cutMissing: ['请选择统计维度', '請選擇統計維度', 'Please choose a breakdown'],
  table: ['统计表不正确', '統計表不正確', 'The table is not valid'],
  tableMissing: ['请选择统计表', '請選擇統計表', 'Please choose a table'],
  editionNotFound: ['届次不存在', '屆次不存在', 'The edition does not exist'],
  awardNotFound: ['奖项不存在', '獎項不存在', 'The award does not exist'],
  noGrade: ['未定等级', '未定等級', 'No grade'],
  noValue: ['未填写', '未填寫', 'Not given'],
  groupsOverlap: [
    '数据分组可能相互重叠：一项申报计入它所属的每个分组，各行之和可能大于总数。',
    '數據分組可能相互重疊：一項申報計入它所屬的每個分組，各行之和可能大於總數。',
    'Data groups may overlap: a declaration counts in every group it falls in, so the rows may add up to more than the total.',
  ],
  // ---- the Excel files (headers in the reader's language) ----
  file: ['统计分析', '統計分析', 'Statistics'],
  stage: ['阶段', '階段', 'Stage'],
  count: ['数量', '數量', 'Count'],
  rate: ['占申报比例', '占申報比例', 'Share of declared'],
  name: ['名称', '名稱', 'Name'],
  expert: ['专家', '專家', 'Expert'],
  assigned: ['分配数', '分配數', 'Assigned'],
  submitted: ['已提交', '已提交', 'Submitted'],
  completion: ['完成率', '完成率', 'Completion'],
  avgHours: ['平均用时（小时）', '平均用時（小時）', 'Mean time (hours)'],
  offset: ['校准偏移', '校準偏移', 'Calibration offset'],
  bucket: ['分数段', '分數段', 'Score band'],
  conflictType: ['回避类型', '迴避類型', 'Conflict type'],
  confirmed: ['已确认', '已確認', 'Confirmed'],
  pending: ['待处理', '待處理', 'Pending'],
  outcome: ['处理结果', '處理結果', 'Outcome'],
  screeningReason: ['不予受理理由', '不予受理理由', 'Reason not admitted'],
  year: ['年度', '年度', 'Year'],
  edition: ['届次', '屆次', 'Edition'],
});

const editionId = idField(STAT_MESSAGES.editionRequired);
const awardId = idField(STAT_MESSAGES.awardRequired);

export const statEditionSchema = z.strictObject({ editionId });
export type StatEditionQuery = z.infer<typeof statEditionSchema>;
export const statCutSchema = z.strictObject({
  editionId,
  cut: choice(STAT_CUTS, STAT_MESSAGES.cut, STAT_MESSAGES.cutMissing),
});
export type StatCutQuery = z.infer<typeof statCutSchema>;
export const statYearsSchema = z.strictObject({ awardId });
export type StatYearsQuery = z.infer<typeof statYearsSchema>;
/** One table as Excel: the edition's (or, for `years`, the award's). */
export const statExportSchema = z
  .strictObject({
    table: choice(STAT_TABLES, STAT_MESSAGES.table, STAT_MESSAGES.tableMissing),
    editionId: editionId.optional(),
    awardId: awardId.optional(),
  })
  .superRefine((v, ctx) => {
    if (v.table === 'years' ? v.awardId === undefined : v.editionId === undefined)
      ctx.addIssue({
        code: 'custom',
        path: [v.table === 'years' ? 'awardId' : 'editionId'],
        message: v.table === 'years' ? STAT_MESSAGES.awardRequired : STAT_MESSAGES.editionRequired,
      });
  });
export type StatExportQuery = z.infer<typeof statExportSchema>;

/** Counts per funnel stage. */
export type FunnelCounts = Record<FunnelStage, number>;

/** One edition of the picker. */
export interface StatEditionOption {
  editionId: number;
  editionName: string;
  year: number;
  status: string;
}

export interface StatFunnel {
  editionId: number;
  funnel: FunnelCounts;
  /** The formal examination: decided (passed, not accepted, deferred), passed, returned at least once. */
  examination: { decided: number; passed: number; returned: number; passRate: number; returnRate: number };
}

/** One row of a cut: its key, its label in the reader's language, the funnel. */
export interface StatCutRow extends FunnelCounts {
  key: string;
  label: string;
}

export interface StatExpertRow {
  expertId: number;
  expertName: string;
  assigned: number;
  submitted: number;
  /** submitted / assigned, 0..1 */
  completion: number;
  /** Mean hours from assignment to submission; null with nothing submitted. */
  avgHours: number | null;
  /** The expert's additive bias (least squares, on 0..100); null when not computed. */
  offset: number | null;
}

export interface StatReview {
  editionId: number;
  experts: StatExpertRow[];
  /** Submitted totals (0..100) in ten bands: [0,10), [10,20) … [90,100]. */
  histogram: { band: string; count: number }[];
  /** Declarations with a submitted review, and how many the range and the SD flags mark. */
  disagreement: { declarations: number; range: number; sd: number };
  /** Conflicts of interest by type: confirmed and pending. */
  conflicts: { conflictType: string; label: string; confirmed: number; pending: number }[];
  /** Whether the calibration offsets are shown: only to callers who see the whole edition. */
  offsets: boolean;
}

export interface StatObjections {
  editionId: number;
  /** Objections against the edition's declarations in the caller's scope. */
  total: number;
  /** Each status (filed, admitted, not admitted, upheld, dismissed), in that order, zeros kept. */
  statuses: { status: ObjectionStatus; label: string; count: number }[];
  /** The not admitted ones by screening reason, in the rules' order, zeros kept. */
  reasons: { reason: ScreeningReason; label: string; count: number }[];
}

export interface StatYearRow extends FunnelCounts {
  editionId: number;
  editionName: string;
  year: number;
}
