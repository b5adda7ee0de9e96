import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { BANK_MESSAGES } from '@awards/shared/banks';
import { IDENTITY_CODE_MESSAGES } from '@awards/shared/identity-codes';
import {
  SITE_REGISTRATION_MESSAGES as M,
  REGISTRATION_TICKET_HEADER,
} from '@awards/shared/site-registration';
import { and, desc, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  bankBranches,
  banks,
  declarerRegistrations,
  experts,
  organisations,
  sendLog,
  users,
} from '../../db/schema';
import { ADMIN_PASSWORD, createTestApp, type TestApp } from '../../test/harness';
import { zh } from '../../test/messages';
import { multipart, PDF } from '../../test/uploads';

let t: TestApp;
let admin: string;
let dataDir: string;

beforeAll(async () => {
  dataDir = mkdtempSync(path.join(tmpdir(), 'awards-signup-'));
  t = await createTestApp({ DATA_DIR: dataDir });
  admin = await t.login('admin', ADMIN_PASSWORD);
});
afterAll(async () => {
  await t.close();
  rmSync(dataDir, { recursive: true, force: true });
});

const post = (url: string, body?: unknown, ticket?: string) =>
  t.call('POST', `/rest/register/${url}`, {
    body,
    headers: ticket ? { [REGISTRATION_TICKET_HEADER]: ticket } : {},
  });

async function lastSms(phone: string): Promise<string> {
  const [row] = await t.db
    .select()
    .from(sendLog)
    .where(eq(sendLog.recipient, phone))
    .orderBy(desc(sendLog.id))
    .limit(1);
  return row?.content ?? '';
}

/** Proves a phone as the site does: the code by SMS, answered for a ticket. */
async function ticketFor(phone: string): Promise<string> {
  expect((await post('sendCode', { phone })).status).toBe(200);
  const code = /(\d{6})/.exec(await lastSms(phone))?.[1];
  const res = await post('verify', { phone, code });
  expect(res.status).toBe(200);
  return res.body.dataSet.ticket;
}

async function upload(ticket: string | null, fileName = 'licence.pdf', bytes = PDF) {
  const { payload, headers } = multipart(fileName, bytes);
  const res = await t.app.inject({
    method: 'POST',
    url: '/rest/register/upload',
    headers: { ...headers, ...(ticket ? { [REGISTRATION_TICKET_HEADER]: ticket } : {}) },
    payload,
  });
  return { status: res.statusCode, body: res.json() };
}

const unit = (licenceFileId: string) => ({
  unitName: '杭州测试科技有限公司',
  creditCode: '91330100716105852F',
  regionCode: '330000',
  address: '杭州市西湖区文三路1号',
  contactPerson: '王小明',
  email: 'wang@test-unit.example.com',
  licenceFileId,
});

describe('the phone check', () => {
  it('sends a code, refuses a wrong one, and answers the right one with a ticket', async () => {
    const phone = '13700000001';
    expect((await post('sendCode', { phone })).status).toBe(200);
    expect(await lastSms(phone)).toContain('注册验证码');
    const code = /(\d{6})/.exec(await lastSms(phone))![1]!;
    const wrong = String((Number(code) + 1) % 1_000_000).padStart(6, '0');
    const refused = await post('verify', { phone, code: wrong });
    expect(refused.status).toBe(401);
    expect(refused.body.rtnMessage).toBe(zh(M.codeWrong));
    const res = await post('verify', { phone, code });
    expect(res.status).toBe(200);
    expect(res.body.dataSet.ticket).toMatch(/^[\w-]{40,}$/);
    // Single use: the code cannot prove the phone twice.
    expect((await post('verify', { phone, code })).status).toBe(401);
    expect((await post('verify', { phone, code: '12' })).status).toBe(400);
  });

  it('refuses a bad phone (400) and a second code within a minute (429)', async () => {
    expect((await post('sendCode', { phone: '1234' })).status).toBe(400);
    await post('sendCode', { phone: '13700000002' });
    expect((await post('sendCode', { phone: '13700000002' })).status).toBe(429);
  });

  it('offers the choices of the forms without a sign-in: provinces, disciplines, banks and branches', async () => {
    const provinces = (await post('regions')).body.dataSet;
    expect(provinces).toContainEqual({ code: '330000', name: '浙江省' });
    expect((await post('disciplines')).body.dataSet).toContainEqual({
      code: 'computer',
      value: '计算机科学与技术',
    });
    const bankList = (await post('banks')).body.dataSet;
    const icbc = bankList.find((b: { bankName: string }) => b.bankName === '中国工商银行');
    const branches = await post('branches', { bankId: icbc.bankId, keyword: '北京' });
    expect(branches.body.dataSet).toEqual([expect.objectContaining({ branchCode: '102100099996' })]);
    expect((await post('branches', { bankId: 'x' })).status).toBe(400);
  });

  it('refuses every later call without a live ticket (401)', async () => {
    expect((await post('mine', undefined, 'not-a-ticket')).status).toBe(401);
    expect((await post('unit', unit('x'))).status).toBe(401);
    expect((await upload(null)).status).toBe(401);
  });
});

