import { z } from 'zod';
import {
  choice,
  codeField,
  filterOneOf,
  filterText,
  idField,
  idListField,
  oneOf,
  optionalText,
  requiredText,
  sortNumberField,
} from './admin-fields';
import { defineMessages, type MessageRef } from './i18n';
import { pageRequestSchema } from './paging';
import { int4 } from './primitives';

/**
 * Awards (prizes) and their grades, standards and preset flow (DOMAIN.md
 * "Catalogue", docs/domain.md). Editions copy grades, standards and flow from
 * here, so the award-level rules (weights sum to 100, flow order) live once.
 */

/** Award status: 1 enabled (can be added to an edition), 0 disabled. */
export const AWARD_STATUS = { enabled: 1, disabled: 0 } as const;

/** Award categories (a fixed list: the specification shows no dictionary for it). */
export const AWARD_CATEGORIES = defineMessages('awardCategory', {
  progress: ['科技进步奖', '科技進步獎', 'Science & technology progress'],
  invention: ['技术发明奖', '技術發明獎', 'Technological invention'],
  natural: ['自然科学奖', '自然科學獎', 'Natural science'],
  innovation: ['创新团队奖', '創新團隊獎', 'Innovation team'],
  talent: ['人才奖', '人才獎', 'Talent'],
});
export type AwardCategory = keyof typeof AWARD_CATEGORIES;
const categoryCodes = Object.keys(AWARD_CATEGORIES) as [AwardCategory, ...AwardCategory[]];

/**
 * The stages a declaration may go through, in their only possible order. A flow
 * is a subsequence of this list (docs/domain.md "Preset flow").
 */
export const FLOW_STAGES = [
  'formal_examination',
  'recommendation',
  'expert_review',
  'meeting_review',
  'publicity',
] as const;
export type FlowStage = (typeof FLOW_STAGES)[number];
export const FLOW_STAGE_NAMES: Record<FlowStage, MessageRef> = defineMessages('flowStage', {
  formal_examination: ['形式审查', '形式審查', 'Formal examination'],
  recommendation: ['推荐', '推薦', 'Recommendation'],
  expert_review: ['专家评审', '專家評審', 'Expert review'],
  meeting_review: ['会议评审', '會議評審', 'Meeting review'],
  publicity: ['公示', '公示', 'Publicity'],
});
export const DEFAULT_FLOW: FlowStage[] = [...FLOW_STAGES];

/** The sum every award's (and edition award's) standard weights must reach. */
export const WEIGHT_TOTAL = 100;
export const MAX_GRADES = 10;
export const MAX_STANDARDS = 30;

