import { PassThrough, type Readable } from 'node:stream';
import {
  USER_EXPORT_MAX_ROWS,
  USER_IMPORT_MAX_ROWS,
  USER_MESSAGES,
  USER_TYPE_LABELS,
  type UserFilter,
} from '@awards/shared/users';
import { and, desc, lt, type SQL } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { users } from '../../db/schema';
import type { SessionUser } from '../../platform/auth/sessions';
import { dataScopeCondition } from '../../platform/data-scope';
import { ruleViolation } from '../../platform/errors';
import { loadExcel } from '../../platform/excel';
import { EXPORT_COLUMNS, IMPORT_COLUMNS, SEX_LABELS, STATUS_LABELS } from './excel-columns';
import { countUsers, selectUsersWhere, type UserListRow, userFilterConditions } from './repository';

type Actor = Pick<SessionUser, 'userId' | 'orgId'>;

const BATCH = 1000;
// The federation works in China Standard Time; a spreadsheet has no time zone of its own.
const localTime = new Intl.DateTimeFormat('sv-SE', {
  timeZone: 'Asia/Shanghai',
  dateStyle: 'short',
  timeStyle: 'medium',
});

/**
 * The users list as Excel (USER_EXPORT): the page's filters and data scope, all
 * matching rows, streamed in batches so memory stays flat. Over the row cap the
 * request is refused before a byte is sent, with a message asking to narrow it.
 */
export class UserExportService {
  constructor(
    private readonly db: Db,
    private readonly maxRows = USER_EXPORT_MAX_ROWS,
  ) {}

  async export(actor: Actor, filter: UserFilter): Promise<Readable> {
    const scope = await dataScopeCondition(this.db, actor, { org: users.orgId, owner: users.id });
    const where = and(...(await userFilterConditions(this.db, filter)), scope);
    const total = await countUsers(this.db, where);
    if (total > this.maxRows) {
      throw ruleViolation(USER_MESSAGES.exportTooMany({ total, max: this.maxRows }));
    }
    const out = new PassThrough();
    this.write(out, where).catch((error: unknown) => out.destroy(error as Error));
    return out;
  }

  private async write(out: PassThrough, where: SQL | undefined): Promise<void> {
    const excel = await loadExcel();
    const workbook = new excel.stream.xlsx.WorkbookWriter({ stream: out, useStyles: true });
    const sheet = workbook.addWorksheet('用户列表');
    sheet.columns = EXPORT_COLUMNS.map((c) => ({ header: c.header, key: c.key, width: c.width }));
    sheet.getRow(1).font = { bold: true };
    sheet.getRow(1).commit();
    // Keyset batches on the primary key: each one is an index range, however deep.
    let lastId: number | undefined;
    for (;;) {
      const rows = await selectUsersWhere(this.db, where, lastId ? lt(users.id, lastId) : undefined)
        .orderBy(desc(users.id))
        .limit(BATCH);
      for (const row of rows) sheet.addRow(exportValues(row)).commit();
      if (rows.length < BATCH) break;
      lastId = rows[rows.length - 1]!.id;
    }
    sheet.commit();
    await workbook.commit();
  }

  /** The import template: the headers (required ones starred) and a sheet of instructions. */
  async template(): Promise<Buffer> {
    const excel = await loadExcel();
    const workbook = new excel.Workbook();
    const sheet = workbook.addWorksheet('用户导入');
    sheet.columns = IMPORT_COLUMNS.map((c) => ({
      header: `${c.header}${'hint' in c ? `（${c.hint}）` : ''}${'required' in c ? '*' : ''}`,
      key: c.key,
      width: c.width,
    }));
    sheet.getRow(1).font = { bold: true };
    // Keep long digit strings (mobile numbers) as text rather than numbers in Excel.
    for (const key of ['phone', 'workNo', 'orgCode'] as const) sheet.getColumn(key).numFmt = '@';
    const help = workbook.addWorksheet('填写说明');
    help.columns = [{ header: '说明', key: 'text', width: 90 }];
    for (const line of [
      '带 * 的列必须填写；第一行为表头，请勿修改表头文字。',
      '登录名：3至32位字母、数字或 _ . @ - 符号，不区分大小写且不能与已有用户重复。',
      '手机号、邮箱、工号不能与已有用户重复；手机号为11位、以1开头。',
      '所属机构编码：填写机构管理中的机构编码；只能导入到您有权管理的机构。',
      '所有导入的用户使用导入时填写的同一个初始密码，请提醒用户登录后修改。',
      `单次最多导入 ${USER_IMPORT_MAX_ROWS} 条，文件不超过 5MB。校验未通过的行不会导入，其余行一次性导入。`,
    ])
      help.addRow({ text: line });
    return Buffer.from(await workbook.xlsx.writeBuffer());
  }
}

function exportValues(row: UserListRow) {
  return {
    userNo: row.userNo,
    loginName: row.loginName,
    realname: row.realname,
    sex: row.sex ? (SEX_LABELS[row.sex] ?? '') : '',
    phone: row.phone ?? '',
    email: row.email ?? '',
    workNo: row.workNo ?? '',
    orgCode: row.orgCode ?? '',
    orgName: row.orgName ?? '',
    userType: USER_TYPE_LABELS[row.userType as keyof typeof USER_TYPE_LABELS] ?? row.userType,
    status: STATUS_LABELS[row.status] ?? String(row.status),
    createTime: localTime.format(row.createTime),
  };
}
