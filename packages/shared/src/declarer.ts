import { z } from 'zod';
import { DECLARATION_STATUSES } from './declarations';
import { pageRequestSchema } from './paging';
import { id4 } from './primitives';

/**
 * The declarer API (public declaration site): the calls of a client user of type
 * declarer on their own unit's declarations. Content, id and withdrawal schemas
 * are those of ./declarations (declarationContentSchema, declarationUpdateSchema,
 * declarationIdSchema, declarationWithdrawSchema); the unit is always the caller's.
 */

export const DECLARER_MESSAGES = {
  notDeclarer: '仅申报单位用户可使用申报接口',
  noUnit: '账号未关联申报单位，请联系管理员',
} as const;

const blankToUndefined = (v: unknown) =>
  v === null || (typeof v === 'string' && v.trim() === '') ? undefined : v;

export const myDeclarationsQuerySchema = pageRequestSchema.extend({
  editionId: z.preprocess(blankToUndefined, id4('请选择届次').optional()).optional(),
  status: z
    .preprocess(blankToUndefined, z.enum(DECLARATION_STATUSES, { error: '申报状态不正确' }).optional())
    .optional(),
});
export type MyDeclarationsQuery = z.infer<typeof myDeclarationsQuerySchema>;
