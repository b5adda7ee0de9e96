import { z } from 'zod';
import { DECLARATION_STATUSES } from './declarations';
import { defineMessages } from './i18n';
import { pageRequestSchema } from './paging';
import { id4 } from './primitives';

/**
 * The declarer API (public declaration site): the calls of a client user of type
 * declarer on their own unit's declarations. Content, id and withdrawal schemas
 * are those of ./declarations (declarationContentSchema, declarationUpdateSchema,
 * declarationIdSchema, declarationWithdrawSchema); the unit is always the caller's.
 */

export const DECLARER_MESSAGES = defineMessages('declarer', {
  notDeclarer: [
    '仅申报单位用户可使用申报接口',
    '僅申報單位使用者可使用申報介面',
    'Only the users of a declaring unit may use the declaration service',
  ],
  noUnit: [
    '账号未关联申报单位，请联系管理员',
    '帳號未關聯申報單位，請聯絡管理員',
    'The account belongs to no declaring unit: please contact the administrator',
  ],
  editionIdRequired: ['请选择届次', '請選擇屆次', 'Please choose an edition'],
  status: ['申报状态不正确', '申報狀態不正確', 'The status is not valid'],
});

const blankToUndefined = (v: unknown) =>
  v === null || (typeof v === 'string' && v.trim() === '') ? undefined : v;

export const myDeclarationsQuerySchema = pageRequestSchema.extend({
  editionId: z.preprocess(blankToUndefined, id4(DECLARER_MESSAGES.editionIdRequired).optional()).optional(),
  status: z
    .preprocess(
      blankToUndefined,
      z.enum(DECLARATION_STATUSES, { error: DECLARER_MESSAGES.status }).optional(),
    )
    .optional(),
});
export type MyDeclarationsQuery = z.infer<typeof myDeclarationsQuerySchema>;

/** An edition open for declaration, with the awards a unit may declare for and their grades. */
export interface OpenEditionView {
  editionId: number;
  editionName: string;
  declarationStart: string | null;
  declarationEnd: string | null;
  awards: {
    awardId: number;
    awardName: string;
    /** The award's flow (in this edition) has the recommendation stage: the form names a recommending unit. */
    needsRecommendation: boolean;
    grades: { gradeLevel: number; gradeName: string }[];
  }[];
}
