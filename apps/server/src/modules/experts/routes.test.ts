import { BANK_MESSAGES } from '@awards/shared/banks';
import { EXPERT_MESSAGES } from '@awards/shared/experts';
import { renderMessage } from '@awards/shared/i18n';
import { eq } from 'drizzle-orm';
import ExcelJS from 'exceljs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { bankBranches, banks } from '../../db/schema';
import { newExpert } from '../../test/experts';
import { ADMIN_PASSWORD, createTestApp, type TestApp, USER_PASSWORD } from '../../test/harness';

const zh = (ref: string) => renderMessage(ref, 'zh_CN');
let t: TestApp;
let admin: string;
let viewer: string;
let noRoles: string;

beforeAll(async () => {
  t = await createTestApp();
  admin = await t.login('admin', ADMIN_PASSWORD);
  // BUSI_AUDIT holds EXPERT_VIEW but not EXPERT_VIEW_SENSITIVE.
  await t.createUser({ loginName: 'ex-viewer', roleCodes: ['BUSI_AUDIT'] });
  viewer = await t.login('ex-viewer', USER_PASSWORD);
  await t.createUser({ loginName: 'ex-no-roles' });
  noRoles = await t.login('ex-no-roles', USER_PASSWORD);
});
afterAll(() => t.close());

const call = (url: string, body: unknown, token = admin) =>
  t.call('POST', `/rest/expert/${url}`, { token, body });

async function addExpert(fields: Record<string, unknown> = {}) {
  const res = await call('add', newExpert(fields));
  if (res.status !== 200) throw new Error(`add expert: ${res.status} ${JSON.stringify(res.body)}`);
  return res.body.dataSet as { expertId: number; idNumber: string; bankAccount: string };
}

