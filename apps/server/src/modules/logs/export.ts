import { PassThrough, type Readable } from 'node:stream';
import { type AccessLogQuery, LOG_EXPORT_MAX_ROWS, type LoginLogQuery } from '@awards/shared/logs';
import { and, count, desc, lt, type SQL } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { accessLogs, loginLogs } from '../../db/schema';
import type { RuleSubject } from '../../platform/data-rules';
import { ruleViolation } from '../../platform/errors';
import { loadExcel } from '../../platform/excel';
import { loginLogConditions } from './filters';
import type { LogService } from './service';

const BATCH = 1000;
// The federation works in China Standard Time; a spreadsheet has no time zone of its own.
const localTime = new Intl.DateTimeFormat('sv-SE', {
  timeZone: 'Asia/Shanghai',
  dateStyle: 'short',
  timeStyle: 'medium',
});

const LOG_TYPE = { 1: '登录日志', 2: '操作日志' } as Record<number, string>;
const OUTCOME = { success: '成功', failure: '失败', locked: '锁定', captcha: '验证码错误' } as Record<
  string,
  string
>;

interface Sheet<Row> {
  name: string;
  columns: { header: string; key: string; width: number }[];
  values: (row: Row) => Record<string, unknown>;
}

const ACCESS_SHEET: Sheet<typeof accessLogs.$inferSelect> = {
  name: '访问日志',
  columns: [
    { header: '日志ID', key: 'id', width: 10 },
    { header: '访问时间', key: 'createTime', width: 20 },
    { header: '操作人', key: 'createBy', width: 14 },
    { header: '日志类型', key: 'logType', width: 10 },
    { header: '请求方法', key: 'method', width: 10 },
    { header: '请求地址', key: 'requestUri', width: 40 },
    { header: '请求IP', key: 'requestIp', width: 16 },
    { header: '响应状态', key: 'responseStatus', width: 10 },
    { header: '耗时(ms)', key: 'costTime', width: 10 },
    { header: '请求数据', key: 'requestData', width: 50 },
    { header: '响应数据', key: 'responseData', width: 30 },
    { header: '浏览器', key: 'userAgent', width: 40 },
  ],
  values: (r) => ({
    ...r,
    createTime: localTime.format(r.createTime),
    logType: LOG_TYPE[r.logType] ?? String(r.logType),
  }),
};

const LOGIN_SHEET: Sheet<typeof loginLogs.$inferSelect> = {
  name: '登录日志',
  columns: [
    { header: '日志ID', key: 'id', width: 10 },
    { header: '登录时间', key: 'createTime', width: 20 },
    { header: '登录名', key: 'loginName', width: 16 },
    { header: '登录IP', key: 'ip', width: 16 },
    { header: '结果', key: 'outcome', width: 10 },
    { header: '原因', key: 'reason', width: 30 },
    { header: '登录方式', key: 'loginType', width: 12 },
    { header: '浏览器', key: 'userAgent', width: 40 },
  ],
  values: (r) => ({
    ...r,
    createTime: localTime.format(r.createTime),
    outcome: OUTCOME[r.outcome] ?? r.outcome,
  }),
};

/**
 * The filtered access or login log as .xlsx (LOG_EXPORT, LOGINLOG_EXPORT):
 * streamed in keyset batches (newest first) so memory stays flat; over the
 * row cap the request is refused before a byte is sent.
 */
export class LogExportService {
  constructor(
    private readonly db: Db,
    private readonly logs: LogService,
    private readonly maxRows = LOG_EXPORT_MAX_ROWS,
  ) {}

  async accessLogs(q: Partial<AccessLogQuery>, user?: RuleSubject): Promise<Readable> {
    const where = await this.logs.accessLogWhere(q, user);
    return this.stream(accessLogs, where, ACCESS_SHEET);
  }

  async loginLogs(q: Partial<LoginLogQuery>): Promise<Readable> {
    return this.stream(loginLogs, and(...loginLogConditions(q)), LOGIN_SHEET);
  }

  private async stream<T extends typeof accessLogs | typeof loginLogs>(
    table: T,
    where: SQL | undefined,
    sheet: Sheet<T['$inferSelect']>,
  ): Promise<Readable> {
    const [total] = await this.db
      .select({ n: count() })
      .from(table as typeof accessLogs)
      .where(where);
    const n = total?.n ?? 0;
    if (n > this.maxRows) {
      throw ruleViolation(`符合条件的日志有 ${n} 条，超过单次导出上限 ${this.maxRows} 条，请缩小查询范围`);
    }
    const out = new PassThrough();
    this.write(out, table, where, sheet).catch((error: unknown) => out.destroy(error as Error));
    return out;
  }

  private async write<T extends typeof accessLogs | typeof loginLogs>(
    out: PassThrough,
    table: T,
    where: SQL | undefined,
    sheet: Sheet<T['$inferSelect']>,
  ): Promise<void> {
    const excel = await loadExcel();
    const workbook = new excel.stream.xlsx.WorkbookWriter({ stream: out, useStyles: true });
    const ws = workbook.addWorksheet(sheet.name);
    ws.columns = sheet.columns;
    ws.getRow(1).font = { bold: true };
    ws.getRow(1).commit();
    const t = table as typeof accessLogs;
    let lastId: number | undefined;
    // Stop at the cap even if rows arrived after the count: the file never grows past it.
    for (let written = 0; written < this.maxRows; ) {
      const rows = (await this.db
        .select()
        .from(t)
        .where(and(where, lastId !== undefined ? lt(t.id, lastId) : undefined))
        .orderBy(desc(t.id))
        .limit(Math.min(BATCH, this.maxRows - written))) as T['$inferSelect'][];
      for (const row of rows) ws.addRow(sheet.values(row)).commit();
      written += rows.length;
      if (rows.length < BATCH) break;
      lastId = rows[rows.length - 1]!.id;
    }
    ws.commit();
    await workbook.commit();
  }
}
