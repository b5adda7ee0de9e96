import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { declarerRegistrations, organisations, users } from '../../db/schema';
import { messagesOf } from '../../test/experts';
import { ADMIN_PASSWORD, createTestApp, type TestApp, USER_PASSWORD } from '../../test/harness';
import { fileRegistration } from './register';

let t: TestApp;
let admin: string;
let viewer: string;
let unitId: number;

beforeAll(async () => {
  t = await createTestApp();
  admin = await t.login('admin', ADMIN_PASSWORD);
  // READ_ONLY holds the view buttons only: REGISTER_VIEW but not REGISTER_AUDIT.
  await t.createUser({ loginName: 'rg-viewer', roleCodes: ['READ_ONLY'] });
  viewer = await t.login('rg-viewer', USER_PASSWORD);
  const [unit] = await t.db
    .insert(organisations)
    .values({ organCode: 'RG-UNIT', organName: '测试申报单位', organType: 'unit', regionCode: '320000' })
    .returning({ id: organisations.id });
  unitId = unit!.id;
});
afterAll(() => t.close());

const call = (url: string, body: unknown, token = admin) =>
  t.call('POST', `/rest/register/${url}`, { token, body });

let serial = 0;
async function register() {
  serial += 1;
  const user = await t.createUser({
    loginName: `rg-declarer-${serial}`,
    userType: 'declarer',
    orgId: unitId,
  });
  await fileRegistration(t.db, user.id);
  return user;
}

const loginStatus = async (loginName: string) =>
  (
    await t.call('POST', '/callback?client_name=myform_client', {
      body: { username: loginName, password: USER_PASSWORD },
    })
  ).status;

describe('POST /rest/register/page', () => {
  it('lists pending registrations with their unit, oldest first, and decided ones by status', async () => {
    const a = await register();
    const b = await register();
    const page = await call('page', { organName: '测试申报' }, viewer);
    expect(page.status).toBe(200);
    const ids = page.body.dataSet.result.map((r: { userId: number }) => r.userId);
    expect(ids.indexOf(a.id)).toBeLessThan(ids.indexOf(b.id));
    expect(page.body.dataSet.result[0]).toMatchObject({
      status: 'pending',
      organName: '测试申报单位',
      regionCode: '320000',
      enableLogin: false,
    });
    expect((await call('page', { loginName: a.loginName })).body.dataSet.totalCount).toBe(1);
    expect((await call('page', { loginName: a.loginName, status: 'rejected' })).body.dataSet.totalCount).toBe(
      0,
    );
  });

  it('answers 400 on a bad status and 403 without REGISTER_VIEW', async () => {
    expect((await call('page', { status: 'gone' })).status).toBe(400);
    await t.createUser({ loginName: 'rg-no-roles' });
    const noRoles = await t.login('rg-no-roles', USER_PASSWORD);
    expect((await call('page', {}, noRoles)).status).toBe(403);
  });
});

describe('POST /rest/register/audit', () => {
  it('approves: the account can sign in, and is told', async () => {
    const user = await register();
    expect(await loginStatus(user.loginName)).toBe(401);
    const res = await call('audit', { userIds: [user.id], auditResult: 'approved' });
    expect(res.status).toBe(200);
    expect(res.body.dataSet).toEqual({ count: 1, notified: 1 });
    expect(await loginStatus(user.loginName)).toBe(200);
    expect(await messagesOf(t, user.id)).toEqual([expect.stringContaining('已通过审核')]);
    const history = await call('page', { status: 'approved', loginName: user.loginName });
    expect(history.body.dataSet.result[0]).toMatchObject({ auditBy: 'admin', enableLogin: true });
  });

  it('rejects with the reason kept: the account stays disabled, and is told why', async () => {
    const user = await register();
    const res = await call('audit', {
      userIds: [user.id],
      auditResult: 'rejected',
      auditOpinion: '营业执照不清晰',
    });
    expect(res.status).toBe(200);
    const [row] = await t.db
      .select()
      .from(declarerRegistrations)
      .where(eq(declarerRegistrations.userId, user.id));
    expect(row).toMatchObject({ status: 'rejected', auditOpinion: '营业执照不清晰', auditBy: 'admin' });
    const [account] = await t.db.select().from(users).where(eq(users.id, user.id));
    expect(account!.enableLogin).toBe(false);
    expect(await messagesOf(t, user.id)).toEqual([expect.stringContaining('营业执照不清晰')]);
  });

  it('refuses a decided registration (505) and unknown users (404), changing nothing', async () => {
    const decided = await register();
    await call('audit', { userIds: [decided.id], auditResult: 'approved' });
    const pending = await register();
    const res = await call('audit', {
      userIds: [pending.id, decided.id],
      auditResult: 'rejected',
      auditOpinion: '重复',
    });
    expect(res.status).toBe(422);
    expect(res.body.rtnCode).toBe('505');
    expect(res.body.rtnMessage).toMatch(/不是待审核状态/);
    const [row] = await t.db
      .select()
      .from(declarerRegistrations)
      .where(eq(declarerRegistrations.userId, pending.id));
    expect(row!.status).toBe('pending');
    expect((await call('audit', { userIds: [999_999], auditResult: 'approved' })).status).toBe(404);
  });

  it('answers 400 without a reason on rejection and 403 without REGISTER_AUDIT', async () => {
    const user = await register();
    const bad = await call('audit', { userIds: [user.id], auditResult: 'rejected' });
    expect(bad.status).toBe(400);
    expect(bad.body.dataSet.fieldErrors).toEqual({ auditOpinion: '审核不通过时请填写原因' });
    expect((await call('audit', { userIds: [], auditResult: 'approved' })).status).toBe(400);
    expect((await call('audit', { userIds: [user.id], auditResult: 'approved' }, viewer)).status).toBe(403);
  });
});
