import { z } from 'zod';
import { filterText, idField, idListField, optionalText } from './admin-fields';
import type { DeclarationView } from './declarations';
import { pageRequestSchema } from './paging';

/**
 * The formal examination (形式审查, DOMAIN.md): the queue of submitted and
 * resubmitted declarations of editions in examination, and the decisions
 * (docs/domain.md "Formal examination").
 */

export const EXAMINATION_DECISIONS = ['pass', 'return', 'reject', 'defer'] as const;
export type ExaminationDecision = (typeof EXAMINATION_DECISIONS)[number];
export const EXAMINATION_DECISION_NAMES: Record<ExaminationDecision, string> = {
  pass: '通过',
  return: '退回修改',
  reject: '不予受理',
  defer: '缓评',
};

export const EXAMINATION_MESSAGES = {
  declarationIdRequired: '请选择申报',
  decision: '审查结论不正确',
  opinionRequired: '请填写审查意见',
  opinionTooLong: '审查意见不能超过1000个字符',
  batchRefused: (count: number) => `有 ${count} 条申报不能通过，本次批量通过未执行`,
} as const;

const declarationId = idField(EXAMINATION_MESSAGES.declarationIdRequired);
const blankToUndefined = (v: unknown) =>
  v === null || (typeof v === 'string' && v.trim() === '') ? undefined : v;
const idFilter = z.preprocess(blankToUndefined, idField('查询条件格式不正确').optional()).optional();

export const examinationQueueSchema = pageRequestSchema.extend({
  editionId: idFilter,
  awardId: idFilter,
  unitId: idFilter,
  /** Only first submissions or only resubmissions; blank: both. */
  status: z
    .preprocess(
      blankToUndefined,
      z.enum(['submitted', 'resubmitted'], { error: '申报状态不正确' }).optional(),
    )
    .optional(),
  projectName: filterText,
});
export type ExaminationQueueQuery = z.infer<typeof examinationQueueSchema>;

/** One decision; the opinion is required for all but pass. */
export const examinationDecideSchema = z
  .object({
    declarationId,
    decision: z.enum(EXAMINATION_DECISIONS, { error: EXAMINATION_MESSAGES.decision }),
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
