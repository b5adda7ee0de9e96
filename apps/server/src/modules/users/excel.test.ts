import { eq, sql } from 'drizzle-orm';
import ExcelJS from 'exceljs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { users } from '../../db/schema';
import type { AppError } from '../../platform/errors';
import { addOrganisation, rootOrganisation } from '../../test/admin-fixtures';
import { ADMIN_PASSWORD, createTestApp, type TestApp, USER_PASSWORD } from '../../test/harness';
import { zh } from '../../test/messages';
import { UserExportService } from './export';
import { UserVisibility } from './visibility';

let t: TestApp;
let admin: string;
let viewer: string;

beforeAll(async () => {
  t = await createTestApp();
  admin = await t.login('admin', ADMIN_PASSWORD);
  await t.createUser({ loginName: 'x-viewer', roleCodes: ['READ_ONLY'] });
  viewer = await t.login('x-viewer', USER_PASSWORD);
  const root = await rootOrganisation(t.db);
  await addOrganisation(t.db, 'X-DEPT', root);
});
afterAll(() => t.close());

async function readSheet(buffer: Buffer): Promise<string[][]> {
  const workbook = new ExcelJS.Workbook();
  await workbook.xlsx.load(buffer as unknown as ExcelJS.Buffer);
  const rows: string[][] = [];
  workbook.worksheets[0]!.eachRow((row) => {
    rows.push(
      (row.values as unknown[]).slice(1).map((v) => (v === null || v === undefined ? '' : String(v))),
    );
  });
  return rows;
}

async function workbookOf(rows: (string | number)[][]): Promise<Buffer> {
  const workbook = new ExcelJS.Workbook();
  const sheet = workbook.addWorksheet('用户导入');
  for (const row of rows) sheet.addRow(row);
  return Buffer.from(await workbook.xlsx.writeBuffer());
}

/** A multipart/form-data body with text fields and at most one file. */
function multipart(fields: Record<string, string>, file?: { name: string; content: Buffer }) {
  const boundary = '----awards-test-boundary';
  const parts: Buffer[] = [];
  for (const [name, value] of Object.entries(fields)) {
    parts.push(
      Buffer.from(`--${boundary}\r\nContent-Disposition: form-data; name="${name}"\r\n\r\n${value}\r\n`),
    );
  }
  if (file) {
    parts.push(
      Buffer.from(
        `--${boundary}\r\nContent-Disposition: form-data; name="file"; filename="${file.name}"\r\n` +
          'Content-Type: application/vnd.openxmlformats-officedocument.spreadsheetml.sheet\r\n\r\n',
      ),
      file.content,
      Buffer.from('\r\n'),
    );
  }
  parts.push(Buffer.from(`--${boundary}--\r\n`));
  return {
    body: Buffer.concat(parts),
    headers: { 'content-type': `multipart/form-data; boundary=${boundary}` },
  };
}

const upload = (token: string, fields: Record<string, string>, file?: { name: string; content: Buffer }) =>
  t.call('POST', '/rest/user/import', { token, ...multipart(fields, file) });

const HEADER = [
  '登录名*',
  '姓名*',
  '手机号',
  '邮箱',
  '性别（男/女）',
  '工号',
  '所属机构编码',
  '用户类型',
  '出生日期',
  '备注',
];

describe('POST /rest/user/importTemplate', () => {
  it('downloads the template with its headers', async () => {
    const res = await t.call('POST', '/rest/user/importTemplate', { token: admin });
    expect(res.status).toBe(200);
    expect(res.raw.headers['content-type']).toContain('spreadsheetml');
    expect(res.raw.headers['content-disposition']).toContain("filename*=UTF-8''");
    const [header] = await readSheet(res.raw.rawPayload);
    expect(header?.[0]).toBe('登录名*');
    expect(header).toContain('所属机构编码');
    expect((await t.call('POST', '/rest/user/importTemplate', { token: viewer })).status).toBe(403);
  });
});