describe('add, update, detail, page', () => {
  it('adds an approved expert, edits it and finds it by every filter', async () => {
    const input = newExpert({
      expertName: '林知远',
      organisation: '浙江大学',
      title: '研究员',
      discipline: 'materials',
    });
    const added = await call('add', input);
    expect(added.status).toBe(200);
    expect(added.body.dataSet).toMatchObject({
      expertName: '林知远',
      status: 'approved',
      auditBy: 'admin',
      blacklisted: false,
      sensitiveMasked: true,
    });
    const { expertId } = added.body.dataSet;

    const updated = await call('update', { expertId, title: '教授', remark: '材料专家' });
    expect(updated.body.dataSet).toMatchObject({
      title: '教授',
      remark: '材料专家',
      organisation: '浙江大学',
    });
    // Fields left out keep their values: the masked number is never written back.
    const detail = await call('detail', { expertId });
    expect(detail.body.dataSet.idNumber).toBe(input.idNumber);

    for (const filter of [
      { expertName: '知远' },
      { organisation: '浙江' },
      { title: '教授', discipline: 'materials' },
      { status: 'approved', blacklisted: 0, regionCode: '110000' },
    ]) {
      const page = await call('page', { ...filter, expertName: '林知远' });
      expect(page.status, JSON.stringify(filter)).toBe(200);
      expect(page.body.dataSet.result.map((e: { expertId: number }) => e.expertId)).toEqual([expertId]);
    }
    expect((await call('page', { expertName: '林知远', status: 'pending' })).body.dataSet.totalCount).toBe(0);
    expect(
      (await call('page', { expertName: '林知远', discipline: 'physics' })).body.dataSet.totalCount,
    ).toBe(0);
  });

  it('adds a pending expert when asked, linked to a client user of type expert', async () => {
    const user = await t.createUser({ loginName: 'ex-linked', userType: 'expert' });
    const added = await call('add', newExpert({ status: 'pending', userId: user.id }));
    expect(added.body.dataSet).toMatchObject({
      status: 'pending',
      userId: user.id,
      loginName: 'ex-linked',
      auditBy: null,
    });
    // One expert per account.
    const again = await call('add', newExpert({ userId: user.id }));
    expect(again.status).toBe(409);
    expect(again.body.dataSet.fieldErrors).toEqual({ userId: '该用户已关联其他专家' });
    const staff = await t.createUser({ loginName: 'ex-staff-user' });
    const wrongType = await call('add', newExpert({ userId: staff.id }));
    expect(wrongType.status).toBe(400);
    expect(wrongType.body.dataSet.fieldErrors).toEqual({ userId: '关联用户必须是评审专家类型的用户' });
  });

  it('refuses a duplicate ID number (409), an unknown discipline and bad fields (400), unknown ids (404)', async () => {
    const first = newExpert();
    await call('add', first);
    const dup = await call('add', newExpert({ idNumber: first.idNumber }));
    expect(dup.status).toBe(409);
    expect(dup.body.dataSet.fieldErrors).toEqual({ idNumber: '该证件号码已被其他专家使用' });

    const unknown = await call('add', newExpert({ discipline: 'astrology' }));
    expect(unknown.status).toBe(400);
    expect(unknown.body.dataSet.fieldErrors).toEqual({ discipline: '学科领域不在字典中' });
    const nowhere = await call('add', newExpert({ regionCode: '990000' }));
    expect(nowhere.status).toBe(400);
    expect(nowhere.body.dataSet.fieldKeys).toEqual({ regionCode: { key: 'experts.regionUnknown' } });

    const bad = await call('add', {
      expertName: '',
      organisation: '',
      discipline: 'computer',
      phone: '123',
      idNumber: '11*********1234',
      bankAccount: '62*********',
      sex: 3,
    });
    expect(bad.status).toBe(400);
    expect(bad.body.dataSet.fieldErrors).toMatchObject({
      expertName: '请输入专家姓名',
      organisation: '请输入工作单位',
      phone: '您的手机号码格式不正确!',
      idNumber: '您的身份证号/护照格式不正确!',
      bankAccount: '银行账号应为12至30位数字',
      sex: '性别只能是男(1)或女(2)',
    });
    expect((await call('update', { expertId: 'x' })).status).toBe(400);
    expect((await call('detail', {})).status).toBe(400);
    expect((await call('page', { status: 'gone' })).status).toBe(400);
    expect((await call('export', { blacklisted: 2 })).status).toBe(400);
    expect((await call('update', { expertId: 999_999, title: '无' })).status).toBe(404);
    expect((await call('detail', { expertId: 999_999 })).status).toBe(404);
  });

  it('takes the bank and branch from the maintained list, names the bank from it, and keeps an older free-text bank', async () => {
    const [branch] = await t.db.select().from(bankBranches).limit(1);
    const [bank] = await t.db.select().from(banks).where(eq(banks.id, branch!.bankId));
    const added = await call('add', newExpert({ bankId: branch!.bankId, bankBranchId: branch!.id }));
    expect(added.status).toBe(200);
    expect(added.body.dataSet).toMatchObject({
      bankId: branch!.bankId,
      bankBranchId: branch!.id,
      bankBranchName: branch!.branchName,
      bankName: bank!.bankName,
    });
    const { expertId } = added.body.dataSet;
    // Left out: unchanged; both null: cleared.
    expect((await call('update', { expertId, title: '教授' })).body.dataSet.bankBranchId).toBe(branch!.id);
    const cleared = await call('update', { expertId, bankId: null, bankBranchId: null });
    expect(cleared.body.dataSet).toMatchObject({ bankId: null, bankBranchId: null, bankName: null });
    // A record entered before the list keeps its name until a branch is chosen.
    const older = await addExpert({ bankName: '某地农村信用社' });
    expect((await call('update', { expertId: older.expertId, title: '研究员' })).body.dataSet).toMatchObject({
      bankName: '某地农村信用社',
      bankBranchId: null,
    });

    const oneOnly = await call('update', { expertId, bankId: branch!.bankId });
    expect(oneOnly.status).toBe(400);
    expect(oneOnly.body.dataSet.fieldErrors.bankBranchId).toBe(zh(EXPERT_MESSAGES.bankBoth));
    const wrongBank = await call(
      'add',
      newExpert({ bankId: branch!.bankId + 1000, bankBranchId: branch!.id }),
    );
    expect(wrongBank.status).toBe(400);
    expect(wrongBank.body.dataSet.fieldErrors.bankBranchId).toBe(zh(BANK_MESSAGES.branchNotOfBank));
    expect((await call('add', newExpert({ bankId: 'x', bankBranchId: branch!.id }))).status).toBe(400);
    const refused = await call(
      'update',
      { expertId, bankId: branch!.bankId, bankBranchId: branch!.id },
      viewer,
    );
    expect(refused.status).toBe(403);
  });

  it('answers 403 to a user without the code', async () => {
    const { expertId } = await addExpert();
    for (const [url, body, token] of [
      ['page', {}, noRoles],
      ['detail', { expertId }, noRoles],
      ['add', newExpert(), viewer],
      ['update', { expertId, title: '无权' }, viewer],
      ['export', {}, viewer],
    ] as const) {
      expect((await call(url, body, token)).status, url).toBe(403);
    }
  });
});

