import { z } from 'zod';
import { EXPORT_MAX_ROWS } from './exports';
import { defineMessages, type Locale, type MessageRef, renderLabel } from './i18n';
import { orderBySchema, pageRequestSchema } from './paging';
import { id8, int4, isoDateTime, text } from './primitives';

/**
 * The messages of the log pages and of what the server writes about logs: the query's
 * field errors, refusals, the columns and values of the exported sheets, the purge task.
 */
export const LOG_MESSAGES = defineMessages('logs', {
  textTooLong: ['内容过长', '內容過長', 'The text is too long'],
  timeInvalid: ['时间格式不正确', '時間格式不正確', 'The time is not valid'],
  startAfterEnd: [
    '开始时间不能晚于结束时间',
    '開始時間不能晚於結束時間',
    'The start cannot be after the end',
  ],
  method: ['请求方法不正确', '請求方法不正確', 'The request method is not valid'],
  logType: ['日志类型不正确', '日誌類型不正確', 'The log type is not valid'],
  responseStatus: ['响应状态码不正确', '響應狀態碼不正確', 'The response status is not valid'],
  costAbove: ['耗时必须是整数', '耗時必須是整數', 'The time taken is a whole number'],
  logIdRequired: ['请选择日志', '請選擇日誌', 'Please choose a log entry'],
  notFound: ['日志不存在', '日誌不存在', 'The log entry does not exist'],
  exportTooMany: [
    '符合条件的日志有 {count} 条，超过单次导出上限 {max} 条，请缩小查询范围',
    '符合條件的日誌有 {count} 條，超過單次導出上限 {max} 條，請縮小查詢範圍',
    '{count} entries match, more than the {max} one export may hold: please narrow the search',
  ],
  // The exported sheets: their names, columns and values.
  accessSheet: ['访问日志', '訪問日誌', 'Access log'],
  loginSheet: ['登录日志', '登錄日誌', 'Login log'],
  accessFile: ['访问日志.xlsx', '訪問日誌.xlsx', 'access-log.xlsx'],
  loginFile: ['登录日志.xlsx', '登錄日誌.xlsx', 'login-log.xlsx'],
  colId: ['日志ID', '日誌ID', 'Log ID'],
  colAccessTime: ['访问时间', '訪問時間', 'Time'],
  colUser: ['操作人', '操作人', 'User'],
  colUserId: ['操作人ID', '操作人ID', 'User ID'],
  colLogType: ['日志类型', '日誌類型', 'Type'],
  colMethod: ['请求方法', '請求方法', 'Method'],
  colUri: ['请求地址', '請求地址', 'Address'],
  colIp: ['请求IP', '請求IP', 'IP address'],
  colStatus: ['响应状态', '響應狀態', 'Status'],
  colCost: ['耗时(ms)', '耗時(ms)', 'Time (ms)'],
  colRequestData: ['请求数据', '請求數據', 'Request data'],
  colResponseData: ['响应数据', '響應數據', 'Response data'],
  colBrowser: ['浏览器', '瀏覽器', 'User agent'],
  colLoginTime: ['登录时间', '登錄時間', 'Time'],
  colLoginName: ['登录名', '登錄名', 'Login name'],
  colLoginIp: ['登录IP', '登錄IP', 'IP address'],
  colOutcome: ['结果', '結果', 'Outcome'],
  colReason: ['原因', '原因', 'Reason'],
  colLoginType: ['登录方式', '登錄方式', 'Method'],
  typeLogin: ['登录日志', '登錄日誌', 'Sign-in'],
  typeOperation: ['操作日志', '操作日誌', 'Operation'],
  outcomeSuccess: ['成功', '成功', 'Success'],
  outcomeFailure: ['失败', '失敗', 'Failure'],
  outcomeLocked: ['锁定', '鎖定', 'Locked'],
  outcomeCaptcha: ['验证码错误', '驗證碼錯誤', 'Wrong captcha'],
  // The purge task (its label and description in the task form, and the account of a run).
  purgeLabel: ['清理过期日志', '清理過期日誌', 'Purge old logs'],
  purgeDescription: [
    '删除超过保留天数的访问日志和登录日志（默认{days}天，可在任务参数中指定 days）',
    '刪除超過保留天數的訪問日誌和登錄日誌（默認{days}天，可在任務參數中指定 days）',
    'Deletes access-log and login-log entries older than the retention period ({days} days unless the parameters give days)',
  ],
  purged: [
    '保留{days}天：删除访问日志{access}条，登录日志{login}条',
    '保留{days}天：刪除訪問日誌{access}條，登錄日誌{login}條',
    'Kept {days} days: deleted {access} access-log and {login} login-log entries',
  ],
});

