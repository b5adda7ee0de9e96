import { type AccessLogView, LOG_PAGE_DATA_CHARS, type LoginLogView } from '@awards/shared/logs';
import type { accessLogs, loginLogs } from '../../db/schema';

type AccessRow = typeof accessLogs.$inferSelect;
type LoginRow = typeof loginLogs.$inferSelect;

const cut = (text: string | null) =>
  text && text.length > LOG_PAGE_DATA_CHARS ? `${text.slice(0, LOG_PAGE_DATA_CHARS)}…` : text;

/** A row of the access log; `whole` keeps the request/response data uncut (the detail). */
export function presentAccessLog({ id, createTime, ...row }: AccessRow, whole = false): AccessLogView {
  return {
    logAccessId: id,
    ...row,
    requestData: whole ? row.requestData : cut(row.requestData),
    responseData: whole ? row.responseData : cut(row.responseData),
    createTime: createTime.toISOString(),
  };
}

export function presentLoginLog({ id, createTime, outcome, ...row }: LoginRow): LoginLogView {
  return {
    logLoginId: id,
    ...row,
    outcome: outcome as LoginLogView['outcome'],
    createTime: createTime.toISOString(),
  };
}