describe('the import template and the import in English', () => {
  it("writes the template in the reader's language and reads the English headers and labels back", async () => {
    const template = await t.call('POST', '/rest/user/importTemplate', {
      token: admin,
      headers: { 'accept-language': 'en_GB' },
    });
    const [header] = await readSheet(template.raw.rawPayload);
    expect(header).toEqual([
      'Login name*',
      'Name*',
      'Mobile',
      'E-mail',
      'Sex (Male/Female)',
      'Staff no.',
      'Organisation code',
      'User type (Staff/Declarer/Expert/Recommending unit/Individual)',
      'Date of birth (YYYY-MM-DD)',
      'Remarks',
    ]);
    const [zhHeader] = await readSheet(
      (await t.call('POST', '/rest/user/importTemplate', { token: admin })).raw.rawPayload,
    );
    expect(zhHeader?.[4]).toBe('性别（男/女）');
    expect(zhHeader?.[7]).toBe('用户类型（工作人员/申报用户/评审专家/推荐单位用户/个人用户）');

    const file = await workbookOf([
      header!,
      ['en.imported', 'English Row', '', '', 'female', '', '', 'Expert'],
    ]);
    const { body, headers } = multipart({ password: 'Import2026' }, { name: 'en.xlsx', content: file });
    const res = await t.call('POST', '/rest/user/import', {
      token: admin,
      body,
      headers: { ...headers, 'accept-language': 'en_GB' },
    });
    expect(res.body.dataSet).toMatchObject({ createdCount: 1, failedCount: 0 });
    const [created] = await t.db.select().from(users).where(eq(users.loginName, 'en.imported'));
    expect(created).toMatchObject({ sex: 2, userType: 'expert' });

    const noColumn = await t.call('POST', '/rest/user/import', {
      token: admin,
      ...multipart(
        { password: 'Import2026' },
        { name: 'a.xlsx', content: await workbookOf([['Name'], ['x']]) },
      ),
    });
    expect(noColumn.body.dataSet.fieldErrors.file).toBe('导入模板不正确：缺少“登录名”列');
  });
});