const M = LOG_MESSAGES;

const optionalText = text().trim().max(200, { error: M.textTooLong }).optional();
const optionalTime = isoDateTime(M.timeInvalid).optional();

const timeRange = { startTime: optionalTime, endTime: optionalTime };
const startNotAfterEnd = (q: { startTime?: string | undefined; endTime?: string | undefined }) =>
  !q.startTime || !q.endTime || new Date(q.startTime) <= new Date(q.endTime);
const rangeError = { error: M.startAfterEnd, path: ['endTime'] };

export const accessLogQuerySchema = pageRequestSchema
  .extend({
    ...timeRange,
    /** Newest first unless asked otherwise: by time (access_logs_time_idx), either way. */
    orderBy: orderBySchema(['createTime']),
    createBy: optionalText,
    requestUri: optionalText,
    requestIp: optionalText,
    method: z.enum(['GET', 'POST', 'PUT', 'PATCH', 'DELETE'], { error: M.method }).optional(),
    /** 1 login, 2 operation (dictionary log_type). */
    logType: int4({ error: M.logType }).min(1, { error: M.logType }).max(2, { error: M.logType }).optional(),
    responseStatus: int4({ error: M.responseStatus })
      .min(100, { error: M.responseStatus })
      .max(599, { error: M.responseStatus })
      .optional(),
    costAbove: int4({ error: M.costAbove }).min(0, { error: M.costAbove }).optional(),
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

/** The export's row cap (issue 14 §5: exports stream, so the one cap of every list). */
export const LOG_EXPORT_MAX_ROWS = EXPORT_MAX_ROWS;
/** Characters of request/response data a page row carries; the detail has all. */
export const LOG_PAGE_DATA_CHARS = 200;
export const DEFAULT_LOG_RETENTION_DAYS = 180;

export const accessLogIdSchema = z.object({
  logAccessId: id8(M.logIdRequired),
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

/** How a sign-in was made (login_logs.login_type, dictionary login_type), and its label. */
export const LOGIN_TYPES = ['password', 'sms', 'cas', 'oauth'] as const;
export type LoginType = (typeof LOGIN_TYPES)[number];
export const LOGIN_TYPE_NAMES: Record<LoginType, MessageRef> = defineMessages('loginType', {
  password: ['账号密码', '賬號密碼', 'Password'],
  sms: ['短信验证码', '短信驗證碼', 'SMS code'],
  cas: ['单点登录', '單點登錄', 'Single sign-on'],
  oauth: ['第三方登录', '第三方登錄', 'Third-party sign-in'],
});

/**
 * Why a sign-in failed, as the login log stores it (a code in words: 'wrong password'), and
 * its label: the key is the code with underscores for spaces.
 */
export const LOGIN_REASON_NAMES: Readonly<Record<string, MessageRef>> = defineMessages('loginReason', {
  wrong_password: ['密码错误', '密碼錯誤', 'Wrong password'],
  unknown_user: ['用户不存在', '用戶不存在', 'Unknown user'],
  account_locked: ['账号已锁定', '賬號已鎖定', 'Account locked'],
  frozen: ['账号已冻结', '賬號已凍結', 'Account frozen'],
  login_disabled: ['账号已禁止登录', '賬號已禁止登錄', 'Sign-in disabled'],
  wrong_captcha: ['验证码错误', '驗證碼錯誤', 'Wrong captcha'],
  captcha_missing: ['未填写验证码', '未填寫驗證碼', 'Captcha missing'],
  wrong_sms_code: ['短信验证码错误', '短信驗證碼錯誤', 'Wrong SMS code'],
  unknown_phone: ['手机号未注册', '手機號未註冊', 'Unknown mobile number'],
  invalid_ticket: ['单点登录票据无效', '單點登錄票據無效', 'Invalid single sign-on ticket'],
  invalid_code: ['授权码无效', '授權碼無效', 'Invalid authorisation code'],
  not_bound: ['第三方账号未绑定', '第三方賬號未綁定', 'Third-party account not bound'],
});

/** A stored reason's label in one language (an unknown reason as it is stored; '' for none). */
export const loginReasonLabel = (reason: string | null | undefined, locale?: Locale): string =>
  reason ? renderLabel(LOGIN_REASON_NAMES, reason.replaceAll(' ', '_'), locale) : '';

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
