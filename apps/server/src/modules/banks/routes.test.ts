import { BANK_MESSAGES } from '@awards/shared/banks';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { bankBranches, banks } from '../../db/schema';
import { ADMIN_PASSWORD, createTestApp, type TestApp, USER_PASSWORD } from '../../test/harness';
import { zh } from '../../test/messages';

let t: TestApp;
let admin: string;
let viewer: string;
let nobody: string;

beforeAll(async () => {
  t = await createTestApp();
  admin = await t.login('admin', ADMIN_PASSWORD);
  await t.createUser({ loginName: 'bk-viewer', roleCodes: ['READ_ONLY'] });
  viewer = await t.login('bk-viewer', USER_PASSWORD);
  await t.createUser({ loginName: 'bk-nobody' });
  nobody = await t.login('bk-nobody', USER_PASSWORD);
});
afterAll(() => t.close());

const call = (url: string, body: unknown, token = admin) => t.call('POST', `/rest/${url}`, { token, body });

describe('banks', () => {
  it('lists the seeded national banks in their order, with branch counts', async () => {
    const res = await call('bank/page', { pageSize: 50 });
    expect(res.status).toBe(200);
    const icbc = res.body.dataSet.result.find((b: { bankCode: string }) => b.bankCode === '102');
    expect(icbc).toMatchObject({ bankName: '中国工商银行', branchCount: 2 });
    expect(res.body.dataSet.result[0].bankCode).toBe('102');
    expect((await call('bank/page', {}, viewer)).status).toBe(200);
    expect((await call('bank/page', {}, nobody)).status).toBe(403);
  });

  it('adds and edits a bank; refuses a bad code (400), a taken code (409) and a user without the code (403)', async () => {
    const bad = await call('bank/add', { bankCode: '12', bankName: '测试银行' });
    expect(bad.status).toBe(400);
    expect(bad.body.dataSet.fieldErrors.bankCode).toBe(zh(BANK_MESSAGES.bankCodeRule));
    expect((await call('bank/add', { bankCode: '999', bankName: '测试银行' }, viewer)).status).toBe(403);
    const added = await call('bank/add', { bankCode: '999', bankName: '测试银行' });
    expect(added.status).toBe(200);
    const taken = await call('bank/add', { bankCode: '999', bankName: '另一家银行' });
    expect(taken.status).toBe(409);
    expect(taken.body.dataSet.fieldErrors.bankCode).toBe(zh(BANK_MESSAGES.bankCodeTaken));
    const bankId = added.body.dataSet.bankId;
    expect((await call('bank/edit', { bankId, bankCode: '999', bankName: '测试商业银行' })).status).toBe(200);
    const [row] = await t.db.select().from(banks).where(eq(banks.id, bankId));
    expect(row?.bankName).toBe('测试商业银行');
    expect((await call('bank/edit', { bankCode: '999', bankName: 'x' })).status).toBe(400);
  });
});

describe('branch banks', () => {
  it("adds a branch, lists a bank's branches, refuses deleting a bank that has branches", async () => {
    const [bank] = await t.db.select().from(banks).where(eq(banks.bankCode, '999'));
    const bad = await call('bankBranch/add', { bankId: bank!.id, branchCode: '123', branchName: '测试支行' });
    expect(bad.status).toBe(400);
    expect(bad.body.dataSet.fieldErrors.branchCode).toBe(zh(BANK_MESSAGES.branchCodeRule));
    const body = { bankId: bank!.id, branchCode: '999100000001', branchName: '测试商业银行北京分行' };
    expect((await call('bankBranch/add', body, viewer)).status).toBe(403);
    const added = await call('bankBranch/add', body);
    expect(added.status).toBe(200);
    const taken = await call('bankBranch/add', body);
    expect(taken.status).toBe(409);
    const page = await call('bankBranch/page', { bankId: bank!.id });
    expect(page.body.dataSet.result).toEqual([
      expect.objectContaining({ branchCode: '999100000001', bankName: '测试商业银行' }),
    ]);
    const options = await call('bank/branchOptions', { bankId: bank!.id, keyword: '北京' }, nobody);
    expect(options.body.dataSet).toEqual([expect.objectContaining({ branchName: '测试商业银行北京分行' })]);
    const inUse = await call('bank/delete', { bankId: bank!.id });
    expect(inUse.status).toBe(422);
    expect(inUse.body.rtnMessage).toBe(zh(BANK_MESSAGES.bankInUse({ count: 1 })));
    expect((await call('bankBranch/delete', { branchId: added.body.dataSet.branchId }, viewer)).status).toBe(
      403,
    );
    expect((await call('bankBranch/delete', { branchId: added.body.dataSet.branchId })).status).toBe(200);
    expect(await t.db.$count(bankBranches, eq(bankBranches.bankId, bank!.id))).toBe(0);
    expect((await call('bank/delete', { bankId: bank!.id })).status).toBe(200);
    expect((await call('bank/delete', { bankId: 'x' })).status).toBe(400);
  });
});
