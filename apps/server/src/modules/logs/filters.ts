import type { AccessLogQuery, LoginLogQuery } from '@awards/shared/logs';
import { eq, gte, lte, type SQL } from 'drizzle-orm';
import { accessLogs, loginLogs } from '../../db/schema';
import { startsWithText } from '../../platform/text-match';

/** The access-log filters; each column has an index (schema/logs.ts). */
export function accessLogConditions(q: Partial<AccessLogQuery>): SQL[] {
  return conditions([
    q.createBy && eq(accessLogs.createBy, q.createBy),
    q.requestUri && startsWithText(accessLogs.requestUri, q.requestUri),
    q.requestIp && eq(accessLogs.requestIp, q.requestIp),
    q.method && eq(accessLogs.method, q.method),
    q.logType !== undefined && eq(accessLogs.logType, q.logType),
    q.responseStatus !== undefined && eq(accessLogs.responseStatus, q.responseStatus),
    q.costAbove !== undefined && gte(accessLogs.costTime, q.costAbove),
    q.startTime && gte(accessLogs.createTime, new Date(q.startTime)),
    q.endTime && lte(accessLogs.createTime, new Date(q.endTime)),
  ]);
}

export function loginLogConditions(q: Partial<LoginLogQuery>): SQL[] {
  return conditions([
    q.loginName && eq(loginLogs.loginName, q.loginName.toLowerCase()),
    q.ip && eq(loginLogs.ip, q.ip),
    q.outcome && eq(loginLogs.outcome, q.outcome),
    q.startTime && gte(loginLogs.createTime, new Date(q.startTime)),
    q.endTime && lte(loginLogs.createTime, new Date(q.endTime)),
  ]);
}

function conditions(candidates: (SQL | false | undefined | '' | null)[]): SQL[] {
  return candidates.filter((c): c is SQL => Boolean(c));
}
