import { z } from 'zod';
import { pageRequestSchema } from './paging';
import { id8, int4, isoDateTime, text } from './primitives';

const optionalText = text().trim().max(200, { error: '内容过长' }).optional();
const optionalTime = isoDateTime('时间格式不正确').optional();

const timeRange = { startTime: optionalTime, endTime: optionalTime };
const startNotAfterEnd = (q: { startTime?: string | undefined; endTime?: string | undefined }) =>
  !q.startTime || !q.endTime || new Date(q.startTime) <= new Date(q.endTime);
const rangeError = { error: '开始时间不能晚于结束时间', path: ['endTime'] };

export const accessLogQuerySchema = pageRequestSchema
  .extend({
    ...timeRange,
    createBy: optionalText,
    requestUri: optionalText,
    requestIp: optionalText,
    method: z.enum(['GET', 'POST', 'PUT', 'PATCH', 'DELETE'], { error: '请求方法不正确' }).optional(),
    /** 1 login, 2 operation (dictionary log_type). */
    logType: int4({ error: '日志类型不正确' })
      .min(1, { error: '日志类型不正确' })
      .max(2, { error: '日志类型不正确' })
      .optional(),
    responseStatus: int4({ error: '响应状态码不正确' })
      .min(100, { error: '响应状态码不正确' })
      .max(599, { error: '响应状态码不正确' })
      .optional(),
    costAbove: int4({ error: '耗时必须是整数' }).min(0, { error: '耗时必须是整数' }).optional(),
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

/**
 * The log pages (spec 001 §6 "Logs"). All `POST`.
 *
 * | path                          | code            | body             | dataSet / answer           |
 * |-------------------------------|-----------------|------------------|----------------------------|
 * | /rest/log/getAccesssLogPage   | LOG_VIEW        | AccessLogQuery   | Page<AccessLogView>        |
 * | /rest/log/getAccessLogDetail  | LOG_VIEW        | { logAccessId }  | AccessLogView (full data)  |
 * | /rest/log/exportAccessLog     | LOG_EXPORT      | AccessLogQuery   | .xlsx file (≤ 50,000 rows) |
 * | /rest/log/getLoginLogPage     | LOGINLOG_VIEW   | LoginLogQuery    | Page<LoginLogView>         |
 * | /rest/log/exportLoginLog      | LOGINLOG_EXPORT | LoginLogQuery    | .xlsx file (≤ 50,000 rows) |
 * | /rest/log/retention           | LOG_VIEW        | {}               | LogRetention               |
 *
 * In the page, requestData/responseData are cut to 200 characters; the detail
 * answers them whole (as stored: at most 4,000 characters, secrets already
 * replaced by '******' when written). An export over the cap is a 422 (rtnCode
 * 505) asking to narrow the filters; pageNum/pageSize are ignored by exports.
 */
export const LOG_PATHS = {
  accessPage: '/rest/log/getAccesssLogPage',
  accessDetail: '/rest/log/getAccessLogDetail',
  accessExport: '/rest/log/exportAccessLog',
  loginPage: '/rest/log/getLoginLogPage',
  loginExport: '/rest/log/exportLoginLog',
  retention: '/rest/log/retention',
} as const;

export const LOG_EXPORT_MAX_ROWS = 50_000;
/** Characters of request/response data a page row carries; the detail has all. */
export const LOG_PAGE_DATA_CHARS = 200;
export const DEFAULT_LOG_RETENTION_DAYS = 180;

export const accessLogIdSchema = z.object({
  logAccessId: id8('请选择日志'),
});

export interface AccessLogView {
  logAccessId: number;
  logChannelId: string | null;
  parentLogChannelId: string | null;
  appId: number | null;
  /** 1 login, 2 operation */
  logType: number;
  method: string;
  requestUri: string;
  requestIp: string | null;
  requestData: string | null;
  responseData: string | null;
  responseStatus: number;
  /** ms */
  costTime: number;
  logFilePath: string | null;
  userAgent: string | null;
  userId: number | null;
  createBy: string | null;
  createTime: string;
}

export interface LoginLogView {
  logLoginId: number;
  loginName: string;
  userId: number | null;
  ip: string | null;
  userAgent: string | null;
  outcome: 'success' | 'failure' | 'locked' | 'captcha';
  reason: string | null;
  loginType: string;
  createTime: string;
}

export interface LogRetention {
  /** Rows older than this many days are deleted by the log-purge task. */
  days: number;
  /** Where the figure comes from: the project setting `logRetentionDays`, or the default. */
  source: 'setting' | 'default';
}
