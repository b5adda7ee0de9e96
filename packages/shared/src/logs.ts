import { z } from 'zod';
import { pageRequestSchema } from './paging';

const optionalText = z.string().trim().max(200, { error: '内容过长' }).optional();
const optionalTime = z.iso.datetime({ offset: true, error: '时间格式不正确' }).optional();

const timeRange = { startTime: optionalTime, endTime: optionalTime };
const startNotAfterEnd = (q: { startTime?: string | undefined; endTime?: string | undefined }) =>
  !q.startTime || !q.endTime || new Date(q.startTime) <= new Date(q.endTime);
const rangeError = { error: '开始时间不能晚于结束时间', path: ['endTime'] };

export const accessLogQuerySchema = pageRequestSchema
  .extend({
    ...timeRange,
    createBy: optionalText,
    requestUri: optionalText,
    responseStatus: z.coerce.number().int().min(100).max(599).optional(),
    costAbove: z.coerce.number().int().min(0).optional(),
  })
  .refine(startNotAfterEnd, rangeError);
export type AccessLogQuery = z.infer<typeof accessLogQuerySchema>;

export const loginLogQuerySchema = pageRequestSchema
  .extend({
    ...timeRange,
    loginName: optionalText,
    ip: optionalText,
    outcome: z.enum(['success', 'failure', 'locked', 'captcha']).optional(),
  })
  .refine(startNotAfterEnd, rangeError);
export type LoginLogQuery = z.infer<typeof loginLogQuerySchema>;
