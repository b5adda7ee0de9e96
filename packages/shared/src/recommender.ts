import { z } from 'zod';
import { requiredText } from './admin-fields';
import type { DeclarationStatus } from './declarations';
import { defineMessages } from './i18n';
import { pageRequestSchema } from './paging';
import { id4 } from './primitives';

/**
 * The recommending units' calls (推荐单位, public declaration site, docs/site.md
 * "Recommending units"): a client user of type recommender, placed in an organisation
 * of type recommender, reads the declarations that name that organisation as their
 * recommending unit once they have passed the formal examination, and recommends each
 * (with an opinion) or declines it (with the reason).
 */

/**
 * What a recommending unit sees: from the formal examination's pass on (形式审查通过后推荐).
 * Drafts, declarations awaiting or failing the examination, and withdrawn ones are the
 * declaring unit's and the federation's business, not the recommending unit's.
 */
export const RECOMMENDER_STATUSES: readonly DeclarationStatus[] = [
  'passed',
  'recommended',
  'not_recommended',
  'expert_review',
  'meeting_review',
  'proposed',
  'publicity',
  'awarded',
  'revoked',
];

/** The statuses of the list's filter: waiting for the unit's decision, and what it decided. */
export const RECOMMENDER_FILTERS = ['waiting', 'recommended', 'not_recommended'] as const;
export type RecommenderFilter = (typeof RECOMMENDER_FILTERS)[number];

export const RECOMMENDER_MESSAGES = defineMessages('recommender', {
  notRecommender: [
    '仅推荐单位用户可使用推荐接口',
    '僅推薦單位使用者可使用推薦介面',
    'Only the users of a recommending unit may use the recommendation service',
  ],
  noUnit: [
    '账号未关联推荐单位，请联系管理员',
    '帳號未關聯推薦單位，請聯絡管理員',
    'The account belongs to no recommending unit: please contact the administrator',
  ],
  declarationIdRequired: ['请选择申报', '請選擇申報', 'Please choose a declaration'],
  filter: ['筛选条件不正确', '篩選條件不正確', 'The filter is not valid'],
  opinionRequired: ['请填写推荐意见', '請填寫推薦意見', 'Please give the recommendation opinion'],
  reasonRequired: ['请填写不予推荐的理由', '請填寫不予推薦的理由', 'Please give the reason for declining'],
  noticeTitle: ['推荐单位{verdict}', '推薦單位{verdict}', 'The recommending unit: {verdict}'],
  noticeText: [
    '{unit}对您单位的申报「{project}」作出「{verdict}」，申报状态为「{status}」。',
    '{unit}對您單位的申報「{project}」作出「{verdict}」，申報狀態為「{status}」。',
    '{unit} decided “{verdict}” on your declaration “{project}”; it is now “{status}”.',
  ],
  noticeOpinion: ['意见：{opinion}', '意見：{opinion}', 'Opinion: {opinion}'],
  opinionTooLong: [
    '意见不能超过1000个字符',
    '意見不能超過1000個字符',
    'The opinion is at most 1000 characters',
  ],
});

const blankToUndefined = (v: unknown) =>
  v === null || (typeof v === 'string' && v.trim() === '') ? undefined : v;

export const recommendationsQuerySchema = pageRequestSchema.extend({
  filter: z
    .preprocess(
      blankToUndefined,
      z.enum(RECOMMENDER_FILTERS, { error: RECOMMENDER_MESSAGES.filter }).optional(),
    )
    .optional(),
});
export type RecommendationsQuery = z.infer<typeof recommendationsQuerySchema>;

const declarationId = id4(RECOMMENDER_MESSAGES.declarationIdRequired);

/** Recommend, with the unit's opinion (推荐意见). */
export const recommendSchema = z.object({
  declarationId,
  opinion: requiredText(1000, RECOMMENDER_MESSAGES.opinionRequired, RECOMMENDER_MESSAGES.opinionTooLong),
});
export type RecommendInput = z.infer<typeof recommendSchema>;

/** Decline to recommend, with the reason (不予推荐理由). */
export const declineSchema = z.object({
  declarationId,
  opinion: requiredText(1000, RECOMMENDER_MESSAGES.reasonRequired, RECOMMENDER_MESSAGES.opinionTooLong),
});
export type DeclineInput = z.infer<typeof declineSchema>;

/** A recommending unit a declarer may name (the declarer API's list). */
export interface RecommendUnitOption {
  organId: number;
  organName: string;
}