describe('the audit queue', () => {
  it('lists only pending experts, to EXPERT_AUDIT holders, and refuses bad filters', async () => {
    const pending = await addExpert({ status: 'pending', expertName: '待审专家甲' });
    await addExpert({ expertName: '已通过专家乙' });
    const res = await call('auditPage', { pageNum: 1, pageSize: 50 });
    expect(res.status).toBe(200);
    const rows = res.body.dataSet.result as { expertId: number; status: string }[];
    expect(rows.map((r) => r.expertId)).toContain(pending.expertId);
    expect(rows.every((r) => r.status === 'pending')).toBe(true);
    expect((await call('auditPage', {}, noRoles)).status).toBe(403);
    expect((await call('auditPage', { blacklisted: 7 })).status).toBe(400);
  });
});

describe('masking of the ID number and bank account', () => {
  it('masks them in the page for everyone, and in the detail without EXPERT_VIEW_SENSITIVE', async () => {
    const input = newExpert({ expertName: '掩码测试' });
    const { expertId } = await addExpert(input);
    const masked = {
      idNumber: `${input.idNumber.slice(0, 3)}***********${input.idNumber.slice(-4)}`,
      bankAccount: `${input.bankAccount.slice(0, 3)}*********${input.bankAccount.slice(-4)}`,
      sensitiveMasked: true,
    };
    for (const token of [admin, viewer]) {
      const page = await call('page', { expertName: '掩码测试' }, token);
      expect(page.body.dataSet.result[0]).toMatchObject(masked);
    }
    expect((await call('detail', { expertId }, viewer)).body.dataSet).toMatchObject(masked);
    expect((await call('detail', { expertId }, admin)).body.dataSet).toMatchObject({
      idNumber: input.idNumber,
      bankAccount: input.bankAccount,
      sensitiveMasked: false,
    });
  });

  it('exports the filtered pool to Excel with the numbers masked', async () => {
    const input = newExpert({ expertName: '导出专家', discipline: 'physics' });
    await addExpert(input);
    await addExpert({ expertName: '不导出', discipline: 'chemistry' });
    const res = await call('export', { discipline: 'physics', expertName: '导出' });
    expect(res.status).toBe(200);
    expect(res.raw.headers['content-type']).toContain('spreadsheetml');
    const workbook = new ExcelJS.Workbook();
    await workbook.xlsx.load(res.raw.rawPayload as unknown as ArrayBuffer);
    const sheet = workbook.getWorksheet('专家库')!;
    expect(sheet.rowCount).toBe(2);
    const values = (sheet.getRow(2).values as unknown[]).slice(1);
    expect(values).toContain('导出专家');
    expect(values).toContain('物理学');
    expect(values).toContain(`${input.idNumber.slice(0, 3)}***********${input.idNumber.slice(-4)}`);
    expect(values).not.toContain(input.idNumber);
    expect(values).not.toContain(input.bankAccount);

    // In the reader's language: headers, status, sex and the discipline's label.
    const english = await t.call('POST', '/rest/expert/export', {
      token: admin,
      headers: { 'accept-language': 'en_GB' },
      body: { discipline: 'physics', expertName: '导出' },
    });
    const book = new ExcelJS.Workbook();
    await book.xlsx.load(english.raw.rawPayload as unknown as ArrayBuffer);
    const en = book.getWorksheet('Experts')!;
    const header = (en.getRow(1).values as unknown[]).slice(1);
    expect(header).toEqual([
      'Name',
      'Sex',
      'Employer',
      'Title',
      'Discipline',
      'Mobile',
      'E-mail',
      'ID number',
      'Bank',
      'Bank account',
      'Audit status',
      'Blacklisted',
    ]);
    const row = Object.fromEntries(header.map((h, i) => [h, en.getRow(2).getCell(i + 1).value]));
    expect(row).toMatchObject({ 'Audit status': 'Approved', Blacklisted: 'No' });
    expect(row.Discipline).not.toBe('physics');
  });
});
