import { DEFAULT_LOCALE, type Locale, renderLabel, renderMessage } from '@awards/shared/i18n';
import {
  USER_FILE_MESSAGES as F,
  SEX_NAMES,
  USER_EXPORT_MAX_ROWS,
  USER_IMPORT_MAX_ROWS,
  USER_MESSAGES,
  USER_STATUS_NAMES,
  USER_TYPE_LABELS,
  type UserFilter,
} from '@awards/shared/users';
import { and, desc, lt, type SQL } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { users } from '../../db/schema';
import type { SessionUser } from '../../platform/auth/sessions';
import { loadExcel } from '../../platform/excel';
import type { ExportJobs, ExportOutcome } from '../../platform/exports/jobs';
import { keysetPages } from '../../platform/exports/writer';
import { EXPORT_COLUMNS, IMPORT_COLUMNS, templateHeader } from './excel-columns';
import { countUsers, selectUsersWhere, type UserListRow, userFilterConditions } from './repository';
import type { UserVisibility } from './visibility';

type Actor = Pick<SessionUser, 'userId' | 'orgId'>;

// The federation works in China Standard Time; a spreadsheet has no time zone of its own.
const localTime = new Intl.DateTimeFormat('sv-SE', {
  timeZone: 'Asia/Shanghai',
  dateStyle: 'short',
  timeStyle: 'medium',
});

/**
 * The users list as Excel (USER_EXPORT): the page's filters and data scope, all matching
 * rows, through the platform's exports (platform/exports): the file at once when small, a
 * background job of the caller's when large. Over the row cap the request is refused before
 * a byte is written, with a message asking to narrow it. Headers and labels are in
 * `locale`, the language of whoever asked.
 */
export class UserExportService {
  constructor(
    private readonly db: Db,
    private readonly visibility: UserVisibility,
    private readonly exports: ExportJobs,
    private readonly maxRows = USER_EXPORT_MAX_ROWS,
  ) {}

  async export(actor: Actor, filter: UserFilter, locale: Locale = DEFAULT_LOCALE): Promise<ExportOutcome> {
    const scope = await this.visibility.scopeOf(actor);
    const where = and(...(await userFilterConditions(this.db, filter)), scope);
    return this.exports.start(
      { userId: actor.userId, locale },
      {
        kind: 'users',
        fileName: F.exportFile,
        sheet: F.exportSheet,
        columns: EXPORT_COLUMNS.map((c) => ({
          header: c.header,
          width: c.width,
          value: (row: ReturnType<typeof exportValues>) => row[c.key],
        })),
        count: () => countUsers(this.db, where),
        tooMany: (total, max) => USER_MESSAGES.exportTooMany({ total, max }),
        maxRows: this.maxRows,
        // Keyset pages on the primary key: each one is an index range, however deep.
        pages: () => this.pages(where, locale),
      },
    );
  }

  private async *pages(where: SQL | undefined, locale: Locale) {
    const pages = keysetPages(
      (lastId: number | undefined, limit) =>
        selectUsersWhere(this.db, where, lastId ? lt(users.id, lastId) : undefined)
          .orderBy(desc(users.id))
          .limit(limit),
      (row) => row.id,
      this.exports.pageRows,
    );
    for await (const rows of pages) yield rows.map((row) => exportValues(row, locale));
  }

  /** The import template in `locale`: the headers (required ones starred) and a sheet of instructions. */
  async template(locale: Locale = DEFAULT_LOCALE): Promise<Buffer> {
    const excel = await loadExcel();
    const workbook = new excel.Workbook();
    const sheet = workbook.addWorksheet(renderMessage(F.templateSheet, locale));
    sheet.columns = IMPORT_COLUMNS.map((c) => ({
      header: templateHeader(c, locale),
      key: c.key,
      width: c.width,
    }));
    sheet.getRow(1).font = { bold: true };
    // Keep long digit strings (mobile numbers) as text rather than numbers in Excel.
    for (const key of ['phone', 'workNo', 'orgCode'] as const) sheet.getColumn(key).numFmt = '@';
    const help = workbook.addWorksheet(renderMessage(F.helpSheet, locale));
    help.columns = [{ header: renderMessage(F.helpColumn, locale), key: 'text', width: 90 }];
    for (const line of [F.help1, F.help2, F.help3, F.help4, F.help5, F.help6({ max: USER_IMPORT_MAX_ROWS })])
      help.addRow({ text: renderMessage(line, locale) });
    return Buffer.from(await workbook.xlsx.writeBuffer());
  }
}

function exportValues(row: UserListRow, locale: Locale) {
  return {
    userNo: row.userNo,
    loginName: row.loginName,
    realname: row.realname,
    sex: row.sex ? renderLabel(SEX_NAMES, row.sex, locale) : '',
    phone: row.phone ?? '',
    email: row.email ?? '',
    workNo: row.workNo ?? '',
    orgCode: row.orgCode ?? '',
    orgName: row.orgName ?? '',
    userType: renderLabel(USER_TYPE_LABELS, row.userType, locale),
    status: renderLabel(USER_STATUS_NAMES, row.status, locale),
    createTime: localTime.format(row.createTime),
  };
}
