import { z } from 'zod';
import { idField } from './admin-fields';
import { defineMessages, type MessageRef } from './i18n';
import type { Normalisation } from './review';

/**
 * The outputs of an edition (issue 17 item 7, docs/domain.md "Outputs"): the review summary of one
 * declaration (staff: `/rest/result/reviewSummary*`, RESULT_VIEW; the declaring unit on the site,
 * anonymised: `/rest/declarer/reviewSummary`), the award certificates' data
 * (`/rest/result/certificates*`, RESULT_VIEW) and the annual report of the edition's figures
 * (`/rest/statistics/report*`, STAT_VIEW / STAT_EXPORT).
 */

export const OUTPUT_MESSAGES = defineMessages('outputs', {
  declarationIdRequired: ['请选择申报', '請選擇申報', 'Please choose a declaration'],
  editionIdRequired: ['请选择届次', '請選擇屆次', 'Please choose an edition'],
  editionNotFound: ['届次不存在', '屆次不存在', 'The edition does not exist'],
  notReviewed: [
    '该申报未经专家评审或会议评审，没有评审意见汇总',
    '該申報未經專家評審或會議評審，沒有評審意見匯總',
    'This declaration has not been through the expert or meeting review: there is no review summary',
  ],
  notPublished: [
    '评审结果公示后方可查看评审意见汇总',
    '評審結果公示後方可查看評審意見匯總',
    'The review summary can be seen once the results are published',
  ],
  noAwarded: [
    '本届尚无授奖项目，没有获奖证书数据',
    '本屆尚無授獎項目，沒有獲獎證書數據',
    'No declaration of this edition is awarded yet: there is no certificate data',
  ],
  reportDraft: [
    '草稿届次尚无统计数据，不能生成年度报告',
    '草稿屆次尚無統計數據，不能生成年度報告',
    'A draft edition has no figures yet: there is no annual report',
  ],
  summaryTitle: ['评审意见汇总', '評審意見匯總', 'Review summary'],
  certificatesTitle: ['获奖证书数据', '獲獎證書數據', 'Award certificates'],
  certificatesFile: ['获奖证书数据', '獲獎證書數據', 'Award certificates'],
  reportTitle: ['{edition}年度统计报告', '{edition}年度統計報告', 'Annual report: {edition}'],
  reportFile: ['年度统计报告', '年度統計報告', 'Annual report'],
  expertLabel: ['专家{n}', '專家{n}', 'Expert {n}'],
  expert: ['评审专家', '評審專家', 'Expert'],
  organisation: ['工作单位', '工作單位', 'Organisation'],
  total: ['总分', '總分', 'Total'],
  scores: ['评分', '評分', 'Scores'],
  comment: ['评审意见', '評審意見', 'Comments'],
  commentsWithheld: [
    '评审意见在本届评审结束后公开',
    '評審意見在本屆評審結束後公開',
    'The comments are released when the edition has finished',
  ],
  meanTotal: ['平均分', '平均分', 'Mean total'],
  calibrated: ['校准分（{method}）', '校準分（{method}）', 'Calibrated score ({method})'],
  rank: ['奖项内排名', '獎項內排名', 'Rank within the award'],
  rankOf: ['第 {rank} 名 / 共 {of} 项', '第 {rank} 名 / 共 {of} 項', '{rank} of {of}'],
  meetingOutcome: ['会议评审结果', '會議評審結果', 'Meeting outcome'],
  grade: ['授奖等级', '授獎等級', 'Grade'],
  status: ['当前状态', '當前狀態', 'Status'],
  project: ['项目名称', '項目名稱', 'Project'],
  award: ['奖项', '獎項', 'Award'],
  unit: ['申报单位', '申報單位', 'Declaring unit'],
  edition: ['届次', '屆次', 'Edition'],
  none: ['无', '無', 'None'],
  noReviews: ['没有已提交的评审', '沒有已提交的評審', 'No submitted review'],
  certificateNo: ['证书编号', '證書編號', 'Certificate number'],
  completers: ['主要完成人（按顺序）', '主要完成人（按順序）', 'Completers (in order)'],
  units: ['完成单位（按顺序）', '完成單位（按順序）', 'Units (in order)'],
  seq: ['序号', '序號', 'No.'],
  printedAt: ['打印时间：{time}', '列印時間：{time}', 'Printed {time}'],
  section: ['部分', '部分', 'Section'],
  item: ['项目', '項目', 'Item'],
  measure: ['指标', '指標', 'Measure'],
  value: ['数值', '數值', 'Value'],
  funnel: ['申报漏斗', '申報漏斗', 'Funnel'],
  examination: ['形式审查', '形式審查', 'Formal examination'],
  decided: ['已审查', '已審查', 'Decided'],
  passRate: ['通过率（%）', '通過率（%）', 'Pass rate (%)'],
  returnRate: ['退回修改率（%）', '退回修改率（%）', 'Return rate (%)'],
  cutBy: ['按{cut}', '按{cut}', 'By {cut}'],
  workload: ['专家工作量', '專家工作量', 'Expert workload'],
  assigned: ['分配', '分配', 'Assigned'],
  submitted: ['已提交', '已提交', 'Submitted'],
  completion: ['完成率（%）', '完成率（%）', 'Completion (%)'],
  avgHours: ['平均用时（小时）', '平均用時（小時）', 'Mean hours'],
  objections: ['异议', '異議', 'Objections'],
  objectionsByReason: ['不予受理的异议（按理由）', '不予受理的異議（按理由）', 'Not admitted, by reason'],
  years: ['历年对比：{award}', '歷年對比：{award}', 'Year over year: {award}'],
  year: ['年度', '年度', 'Year'],
});
const M = OUTPUT_MESSAGES;

