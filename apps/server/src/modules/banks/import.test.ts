import { BANK_MESSAGES } from '@awards/shared/banks';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { bankBranches } from '../../db/schema';
import { loadExcel } from '../../platform/excel';
import { ADMIN_PASSWORD, createTestApp, type TestApp, USER_PASSWORD } from '../../test/harness';
import { zh } from '../../test/messages';
import { multipart } from '../../test/uploads';
import { importBranches } from './import';

let t: TestApp;
let admin: string;
let viewer: string;

beforeAll(async () => {
  t = await createTestApp();
  admin = await t.login('admin', ADMIN_PASSWORD);
  await t.createUser({ loginName: 'bi-viewer', roleCodes: ['READ_ONLY'] });
  viewer = await t.login('bi-viewer', USER_PASSWORD);
});
afterAll(() => t.close());

async function workbook(rows: (string | number)[][]): Promise<Buffer> {
  const excel = await loadExcel();
  const book = new excel.Workbook();
  const sheet = book.addWorksheet('支行');
  for (const row of rows) sheet.addRow(row);
  return Buffer.from(await book.xlsx.writeBuffer());
}

async function importFile(token: string, fileName: string, bytes: Buffer) {
  const { payload, headers } = multipart(fileName, bytes);
  const res = await t.app.inject({
    method: 'POST',
    url: '/rest/bankBranch/import',
    headers: { ...headers, authorization: token },
    payload,
  });
  return { status: res.statusCode, body: res.json() };
}

describe('POST /rest/bankBranch/import', () => {
  it('adds new branches, updates known ones, refuses bad rows with their message', async () => {
    const bytes = await workbook([
      ['银行代码', '联行号', '支行名称', '地区代码'],
      ['102', '102331000017', '中国工商银行股份有限公司杭州分行营业部', '330000'],
      ['102', '102100099996', '中国工商银行北京市分行营业部（更名）', '110000'],
      ['999', '999100000001', '不存在的银行支行', ''],
      ['104', '12345', '号码不对的支行', ''],
    ]);
    const res = await importFile(admin, 'branches.xlsx', bytes);
    expect(res.status).toBe(200);
    expect(res.body.dataSet).toEqual({
      added: 1,
      updated: 1,
      refused: [
        { row: 4, message: zh(BANK_MESSAGES.importUnknownBank({ code: '999' })) },
        { row: 5, message: zh(BANK_MESSAGES.branchCodeRule) },
      ],
    });
    const [renamed] = await t.db
      .select()
      .from(bankBranches)
      .where(eq(bankBranches.branchCode, '102100099996'));
    expect(renamed?.branchName).toBe('中国工商银行北京市分行营业部（更名）');
    expect(await t.db.$count(bankBranches, eq(bankBranches.branchCode, '102331000017'))).toBe(1);
  });

  it('tells the rows worked through as it goes, ending with done', async () => {
    const rows = Array.from({ length: 600 }, (_, i) => [
      '103',
      `1033310${String(i).padStart(5, '0')}`,
      `中国农业银行测试支行${i}`,
      '',
    ]);
    const bytes = await workbook([['银行代码', '联行号', '支行名称', '地区代码'], ...rows]);
    const steps: [number, number, string][] = [];
    const result = await importBranches(t.db, bytes, 'admin', 'zh_CN', async (done, total, status) => {
      steps.push([done, total, status]);
    });
    expect(result).toMatchObject({ added: 600, updated: 0, refused: [] });
    expect(steps).toEqual([
      [0, 600, 'running'],
      [250, 600, 'running'],
      [500, 600, 'running'],
      [600, 600, 'done'],
    ]);
  });

  it('reads English headings too, refuses a sheet without the columns and a file that is not .xlsx (400)', async () => {
    const english = await workbook([
      ['Bank code', 'Branch number', 'Branch name'],
      ['105', '105331000011', '中国建设银行股份有限公司杭州分行营业部'],
    ]);
    expect((await importFile(admin, 'en.xlsx', english)).body.dataSet.added).toBe(1);
    const headless = await importFile(admin, 'x.xlsx', await workbook([['名称'], ['x']]));
    expect(headless.status).toBe(400);
    expect(headless.body.dataSet.fieldErrors.file).toBe(zh(BANK_MESSAGES.importColumns));
    expect((await importFile(admin, 'x.csv', Buffer.from('a,b'))).status).toBe(400);
    expect((await importFile(admin, 'x.xlsx', Buffer.from('not a zip'))).status).toBe(400);
  });

  it('refuses a user without BANKBRANCH_IMPORT (403)', async () => {
    const bytes = await workbook([['银行代码', '联行号', '支行名称']]);
    expect((await importFile(viewer, 'x.xlsx', bytes)).status).toBe(403);
  });
});