export const AWARD_MESSAGES = defineMessages('awards', {
  awardIdRequired: ['请选择奖项', '請選擇獎項', 'Please choose an award'],
  awardCodeRequired: ['请输入奖项编码', '請輸入獎項編碼', 'Please enter the award code'],
  awardCodeRule: [
    '奖项编码为2至32位大写字母、数字、下划线或中划线，以字母开头',
    '獎項編碼為2至32位大寫字母、數字、下劃線或中劃線，以字母開頭',
    'An award code is 2 to 32 capitals, digits, _ or -, starting with a letter',
  ],
  awardCodeTaken: ['该奖项编码已存在', '該獎項編碼已存在', 'The award code is already taken'],
  awardNameRequired: ['请输入奖项名称', '請輸入獎項名稱', 'Please enter the award name'],
  awardNameTooLong: [
    '奖项名称不能超过100个字符',
    '獎項名稱不能超過100個字符',
    'The award name is at most 100 characters',
  ],
  category: ['奖项类别不正确', '獎項類別不正確', 'The category is not valid'],
  categoryMissing: ['请选择奖项类别', '請選擇獎項類別', 'Please choose the category'],
  status: [
    '状态只能是启用(1)或停用(0)',
    '狀態只能是啟用(1)或停用(0)',
    'The status is enabled (1) or disabled (0)',
  ],
  notFound: ['奖项不存在', '獎項不存在', 'The award does not exist'],
  inUse: [
    '奖项「{name}」已被届次{editions}使用，不能删除',
    '獎項「{name}」已被屆次{editions}使用，不能刪除',
    'The award “{name}” is used by {editions}: it cannot be deleted',
  ],
  inUseAny: [
    '奖项已被届次使用，不能删除',
    '獎項已被屆次使用，不能刪除',
    'An edition uses the award: it cannot be deleted',
  ],
  gradesRequired: ['请至少设置一个奖励等级', '請至少設置一個獎勵等級', 'Set at least one grade'],
  gradesTooMany: [
    `奖励等级最多${MAX_GRADES}个`,
    `獎勵等級最多${MAX_GRADES}個`,
    `At most ${MAX_GRADES} grades`,
  ],
  gradeNameRequired: ['请输入等级名称', '請輸入等級名稱', 'Please enter the grade name'],
  gradeLevel: [
    '等级序号必须是1至99之间的整数（1为最高）',
    '等級序號必須是1至99之間的整數（1為最高）',
    'The level is a whole number from 1 to 99 (1 is the highest)',
  ],
  quota: [
    '名额必须是0至9999之间的整数',
    '名額必須是0至9999之間的整數',
    'The quota is a whole number from 0 to 9999',
  ],
  gradeLevelDuplicate: ['等级序号不能重复', '等級序號不能重複', 'Two grades have the same level'],
  gradeNameDuplicate: ['等级名称不能重复', '等級名稱不能重複', 'Two grades have the same name'],
  standardsRequired: ['请至少设置一项评分标准', '請至少設置一項評分標準', 'Set at least one criterion'],
  standardsTooMany: [
    `评分标准最多${MAX_STANDARDS}项`,
    `評分標準最多${MAX_STANDARDS}項`,
    `At most ${MAX_STANDARDS} criteria`,
  ],
  standardNameRequired: ['请输入评分标准名称', '請輸入評分標準名稱', 'Please enter the criterion name'],
  standardNameDuplicate: ['评分标准名称不能重复', '評分標準名稱不能重複', 'Two criteria have the same name'],
  maxScore: [
    '满分必须是1至1000之间的整数',
    '滿分必須是1至1000之間的整數',
    'The max score is a whole number from 1 to 1000',
  ],
  weight: [
    '权重必须是1至100之间的整数',
    '權重必須是1至100之間的整數',
    'The weight is a whole number from 1 to 100',
  ],
  weightSum: [
    `评分标准权重之和必须为${WEIGHT_TOTAL}，当前为{sum}`,
    `評分標準權重之和必須為${WEIGHT_TOTAL}，當前為{sum}`,
    `The weights must total ${WEIGHT_TOTAL}; now {sum}`,
  ],
  flowRequired: ['请设置评审流程', '請設置評審流程', 'Set the flow'],
  flowStage: ['评审环节不正确', '評審環節不正確', 'Unknown stage'],
  flowDuplicate: ['评审环节不能重复', '評審環節不能重複', 'A stage appears twice'],
  flowOrder: [
    '评审环节须按 形式审查→推荐→专家评审→会议评审→公示 的顺序排列',
    '評審環節須按 形式審查→推薦→專家評審→會議評審→公示 的順序排列',
    'Stages go in the order formal examination → recommendation → expert review → meeting review → publicity',
  ],
  flowFormal: [
    '评审流程必须包含形式审查',
    '評審流程必須包含形式審查',
    'The flow must include the formal examination',
  ],
  flowPublicity: ['评审流程必须包含公示', '評審流程必須包含公示', 'The flow must include publicity'],
  flowReview: [
    '评审流程必须包含专家评审或会议评审',
    '評審流程必須包含專家評審或會議評審',
    'The flow must include an expert review or a meeting review',
  ],
});

const AWARD_CODE_PATTERN = /^[A-Z][A-Z0-9_-]{1,31}$/;

const awardId = idField(AWARD_MESSAGES.awardIdRequired);
const awardCode = codeField(
  AWARD_CODE_PATTERN,
  AWARD_MESSAGES.awardCodeRequired,
  AWARD_MESSAGES.awardCodeRule,
);
const awardName = requiredText(100, AWARD_MESSAGES.awardNameRequired, AWARD_MESSAGES.awardNameTooLong);
const category = choice(categoryCodes, AWARD_MESSAGES.category, AWARD_MESSAGES.categoryMissing);
const status = oneOf([AWARD_STATUS.enabled, AWARD_STATUS.disabled], AWARD_MESSAGES.status);

const int = (min: number, max: number, message: string) =>
  int4({ error: message }).min(min, { error: message }).max(max, { error: message });

/** Duplicates within a list, reported on the list's field. */
function uniqueBy<T>(items: readonly T[], key: (item: T) => unknown): boolean {
  return new Set(items.map(key)).size === items.length;
}

// ---- grades ----

export const gradeSchema = z.object({
  gradeName: requiredText(20, AWARD_MESSAGES.gradeNameRequired),
  /** 1 is the highest grade (special), then 2 (first)... */
  gradeLevel: int(1, 99, AWARD_MESSAGES.gradeLevel),
  quota: int(0, 9999, AWARD_MESSAGES.quota),
});
export type GradeInput = z.infer<typeof gradeSchema>;

/** A full set of grades (it replaces the previous set): names and levels unique. */
export const gradeSetField = z
  .array(gradeSchema, { error: AWARD_MESSAGES.gradesRequired })
  .min(1, { error: AWARD_MESSAGES.gradesRequired })
  .max(MAX_GRADES, { error: AWARD_MESSAGES.gradesTooMany })
  .superRefine((grades, ctx) => {
    if (!uniqueBy(grades, (g) => g.gradeLevel))
      ctx.addIssue({ code: 'custom', message: AWARD_MESSAGES.gradeLevelDuplicate });
    if (!uniqueBy(grades, (g) => g.gradeName))
      ctx.addIssue({ code: 'custom', message: AWARD_MESSAGES.gradeNameDuplicate });
  });

// ---- standards ----