export const reviewSummarySchema = z.object({ declarationId: idField(M.declarationIdRequired) }).strict();
export type ReviewSummaryQuery = z.infer<typeof reviewSummarySchema>;
export const outputEditionSchema = z.object({ editionId: idField(M.editionIdRequired) }).strict();
export type OutputEditionQuery = z.infer<typeof outputEditionSchema>;

/** One submitted review in the summary. For the unit: `expertId` and `organisation` null, the name a label. */
export interface ReviewSummaryReview {
  /** Staff: the expert's name; the unit: 专家一, 专家二… (in the order the reviews were assigned). */
  reviewer: string;
  expertId: number | null;
  organisation: string | null;
  /** One per standard, in the standards' order; null where not scored. */
  scores: (number | null)[];
  /** On the edition's scale (0..scale). */
  total: number | null;
  /** null when withheld from the unit (`commentsReleased: false`). */
  comment: string | null;
}

export interface ReviewSummaryView {
  declarationId: number;
  projectName: string;
  editionName: string;
  awardName: string;
  unitName: string;
  status: string;
  statusName: string;
  scale: number;
  standards: { standardId: number; standardName: string; maxScore: number; weight: number }[];
  reviews: ReviewSummaryReview[];
  meanTotal: number | null;
  method: Normalisation;
  methodName: string;
  /** The calibrated score by the edition's locked method, on the scale. */
  calibrated: number | null;
  /** Within the award's ranking (the confirmed list where there is one). */
  rank: { rank: number; of: number } | null;
  /** The meeting's outcome where a meeting voted, in the reader's language. */
  meetingOutcome: string | null;
  gradeName: string | null;
  /** Whether the comments are shown (always for staff; for the unit once the edition has finished). */
  commentsReleased: boolean;
}

export interface CertificateRow {
  certificateNo: string;
  declarationId: number;
  projectName: string;
  awardName: string;
  gradeLevel: number;
  gradeName: string;
  /** Names, in the completers' order. */
  completers: string[];
  /** The declaring unit, then the completers' units in their order, each once. */
  units: string[];
}

export const MEETING_OUTCOME_NAMES: Record<'graded' | 'none' | 'runoff' | 'pending', MessageRef> =
  defineMessages('outputsMeetingOutcome', {
    graded: ['建议授奖', '建議授獎', 'Award proposed'],
    none: ['不建议授奖', '不建議授獎', 'No award proposed'],
    runoff: ['待加投', '待加投', 'Run-off pending'],
    pending: ['待定', '待定', 'Pending'],
  });