describe('POST /rest/user/import', () => {
  it('creates the rows that pass in one go and reports each refused row with its reasons', async () => {
    const file = await workbookOf([
      HEADER,
      [
        'imp.one',
        '导入一',
        '13700000001',
        'imp.one@example.org',
        '男',
        'IMP-1',
        'X-DEPT',
        '工作人员',
        '1988-02-03',
        '',
      ],
      ['imp.two', '导入二', 13700000002, '', '女', '', '', 'declarer', '', '电话是数字单元格'],
      ['bad phone', '导入三', '1234', 'not-an-email', '未知', '', '', '', '', ''],
      ['IMP.ONE', '重复', '', '', '', '', '', '', '', ''],
      ['admin', '已存在', '', '', '', '', '', '', '', ''],
      ['imp.four', '导入四', '', '', '', '', 'NO-SUCH-ORG', '', '', ''],
      ['', '', '', '', '', '', '', '', '', ''],
      ['imp.five', '', '', '', '', '', '', 'robot', '', ''],
    ]);
    const res = await upload(admin, { password: 'Import2026' }, { name: '用户.xlsx', content: file });
    expect(res.status).toBe(200);
    const report = res.body.dataSet;
    expect(report).toMatchObject({ totalRows: 7, createdCount: 2, failedCount: 5 });
    const byRow = Object.fromEntries(
      (report.failures as { row: number; errors: string[] }[]).map((f) => [f.row, f.errors]),
    );
    expect(byRow[4]).toEqual(
      expect.arrayContaining([
        '登录名为3至32位字母、数字或 _ . @ - 符号',
        '您的手机号码格式不正确!',
        '请输入正确格式的邮箱!',
        '请选择正确的性别',
      ]),
    );
    expect(byRow[5]).toEqual(['登录名与第2行重复']);
    expect(byRow[6]).toEqual(['该登录名已被使用']);
    expect(byRow[7]).toEqual(['所属机构编码不存在：NO-SUCH-ORG']);
    expect(byRow[9]).toEqual(expect.arrayContaining(['请输入姓名', '请选择正确的用户类型']));

    const [one] = await t.db.select().from(users).where(eq(users.loginName, 'imp.one'));
    expect(one).toMatchObject({ realname: '导入一', sex: 1, workNo: 'IMP-1', birthday: '1988-02-03' });
    expect(one!.userNo).toMatch(/^U\d{6}$/);
    const [two] = await t.db.select().from(users).where(eq(users.loginName, 'imp.two'));
    expect(two).toMatchObject({ phone: '13700000002', userType: 'declarer', sex: 2 });
    await expect(t.login('imp.two', 'Import2026')).resolves.toBeTruthy();
  });

  it('writes nothing when the database refuses one row during the insert', async () => {
    // A concurrent request taking 'imp.race' between the checks and the insert looks like this.
    await t.db.execute(sql`
      create function refuse_race() returns trigger language plpgsql as $$
      begin
        if new.login_name = 'imp.race' then
          raise exception 'taken' using errcode = '23505', constraint = 'users_login_name_key';
        end if;
        return new;
      end $$`);
    await t.db.execute(
      sql`create trigger refuse_race before insert on users for each row execute function refuse_race()`,
    );
    try {
      const file = await workbookOf([
        HEADER,
        ['imp.before', '之前'],
        ['imp.race', '竞争'],
        ['imp.after', '之后'],
      ]);
      const res = await upload(admin, { password: 'Import2026' }, { name: 'race.xlsx', content: file });
      expect(res.status).toBe(409);
      expect(res.body.dataSet.fieldErrors).toEqual({ loginName: '该登录名已被使用' });
      const written = await t.db
        .select()
        .from(users)
        .where(sql`${users.loginName} like 'imp.%' and ${users.loginName} in ('imp.before', 'imp.after')`);
      expect(written).toEqual([]);
    } finally {
      await t.db.execute(sql`drop trigger refuse_race on users`);
      await t.db.execute(sql`drop function refuse_race()`);
    }
  });

  it('answers 400 for a missing or weak password, a wrong file, a missing column, no rows, or no file', async () => {
    const good = await workbookOf([HEADER, ['imp.x', '某人']]);
    const noPassword = await upload(admin, {}, { name: 'a.xlsx', content: good });
    expect(noPassword.status).toBe(400);
    expect(noPassword.body.dataSet.fieldErrors.password).toBe('请输入密码');
    const weak = await upload(admin, { password: 'weak' }, { name: 'a.xlsx', content: good });
    expect(weak.body.dataSet.fieldErrors.password).toBe('密码由至少8位数字、大小写字母组成!');
    const csv = await upload(
      admin,
      { password: 'Import2026' },
      { name: 'a.csv', content: Buffer.from('a,b') },
    );
    expect(csv.body.dataSet.fieldErrors.file).toBe('仅支持.xlsx格式的Excel文件');
    const notZip = await upload(
      admin,
      { password: 'Import2026' },
      { name: 'a.xlsx', content: Buffer.from('plain') },
    );
    expect(notZip.body.dataSet.fieldErrors.file).toBe('文件不是有效的.xlsx格式Excel文件');
    const noColumn = await upload(
      admin,
      { password: 'Import2026' },
      { name: 'a.xlsx', content: await workbookOf([['姓名'], ['某人']]) },
    );
    expect(noColumn.body.dataSet.fieldErrors.file).toBe('导入模板不正确：缺少“登录名”列');
    const empty = await upload(
      admin,
      { password: 'Import2026' },
      { name: 'a.xlsx', content: await workbookOf([HEADER]) },
    );
    expect(empty.body.dataSet.fieldErrors.file).toBe('导入文件中没有数据');
    const noFile = await upload(admin, { password: 'Import2026' });
    expect(noFile.body.dataSet.fieldErrors.file).toBe('请选择要导入的.xlsx文件');
    const json = await t.call('POST', '/rest/user/import', {
      token: admin,
      body: { password: 'Import2026' },
    });
    expect(json.status).toBe(400);
  });

  it('refuses a file over 5 MB', async () => {
    const big = Buffer.concat([Buffer.from('PK\u0003\u0004'), Buffer.alloc(5 * 1024 * 1024 + 10)]);
    const res = await upload(admin, { password: 'Import2026' }, { name: 'big.xlsx', content: big });
    expect(res.status).toBe(400);
    expect(res.body.dataSet.fieldErrors.file).toBe('文件不能超过5MB');
  });

  it('is refused to a user without USER_IMPORT', async () => {
    const res = await upload(
      viewer,
      { password: 'Import2026' },
      { name: 'a.xlsx', content: Buffer.from('x') },
    );
    expect(res.status).toBe(403);
  });
});

