import { LOG_MESSAGES as M } from '@awards/shared/logs';
import { accessLogs } from '../../db/schema';
import { defineDataRuleList } from '../../platform/data-rules';

/** The access-log columns a data rule of the 访问日志 menu may name. */
export const accessLogRuleList = defineDataRuleList('monitor-access-log', {
  createBy: { column: accessLogs.createBy, kind: 'text', label: M.colUser },
  userId: { column: accessLogs.userId, kind: 'number', label: M.colUserId },
  requestUri: { column: accessLogs.requestUri, kind: 'text', label: M.colUri },
  requestIp: { column: accessLogs.requestIp, kind: 'text', label: M.colIp },
  method: { column: accessLogs.method, kind: 'text', label: M.colMethod },
  responseStatus: { column: accessLogs.responseStatus, kind: 'number', label: M.colStatus },
  costTime: { column: accessLogs.costTime, kind: 'number', label: M.colCost },
  createTime: { column: accessLogs.createTime, kind: 'time', label: M.colAccessTime },
});
