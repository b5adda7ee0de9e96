import { accessLogs } from '../../db/schema';
import { defineDataRuleList } from '../../platform/data-rules';

/** The access-log columns a data rule of the 访问日志 menu may name. */
export const accessLogRuleList = defineDataRuleList('monitor-access-log', {
  createBy: { column: accessLogs.createBy, kind: 'text', label: '操作人' },
  userId: { column: accessLogs.userId, kind: 'number', label: '操作人ID' },
  requestUri: { column: accessLogs.requestUri, kind: 'text', label: '请求地址' },
  requestIp: { column: accessLogs.requestIp, kind: 'text', label: '请求IP' },
  method: { column: accessLogs.method, kind: 'text', label: '请求方法' },
  responseStatus: { column: accessLogs.responseStatus, kind: 'number', label: '响应状态' },
  costTime: { column: accessLogs.costTime, kind: 'number', label: '耗时(ms)' },
  createTime: { column: accessLogs.createTime, kind: 'time', label: '访问时间' },
});