describe('POST /rest/user/export', () => {
  it('streams the filtered users as .xlsx', async () => {
    const res = await t.call('POST', '/rest/user/export', { token: admin, body: { loginName: 'imp.' } });
    expect(res.status).toBe(200);
    expect(res.raw.headers['content-type']).toContain('spreadsheetml');
    const rows = await readSheet(res.raw.rawPayload);
    expect(rows[0]).toEqual([
      '用户编号',
      '登录名',
      '姓名',
      '性别',
      '手机号',
      '邮箱',
      '工号',
      '所属机构编码',
      '所属机构',
      '用户类型',
      '状态',
      '创建时间',
    ]);
    const loginNames = rows
      .slice(1)
      .map((r) => r[1])
      .sort();
    expect(loginNames).toEqual(['imp.one', 'imp.two']);
    const one = rows.find((r) => r[1] === 'imp.one')!;
    expect(one.slice(2, 11)).toEqual([
      '导入一',
      '男',
      '13700000001',
      'imp.one@example.org',
      'IMP-1',
      'X-DEPT',
      'X-DEPT机构',
      '工作人员',
      '正常',
    ]);
    expect(one[11]).toMatch(/^\d{4}-\d{2}-\d{2} \d{2}:\d{2}:\d{2}$/);
  });

  it("writes the headers and the labels of sex, user type and status in the reader's language", async () => {
    const english = await t.call('POST', '/rest/user/export', {
      token: admin,
      headers: { 'accept-language': 'en_GB' },
      body: { loginName: 'imp.' },
    });
    expect(english.raw.headers['content-disposition']).toContain("filename*=UTF-8''users.xlsx");
    const rows = await readSheet(english.raw.rawPayload);
    expect(rows[0]).toEqual([
      'User no.',
      'Login name',
      'Name',
      'Sex',
      'Mobile',
      'E-mail',
      'Staff no.',
      'Organisation code',
      'Organisation',
      'User type',
      'Status',
      'Created',
    ]);
    const byName = (name: string) => rows.find((r) => r[1] === name)!;
    expect([byName('imp.one')[3], byName('imp.one')[9], byName('imp.one')[10]]).toEqual([
      'Male',
      'Staff',
      'Active',
    ]);
    expect([byName('imp.two')[3], byName('imp.two')[9]]).toEqual(['Female', 'Declarer']);

    const traditional = await t.call('POST', '/rest/user/export', {
      token: admin,
      headers: { 'accept-language': 'zh-TW' },
      body: { loginName: 'imp.two' },
    });
    const [header, two] = await readSheet(traditional.raw.rawPayload);
    expect(header?.[9]).toBe('用戶類型');
    expect(two?.[9]).toBe('申報用戶');
  });

  it('exports everything without a body, refuses over the row cap, bad filters and users without USER_EXPORT', async () => {
    const all = await t.call('POST', '/rest/user/export', { token: admin });
    expect(all.status).toBe(200);
    expect((await readSheet(all.raw.rawPayload)).length).toBeGreaterThan(3);
    const capped = new UserExportService(t.db, new UserVisibility(t.db, t.sessions), t.app.exports, 2);
    const [me] = await t.db.select().from(users).where(eq(users.loginName, 'admin'));
    const refused = await capped.export({ userId: me!.id, orgId: me!.orgId }, {}).catch((e: AppError) => e);
    expect(refused).toMatchObject({ status: 422 });
    expect(zh((refused as AppError).ref)).toContain('超过单次导出上限 2 条');
    expect((await t.call('POST', '/rest/user/export', { token: admin, body: { status: 9 } })).status).toBe(
      400,
    );
    expect((await t.call('POST', '/rest/user/export', { token: viewer, body: {} })).status).toBe(403);
  });
});