describe('a declaring unit registers', () => {
  const phone = '13700000010';
  let ticket: string;
  let fileId: string;

  it('uploads its licence (PDF, JPG, PNG only)', async () => {
    ticket = await ticketFor(phone);
    const exe = await upload(ticket, 'licence.exe', PDF);
    expect(exe.status).toBe(400);
    expect(exe.body.dataSet.fieldErrors.file).toBe(zh(M.fileType));
    const res = await upload(ticket);
    expect(res.status).toBe(200);
    fileId = res.body.dataSet.fileId;
  });

  it('refuses a credit code whose check character is wrong, and names taken values before submitting', async () => {
    const bad = await post('unit', { ...unit(fileId), creditCode: '91330100716105852E' }, ticket);
    expect(bad.status).toBe(400);
    expect(bad.body.dataSet.fieldErrors.creditCode).toBe(zh(IDENTITY_CODE_MESSAGES.creditCode));
    await t.db
      .insert(organisations)
      .values({ organCode: '9144030071526726XG', organName: '已注册单位', organType: 'unit' });
    const taken = await post('check', { field: 'creditCode', value: '9144030071526726XG' });
    expect(taken.body.dataSet.message).toBe(zh(M.creditCodeTaken));
    expect(
      (await post('check', { field: 'creditCode', value: '91330100716105852F' })).body.dataSet.message,
    ).toBeNull();
    const conflict = await post('unit', { ...unit(fileId), creditCode: '9144030071526726XG' }, ticket);
    expect(conflict.status).toBe(409);
    expect(conflict.body.dataSet.fieldErrors.creditCode).toBe(zh(M.creditCodeTaken));
    expect(await t.db.$count(users, eq(users.phone, phone))).toBe(0);
  });

  it('refuses a file not uploaded under its ticket', async () => {
    const other = await upload(await ticketFor('13700000011'));
    const res = await post('unit', unit(other.body.dataSet.fileId), ticket);
    expect(res.status).toBe(400);
    expect(res.body.dataSet.fieldErrors.licenceFileId).toBe(zh(M.fileUnknown));
  });

  it('files the application: a unit, a declarer who cannot sign in yet, a pending registration', async () => {
    const res = await post('unit', unit(fileId), ticket);
    expect(res.status).toBe(200);
    const [user] = await t.db.select().from(users).where(eq(users.phone, phone));
    expect(user).toMatchObject({
      loginName: phone,
      userType: 'declarer',
      enableLogin: false,
      realname: '王小明',
    });
    const [org] = await t.db.select().from(organisations).where(eq(organisations.id, user!.orgId!));
    expect(org).toMatchObject({ organCode: '91330100716105852F', organType: 'unit', regionCode: '330000' });
    const mine = await post('mine', undefined, ticket);
    expect(mine.body.dataSet).toMatchObject({
      kind: 'unit',
      status: 'pending',
      unit: { licenceFileName: 'licence.pdf' },
    });
    // Staff see it in the audit and read the licence.
    const page = await t.call('POST', '/rest/register/page', {
      token: admin,
      body: { organName: '杭州测试' },
    });
    expect(page.body.dataSet.result.map((r: { userId: number }) => r.userId)).toEqual([user!.id]);
    const download = await t.app.inject({
      method: 'GET',
      url: `/rest/file/download/${fileId}`,
      headers: { authorization: admin },
    });
    expect(download.statusCode).toBe(200);
    // A second application from the same phone is refused while this one waits.
    const again = await post('unit', unit(fileId), ticket);
    expect(again.status).toBe(409);
    expect(again.body.dataSet.fieldErrors.phone).toBe(zh(M.alreadyApplied));
  });

  it('is told a rejection by SMS, sees the reason, corrects and files again; approved, it signs in', async () => {
    const [user] = await t.db.select().from(users).where(eq(users.phone, phone));
    const reject = await t.call('POST', '/rest/register/audit', {
      token: admin,
      body: { userIds: [user!.id], auditResult: 'rejected', auditOpinion: '营业执照不清晰' },
    });
    expect(reject.status).toBe(200);
    expect(await lastSms(phone)).toContain('营业执照不清晰');
    const mine = await post('mine', undefined, ticket);
    expect(mine.body.dataSet).toMatchObject({ status: 'rejected', auditOpinion: '营业执照不清晰' });
    const clearer = await upload(ticket, 'licence-2.pdf');
    const res = await post(
      'unit',
      { ...unit(clearer.body.dataSet.fileId), address: '杭州市西湖区文三路2号' },
      ticket,
    );
    expect(res.status).toBe(200);
    const [reg] = await t.db
      .select()
      .from(declarerRegistrations)
      .where(eq(declarerRegistrations.userId, user!.id));
    expect(reg).toMatchObject({
      status: 'pending',
      auditOpinion: null,
      licenceFileId: clearer.body.dataSet.fileId,
    });
    const approve = await t.call('POST', '/rest/register/audit', {
      token: admin,
      body: { userIds: [user!.id], auditResult: 'approved' },
    });
    expect(approve.status).toBe(200);
    expect(await lastSms(phone)).toContain('已通过审核');
    // Signs in by SMS code with the phone it proved.
    expect((await t.call('POST', '/account/sms', { body: { phone } })).status).toBe(200);
    const captcha = /(\d{6})/.exec(await lastSms(phone))![1];
    const signIn = await t.call('POST', '/callback?client_name=captcha_client', { body: { phone, captcha } });
    expect(signIn.status).toBe(200);
    expect(signIn.body.dataSet.userInfo.loginName).toBe(phone);
  });
});

