import { z } from 'zod';
import { choice, filterText, idField, idListField, optionalText } from './admin-fields';
import type { DeclarationView } from './declarations';
import { defineMessages, type MessageRef } from './i18n';
import { pageRequestSchema } from './paging';

/**
 * The formal examination (形式审查, DOMAIN.md): the queue of submitted and
 * resubmitted declarations of editions in examination, and the decisions
 * (docs/domain.md "Formal examination").
 */

export const EXAMINATION_DECISIONS = ['pass', 'return', 'reject', 'defer'] as const;
export type ExaminationDecision = (typeof EXAMINATION_DECISIONS)[number];
export const EXAMINATION_DECISION_NAMES: Record<ExaminationDecision, MessageRef> = defineMessages(
  'examinationDecision',
  {
    pass: ['通过', '通過', 'Passed'],
    return: ['退回修改', '退回修改', 'Returned for correction'],
    reject: ['不予受理', '不予受理', 'Not accepted'],
    defer: ['缓评', '緩評', 'Deferred'],
  },
);

export const EXAMINATION_MESSAGES = defineMessages('examination', {
  declarationIdRequired: ['请选择申报', '請選擇申報', 'Please choose a declaration'],
  decision: ['审查结论不正确', '審查結論不正確', 'The decision is not valid'],
  decisionMissing: ['请选择审查结论', '請選擇審查結論', 'Please choose a decision'],
  opinionRequired: ['请填写审查意见', '請填寫審查意見', 'Please give the opinion'],
  opinionTooLong: [
    '审查意见不能超过1000个字符',
    '審查意見不能超過1000個字符',
    'The opinion is at most 1000 characters',
  ],
  filter: ['查询条件格式不正确', '查詢條件格式不正確', 'The search is not valid'],
  status: ['申报状态不正确', '申報狀態不正確', 'The status is not valid'],
  batchRefused: [
    '有 {count} 条申报不能通过，本次批量通过未执行',
    '有 {count} 條申報不能通過，本次批量通過未執行',
    '{count} declaration(s) cannot pass: the batch was not carried out',
  ],
  /** One line of a refused batch: the project and why it cannot pass. */
  refusedDeclaration: ['「{project}」{reason}', '「{project}」{reason}', '“{project}”: {reason}'],
  // ---- the system message telling the unit of a decision (server, modules/examination/notify.ts) ----
  noticeTitle: ['形式审查结果：{verdict}', '形式審查結果：{verdict}', 'Formal examination: {verdict}'],
  noticeText: [
    '您单位申报的「{project}」形式审查结论为：{verdict}，当前状态「{status}」。',
    '您單位申報的「{project}」形式審查結論為：{verdict}，目前狀態「{status}」。',
    "The formal examination of your unit's declaration “{project}” concluded: {verdict}. Its status is now {status}.",
  ],
  noticeTextSubmitted: [
    '您单位于 {submittedAt} 提交的「{project}」形式审查结论为：{verdict}，当前状态「{status}」。',
    '您單位於 {submittedAt} 提交的「{project}」形式審查結論為：{verdict}，目前狀態「{status}」。',
    "The formal examination of your unit's declaration “{project}”, submitted on {submittedAt}, concluded: {verdict}. Its status is now {status}.",
  ],
  noticeOpinion: ['审查意见：{opinion}', '審查意見：{opinion}', 'Opinion: {opinion}'],
});

const declarationId = idField(EXAMINATION_MESSAGES.declarationIdRequired);
const blankToUndefined = (v: unknown) =>
  v === null || (typeof v === 'string' && v.trim() === '') ? undefined : v;
const idFilter = z.preprocess(blankToUndefined, idField(EXAMINATION_MESSAGES.filter).optional()).optional();

export const examinationQueueSchema = pageRequestSchema.extend({
  editionId: idFilter,
  awardId: idFilter,
  unitId: idFilter,
  /** Only first submissions or only resubmissions; blank: both. */
  status: z
    .preprocess(
      blankToUndefined,
      z.enum(['submitted', 'resubmitted'], { error: EXAMINATION_MESSAGES.status }).optional(),
    )
    .optional(),
  projectName: filterText,
});
export type ExaminationQueueQuery = z.infer<typeof examinationQueueSchema>;

/** One decision; the opinion is required for all but pass. */
export const examinationDecideSchema = z
  .object({
    declarationId,
    decision: choice(
      EXAMINATION_DECISIONS,
      EXAMINATION_MESSAGES.decision,
      EXAMINATION_MESSAGES.decisionMissing,
    ),
    opinion: optionalText(1000, EXAMINATION_MESSAGES.opinionTooLong),
  })
  .superRefine((v, ctx) => {
    if (v.decision !== 'pass' && !v.opinion)
      ctx.addIssue({ code: 'custom', path: ['opinion'], message: EXAMINATION_MESSAGES.opinionRequired });
  });
export type ExaminationDecide = z.infer<typeof examinationDecideSchema>;

export const examinationBatchPassSchema = z.object({
  declarationIds: idListField(EXAMINATION_MESSAGES.declarationIdRequired, 200),
  opinion: optionalText(1000, EXAMINATION_MESSAGES.opinionTooLong),
});
export type ExaminationBatchPass = z.infer<typeof examinationBatchPassSchema>;

// ---- answers ----

export interface QueueItem extends DeclarationView {
  /** How many times it was returned before: a resubmission comes back with its history. */
  returnCount: number;
}

/** A refused batch (505) carries, per refused declaration, why. */
export interface BatchRefusal {
  declarationId: number;
  reason: string;
}