export const standardSchema = z.object({
  standardName: requiredText(50, AWARD_MESSAGES.standardNameRequired),
  description: optionalText(1000),
  maxScore: int(1, 1000, AWARD_MESSAGES.maxScore),
  weight: int(1, 100, AWARD_MESSAGES.weight),
});
export type StandardInput = z.infer<typeof standardSchema>;

export const weightSum = (standards: readonly { weight: number }[]): number =>
  standards.reduce((sum, s) => sum + s.weight, 0);

/** A full set of standards (it replaces the previous set): the weights must sum to 100. */
export const standardSetField = z
  .array(standardSchema, { error: AWARD_MESSAGES.standardsRequired })
  .min(1, { error: AWARD_MESSAGES.standardsRequired })
  .max(MAX_STANDARDS, { error: AWARD_MESSAGES.standardsTooMany })
  .superRefine((standards, ctx) => {
    if (!uniqueBy(standards, (s) => s.standardName))
      ctx.addIssue({ code: 'custom', message: AWARD_MESSAGES.standardNameDuplicate });
    const sum = weightSum(standards);
    if (sum !== WEIGHT_TOTAL) ctx.addIssue({ code: 'custom', message: AWARD_MESSAGES.weightSum({ sum }) });
  });

// ---- flow ----

/** Why a flow is not acceptable, or null. Shared by the schema and the edition's transition checks. */
export function flowProblem(flow: readonly string[]): MessageRef | null {
  if (flow.length === 0) return AWARD_MESSAGES.flowRequired;
  const positions = flow.map((stage) => FLOW_STAGES.indexOf(stage as FlowStage));
  if (positions.some((p) => p < 0)) return AWARD_MESSAGES.flowStage;
  if (!uniqueBy(flow, (s) => s)) return AWARD_MESSAGES.flowDuplicate;
  if (positions.some((p, i) => i > 0 && p < positions[i - 1]!)) return AWARD_MESSAGES.flowOrder;
  if (!flow.includes('formal_examination')) return AWARD_MESSAGES.flowFormal;
  if (!flow.includes('expert_review') && !flow.includes('meeting_review')) return AWARD_MESSAGES.flowReview;
  if (!flow.includes('publicity')) return AWARD_MESSAGES.flowPublicity;
  return null;
}

export const flowField = z
  .array(z.enum(FLOW_STAGES, { error: AWARD_MESSAGES.flowStage }), { error: AWARD_MESSAGES.flowRequired })
  .superRefine((flow, ctx) => {
    const problem = flowProblem(flow);
    if (problem) ctx.addIssue({ code: 'custom', message: problem });
  });

// ---- requests ----

const optionalAwardFields = {
  description: optionalText(2000),
  status: status.optional(),
  sortNumber: sortNumberField,
};

/** A new award; grades, standards and flow may come with it or be saved later. */
export const awardAddSchema = z.object({
  awardCode,
  awardName,
  category,
  ...optionalAwardFields,
  grades: gradeSetField.optional(),
  standards: standardSetField.optional(),
  flow: flowField.optional(),
});
export type AwardAdd = z.infer<typeof awardAddSchema>;

export const awardUpdateSchema = z.object({
  awardId,
  awardCode: awardCode.optional(),
  awardName: awardName.optional(),
  category: category.optional(),
  ...optionalAwardFields,
});
export type AwardUpdate = z.infer<typeof awardUpdateSchema>;

export const awardPageQuerySchema = pageRequestSchema.extend({
  awardName: filterText,
  awardCode: filterText,
  category: z.preprocess((v) => (v === '' || v === null ? undefined : v), category.optional()).optional(),
  status: filterOneOf([AWARD_STATUS.enabled, AWARD_STATUS.disabled], AWARD_MESSAGES.status),
});
export type AwardPageQuery = z.infer<typeof awardPageQuerySchema>;

export const awardIdSchema = z.object({ awardId });
export const awardStatusSchema = z.object({ awardIds: idListField(AWARD_MESSAGES.awardIdRequired), status });
export const awardGradesSchema = z.object({ awardId, grades: gradeSetField });
export const awardStandardsSchema = z.object({ awardId, standards: standardSetField });
export const awardFlowSchema = z.object({ awardId, flow: flowField });

// ---- answers ----

export interface GradeView {
  gradeName: string;
  gradeLevel: number;
  /** The award's default quota, or the edition's quota for an edition award. */
  quota: number;
}

export interface StandardView {
  standardName: string;
  description: string | null;
  maxScore: number;
  weight: number;
}

export interface AwardView {
  awardId: number;
  awardCode: string;
  awardName: string;
  category: AwardCategory;
  description: string | null;
  status: number;
  sortNumber: number;
  flow: FlowStage[];
  grades: GradeView[];
  standards: StandardView[];
  /** How many editions include the award (it cannot be deleted while > 0). */
  editionCount: number;
  createBy: string | null;
  createTime: string;
  updateBy: string | null;
  updateTime: string | null;
}

export interface AwardOption {
  awardId: number;
  awardCode: string;
  awardName: string;
  category: AwardCategory;
}
