import { PassThrough, type Readable } from 'node:stream';
import {
  DEFAULT_LOCALE,
  type Locale,
  type MessageRef,
  renderLabel,
  renderMessage,
} from '@awards/shared/i18n';
import {
  type AccessLogQuery,
  LOG_EXPORT_MAX_ROWS,
  LOG_MESSAGES,
  LOGIN_TYPE_NAMES,
  type LoginLogQuery,
  loginReasonLabel,
} from '@awards/shared/logs';
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

const M = LOG_MESSAGES;
const LOG_TYPE: Record<number, MessageRef> = { 1: M.typeLogin, 2: M.typeOperation };
const OUTCOME: Record<string, MessageRef> = {
  success: M.outcomeSuccess,
  failure: M.outcomeFailure,
  locked: M.outcomeLocked,
  captcha: M.outcomeCaptcha,
};

/** A sheet's name, columns (headers as messages) and the cells of a row in one language. */
interface Sheet<Row> {
  name: MessageRef;
  columns: { header: MessageRef; key: string; width: number }[];
  values: (row: Row, locale: Locale) => Record<string, unknown>;
}

const ACCESS_SHEET: Sheet<typeof accessLogs.$inferSelect> = {
  name: M.accessSheet,
  columns: [
    { header: M.colId, key: 'id', width: 10 },
    { header: M.colAccessTime, key: 'createTime', width: 20 },
    { header: M.colUser, key: 'createBy', width: 14 },
    { header: M.colLogType, key: 'logType', width: 10 },
    { header: M.colMethod, key: 'method', width: 10 },
    { header: M.colUri, key: 'requestUri', width: 40 },
    { header: M.colIp, key: 'requestIp', width: 16 },
    { header: M.colStatus, key: 'responseStatus', width: 10 },
    { header: M.colCost, key: 'costTime', width: 10 },
    { header: M.colRequestData, key: 'requestData', width: 50 },
    { header: M.colResponseData, key: 'responseData', width: 30 },
    { header: M.colBrowser, key: 'userAgent', width: 40 },
  ],
  values: (r, locale) => {
    const type = LOG_TYPE[r.logType];
    return {
      ...r,
      createTime: localTime.format(r.createTime),
      logType: type ? renderMessage(type, locale) : String(r.logType),
    };
  },
};

const LOGIN_SHEET: Sheet<typeof loginLogs.$inferSelect> = {
  name: M.loginSheet,
  columns: [
    { header: M.colId, key: 'id', width: 10 },
    { header: M.colLoginTime, key: 'createTime', width: 20 },
    { header: M.colLoginName, key: 'loginName', width: 16 },
    { header: M.colLoginIp, key: 'ip', width: 16 },
    { header: M.colOutcome, key: 'outcome', width: 10 },
    { header: M.colReason, key: 'reason', width: 30 },
    { header: M.colLoginType, key: 'loginType', width: 12 },
    { header: M.colBrowser, key: 'userAgent', width: 40 },
  ],
  values: (r, locale) => {
    const outcome = OUTCOME[r.outcome];
    return {
      ...r,
      createTime: localTime.format(r.createTime),
      outcome: outcome ? renderMessage(outcome, locale) : r.outcome,
      reason: loginReasonLabel(r.reason, locale),
      loginType: renderLabel(LOGIN_TYPE_NAMES, r.loginType, locale),
    };
  },
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

  /** The sheet's names, headers and labels are in `locale`, the language of whoever asked. */
  async accessLogs(
    q: Partial<AccessLogQuery>,
    user?: RuleSubject,
    locale: Locale = DEFAULT_LOCALE,
  ): Promise<Readable> {
    const where = await this.logs.accessLogWhere(q, user);
    return this.stream(accessLogs, where, ACCESS_SHEET, locale);
  }

  async loginLogs(q: Partial<LoginLogQuery>, locale: Locale = DEFAULT_LOCALE): Promise<Readable> {
    return this.stream(loginLogs, and(...loginLogConditions(q)), LOGIN_SHEET, locale);
  }

  private async stream<T extends typeof accessLogs | typeof loginLogs>(
    table: T,
    where: SQL | undefined,
    sheet: Sheet<T['$inferSelect']>,
    locale: Locale,
  ): Promise<Readable> {
    const [total] = await this.db
      .select({ n: count() })
      .from(table as typeof accessLogs)
      .where(where);
    const n = total?.n ?? 0;
    if (n > this.maxRows) {
      throw ruleViolation(M.exportTooMany({ count: n, max: this.maxRows }));
    }
    const out = new PassThrough();
    this.write(out, table, where, sheet, locale).catch((error: unknown) => out.destroy(error as Error));
    return out;
  }

  private async write<T extends typeof accessLogs | typeof loginLogs>(
    out: PassThrough,
    table: T,
    where: SQL | undefined,
    sheet: Sheet<T['$inferSelect']>,
    locale: Locale,
  ): Promise<void> {
    const excel = await loadExcel();
    const workbook = new excel.stream.xlsx.WorkbookWriter({ stream: out, useStyles: true });
    const ws = workbook.addWorksheet(renderMessage(sheet.name, locale));
    ws.columns = sheet.columns.map((c) => ({ ...c, header: renderMessage(c.header, locale) }));
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
      for (const row of rows) ws.addRow(sheet.values(row, locale)).commit();
      written += rows.length;
      if (rows.length < BATCH) break;
      lastId = rows[rows.length - 1]!.id;
    }
    ws.commit();
    await workbook.commit();
  }
}