describe('an expert registers', () => {
  const phone = '13700000020';

  it('refuses a wrong ID check digit and a branch of another bank, then files into the expert audit', async () => {
    const ticket = await ticketFor(phone);
    const cv = await upload(ticket, 'cv.pdf');
    const [icbc] = await t.db.select().from(banks).where(eq(banks.bankCode, '102'));
    const [boc] = await t.db.select().from(banks).where(eq(banks.bankCode, '104'));
    const [branch] = await t.db.select().from(bankBranches).where(eq(bankBranches.bankId, icbc!.id)).limit(1);
    const form = {
      expertName: '李教授',
      sex: 1,
      idNumber: '11010519491231002X',
      organisation: '浙江大学',
      title: '教授',
      discipline: 'computer',
      email: 'li@zju.example.com',
      bankId: icbc!.id,
      bankBranchId: branch!.id,
      bankAccount: '6222020200012345678',
      cvFileId: cv.body.dataSet.fileId,
    };
    const badId = await post('expert', { ...form, idNumber: '110105194912310021' }, ticket);
    expect(badId.status).toBe(400);
    expect(badId.body.dataSet.fieldErrors.idNumber).toBe(zh(IDENTITY_CODE_MESSAGES.idNumber));
    const badBranch = await post('expert', { ...form, bankId: boc!.id }, ticket);
    expect(badBranch.status).toBe(400);
    expect(badBranch.body.dataSet.fieldErrors.bankBranchId).toBe(zh(BANK_MESSAGES.branchNotOfBank));

    expect((await post('expert', form, ticket)).status).toBe(200);
    const [expert] = await t.db.select().from(experts).where(eq(experts.phone, phone));
    expect(expert).toMatchObject({
      status: 'pending',
      bankName: '中国工商银行',
      bankBranchId: branch!.id,
      idNumber: '11010519491231002X',
    });
    const [user] = await t.db.select().from(users).where(eq(users.id, expert!.userId!));
    expect(user).toMatchObject({ userType: 'expert', enableLogin: false });
    expect(
      (await post('check', { field: 'idNumber', value: '11010519491231002X' })).body.dataSet.message,
    ).toBe(zh(M.idNumberTaken));

    const audit = await t.call('POST', '/rest/expert/audit', {
      token: admin,
      body: { expertIds: [expert!.id], auditResult: 'approved' },
    });
    expect(audit.status).toBe(200);
    const [approved] = await t.db
      .select({ enableLogin: users.enableLogin })
      .from(users)
      .where(and(eq(users.id, user!.id)));
    expect(approved!.enableLogin).toBe(true);
    expect(await lastSms(phone)).toContain('已通过审核');
  });
});
