import { z } from 'zod';
import { idField, requiredText } from './admin-fields';
import { defineMessages } from './i18n';
import { type Fraction, type QuotaUse, type Threshold, thresholdSchema } from './meeting';
import { text } from './primitives';
import { NORMALISATIONS, type Normalisation } from './review';

/**
 * Results within quotas (docs/domain.md "Results"): per award of an edition, the ranking with
 * every score method, the meeting's grades, quota use, a what-if, and the confirmed lists
 * (`/rest/result/*`, RESULT_*).
 */

export const RESULT_MESSAGES = defineMessages('result', {
  editionIdRequired: ['请选择届次', '請選擇屆次', 'Please choose an edition'],
  awardIdRequired: ['请选择奖项', '請選擇獎項', 'Please choose an award'],
  listIdRequired: ['请选择结果版本', '請選擇結果版本', 'Please choose a result version'],
  reasonRequired: ['请输入重新开启的理由', '請輸入重新開啟的理由', 'Please give the reason for reopening'],
  documentNoRequired: ['请输入决定文号', '請輸入決定文號', 'Please enter the decision’s document number'],
  method: ['评分方法不正确', '評分方法不正確', 'The score method is not valid'],
  awardNotInEdition: ['该奖项不在本届', '該獎項不在本屆', 'The award is not in this edition'],
  listNotFound: ['结果版本不存在', '結果版本不存在', 'The result version does not exist'],
  alreadyConfirmed: [
    '该奖项已有确认的结果（第 {version} 版），如需更改请先重新开启',
    '該獎項已有確認的結果（第 {version} 版），如需更改請先重新開啟',
    'This award has a confirmed result (version {version}): reopen it first to change it',
  ],
  notConfirmed: [
    '该结果版本不是当前确认的版本',
    '該結果版本不是當前確認的版本',
    'This version is not the confirmed one',
  ],
  nothingToConfirm: ['没有待确认的申报', '沒有待確認的申報', 'No declaration is waiting for a result'],
  runoffPending: [
    '会议评审尚有加投未完成，不能确认结果',
    '會議評審尚有加投未完成，不能確認結果',
    'A meeting run-off is pending: the result cannot be confirmed',
  ],
  roundOpen: [
    '会议评审尚有投票轮次未结束，不能确认结果',
    '會議評審尚有投票輪次未結束，不能確認結果',
    'A meeting round is still open: the result cannot be confirmed',
  ],
  notVoted: [
    '尚有 {count} 项申报未经会议表决，不能确认结果',
    '尚有 {count} 項申報未經會議表決，不能確認結果',
    '{count} declarations have not been voted on by a meeting: the result cannot be confirmed',
  ],
  overQuota: [
    '「{grade}」拟授奖 {used} 项，超过名额 {places} 项',
    '「{grade}」擬授獎 {used} 項，超過名額 {places} 項',
    '“{grade}” has {used} proposed, over its {places} places',
  ],
  moveRefused: ['「{project}」：{reason}', '「{project}」：{reason}', '“{project}”: {reason}'],
});
const M = RESULT_MESSAGES;

const editionId = idField(M.editionIdRequired);
const awardId = idField(M.awardIdRequired);

export const resultEditionSchema = z.object({ editionId }).strict();
export const resultAwardSchema = z.object({ editionId, awardId }).strict();
export type ResultAward = z.infer<typeof resultAwardSchema>;
/** What-if: another method or other thresholds, nothing stored. */
export const resultWhatIfSchema = z
  .object({
    editionId,
    awardId,
    method: z.enum(NORMALISATIONS, { error: M.method }).optional(),
    thresholds: z
      .record(text({ error: M.method }).regex(/^([1-9]|1\d|20)$/, { error: M.method }), thresholdSchema)
      .optional(),
    quotaPassDown: z.boolean().optional(),
  })
  .strict();
export type ResultWhatIf = z.infer<typeof resultWhatIfSchema>;
export const resultConfirmSchema = z.object({ editionId, awardId }).strict();
export const resultListIdSchema = z.object({ listId: idField(M.listIdRequired) }).strict();
export const resultReopenSchema = z
  .object({
    listId: idField(M.listIdRequired),
    reason: requiredText(500, M.reasonRequired),
    documentNo: requiredText(100, M.documentNoRequired),
  })
  .strict();
export type ResultReopen = z.infer<typeof resultReopenSchema>;

export interface ResultRow {
  declarationId: number;
  projectName: string;
  unitName: string;
  status: string;
  /** Place in the ranking by the method in force (1 = best); ties share no place (id order). */
  rank: number;
  scores: Record<Normalisation, number | null>;
  ranked: number | null;
  /** The meeting's proposed grade (null: none or not decided), and where the tally stands. */
  meetingLevel: number | null;
  meetingOutcome: 'graded' | 'none' | 'runoff' | 'pending' | null;
  /** The grade the list would give: the meeting's where a meeting decides, else by rank within quotas. */
  gradeLevel: number | null;
  gradeName: string | null;
}
export interface ResultView {
  editionId: number;
  awardId: number;
  awardName: string;
  /** The method ranking the list (the review's locked one unless a what-if changes it). */
  method: Normalisation;
  /** The flow decides by a meeting (grades from its votes) or by scores within quotas. */
  decidedBy: 'meeting' | 'scores';
  quotaPassDown: boolean;
  thresholds: Record<string, Threshold>;
  quorum: Fraction;
  rows: ResultRow[];
  quotas: QuotaUse[];
  /** Declarations whose grade differs from the stored ranking's (what-if only). */
  moved?: { declarationId: number; from: number | null; to: number | null }[];
  current: ResultListView | null;
  versions: ResultListView[];
  /** Why the list cannot be confirmed now, or null. */
  blocked: string | null;
}
/** An award of the edition on the picker, with where its result stands. */
export interface ResultAwardItem {
  awardId: number;
  awardName: string;
  decidedBy: 'meeting' | 'scores';
  /** Declarations waiting for a result (in expert or meeting review). */
  waiting: number;
  current: { listId: number; version: number; contentHash: string } | null;
}
export interface ResultEntryView {
  declarationId: number;
  projectName: string;
  rank: number;
  score: number | null;
  gradeLevel: number | null;
  gradeName: string | null;
}
export interface ResultListView {
  listId: number;
  editionId: number;
  awardId: number;
  version: number;
  status: 'confirmed' | 'reopened';
  method: string;
  contentHash: string;
  confirmedBy: string;
  confirmedTime: string;
  reopenedBy: string | null;
  reopenedTime: string | null;
  reopenReason: string | null;
  reopenDocumentNo: string | null;
  entries?: ResultEntryView[];
}
