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
import type { ExportJobs, ExportOutcome, ExportOwner } from '../../platform/exports/jobs';
import { type Cell, keysetPages } from '../../platform/exports/writer';
import { loginLogConditions } from './filters';
import type { LogService } from './service';

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
 * The filtered access or login log as .xlsx (LOG_EXPORT, LOGINLOG_EXPORT), newest first in
 * keyset pages, through the platform's exports (the file at once when small, a background
 * job of the caller's when large); over the row cap the request is refused before a byte is
 * written. The sheet's names, headers and labels are in `locale`, the language of whoever asked.
 */
export class LogExportService {
  constructor(
    private readonly db: Db,
    private readonly logs: LogService,
    private readonly exports: ExportJobs,
    private readonly maxRows = LOG_EXPORT_MAX_ROWS,
  ) {}

  async accessLogs(
    q: Partial<AccessLogQuery>,
    user: RuleSubject & { userId: number },
    locale: Locale = DEFAULT_LOCALE,
  ): Promise<ExportOutcome> {
    const where = await this.logs.accessLogWhere(q, user);
    return this.start('accessLog', accessLogs, where, ACCESS_SHEET, M.accessFile, {
      userId: user.userId,
      locale,
    });
  }

  async loginLogs(q: Partial<LoginLogQuery>, owner: ExportOwner): Promise<ExportOutcome> {
    return this.start('loginLog', loginLogs, and(...loginLogConditions(q)), LOGIN_SHEET, M.loginFile, owner);
  }

  private start<T extends typeof accessLogs | typeof loginLogs>(
    kind: string,
    table: T,
    where: SQL | undefined,
    sheet: Sheet<T['$inferSelect']>,
    fileName: MessageRef,
    owner: ExportOwner,
  ): Promise<ExportOutcome> {
    type Row = Record<string, unknown>;
    const t = table as typeof accessLogs;
    const { locale } = owner;
    const db = this.db;
    const pageRows = this.exports.pageRows;
    return this.exports.start(owner, {
      kind,
      fileName,
      sheet: sheet.name,
      columns: sheet.columns.map((c) => ({
        header: c.header,
        width: c.width,
        value: (row: Row) => (row[c.key] ?? null) as Cell,
      })),
      count: async () => {
        const [total] = await db.select({ n: count() }).from(t).where(where);
        return total?.n ?? 0;
      },
      tooMany: (n, max) => M.exportTooMany({ count: n, max }),
      maxRows: this.maxRows,
      pages: async function* () {
        const batches = keysetPages(
          (lastId: number | undefined, limit) =>
            db
              .select()
              .from(t)
              .where(and(where, lastId !== undefined ? lt(t.id, lastId) : undefined))
              .orderBy(desc(t.id))
              .limit(limit) as Promise<T['$inferSelect'][]>,
          (row) => row.id,
          pageRows,
        );
        for await (const rows of batches) yield rows.map((row) => sheet.values(row, locale));
      },
    });
  }
}
