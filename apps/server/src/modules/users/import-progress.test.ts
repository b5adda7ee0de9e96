import type { ImportProgress } from '@awards/shared/exports';
import { eq } from 'drizzle-orm';
import ExcelJS from 'exceljs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { users } from '../../db/schema';
import { type PushHub, type PushMessage, silentPushHub } from '../../platform/push/hub';
import { createTestServices, type TestServices } from '../../test/services';
import { usersModule } from './module';

const HEADER = ['登录名*', '姓名*', '手机号', '邮箱', '性别（男/女）', '工号', '所属机构编码', '用户类型'];

let t: TestServices;
const pushes: { userIds: readonly number[]; message: PushMessage }[] = [];
const recording: PushHub = {
  ...silentPushHub,
  async toUsers(userIds, message) {
    pushes.push({ userIds, message });
  },
};

beforeAll(async () => {
  t = await createTestServices({}, { push: recording });
});
afterAll(() => t.close());

async function workbookOf(rows: string[][]): Promise<Buffer> {
  const workbook = new ExcelJS.Workbook();
  const sheet = workbook.addWorksheet('用户导入');
  for (const row of rows) sheet.addRow(row);
  return Buffer.from(await workbook.xlsx.writeBuffer());
}

describe('the users import', () => {
  it('tells the importer, by push, how many rows are done, and still answers the per-row report', async () => {
    const [admin] = await t.db.select().from(users).where(eq(users.loginName, 'admin'));
    const rows = Array.from({ length: 1200 }, (_, i) => [
      `prog.${i}`,
      `进度${i}`,
      '',
      '',
      '',
      '',
      '',
      '工作人员',
    ]);
    // Two refused rows: a bad login name and a second prog.1 (the file’s later duplicate).
    rows.push(
      ['bad name!', '坏名', '', '', '', '', '', '工作人员'],
      ['prog.1', '重复', '', '', '', '', '', '工作人员'],
    );
    const { userImport } = t.servicesOf(usersModule);
    const report = await userImport.import(
      { userId: admin!.id, orgId: admin!.orgId, loginName: 'admin' },
      await workbookOf([HEADER, ...rows]),
      'Import2026',
      'zh_CN',
    );
    expect(report).toMatchObject({ totalRows: 1202, createdCount: 1200, failedCount: 2 });
    expect(report.failures).toHaveLength(2);

    const steps = pushes
      .filter((p) => p.message.cmd === 'import')
      .map((p) => {
        expect(p.userIds).toEqual([admin!.id]);
        return p.message.import as ImportProgress;
      });
    expect(steps[0]).toEqual({ kind: 'users', status: 'running', rowsDone: 0, rowsTotal: 1202 });
    expect(steps.at(-1)).toEqual({ kind: 'users', status: 'done', rowsDone: 1202, rowsTotal: 1202 });
    // The refused rows, then each written slice of 500: never backwards.
    const done = steps.map((s) => s.rowsDone);
    expect(done).toEqual([0, 2, 502, 1002, 1202, 1202]);

    // The result is kept among the importer's exports, to be found after leaving the page:
    // every row with its outcome, the refused ones with their reasons.
    const { exports } = t.platform;
    await exports.settled();
    expect(report.resultExportId).toBeGreaterThan(0);
    const listed = await exports.one(admin!.id, report.resultExportId!, 'zh_CN');
    expect(listed).toMatchObject({ fileName: '用户导入结果.xlsx', status: 'done', rowsDone: 1202 });
    const file = await exports.file(admin!.id, report.resultExportId!);
    const chunks: Buffer[] = [];
    for await (const chunk of file.stream) chunks.push(chunk as Buffer);
    const book = new ExcelJS.Workbook();
    await book.xlsx.load(Buffer.concat(chunks) as unknown as ArrayBuffer);
    const sheet = book.worksheets[0]!;
    expect(sheet.name).toBe('导入结果');
    expect(sheet.getRow(1).values).toEqual([undefined, '行号', '登录名', '结果', '原因']);
    const refused = sheet.getRows(2, sheet.rowCount - 1)!.filter((r) => r.getCell(3).value === '未导入');
    expect(refused.map((r) => r.getCell(2).value)).toEqual(['bad name!', 'prog.1']);
    expect(String(refused[1]!.getCell(4).value)).not.toBe('');
    // Nobody else reads it.
    await expect(exports.file(admin!.id + 100_000, report.resultExportId!)).rejects.toThrow();
  });
});
