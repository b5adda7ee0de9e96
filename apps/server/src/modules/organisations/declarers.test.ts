import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { users } from '../../db/schema';
import { addOrganisation, rootOrganisation } from '../../test/admin-fixtures';
import { ADMIN_PASSWORD, createTestApp, type TestApp, USER_PASSWORD } from '../../test/harness';

let t: TestApp;
let admin: string;
let viewer: string;
let unitId: number;
let deptId: number;
let subUnitId: number;

beforeAll(async () => {
  t = await createTestApp();
  admin = await t.login('admin', ADMIN_PASSWORD);
  // READ_ONLY holds no DEPART_USER.
  await t.createUser({ loginName: 'd-viewer', roleCodes: ['READ_ONLY'] });
  viewer = await t.login('d-viewer', USER_PASSWORD);
  const root = await rootOrganisation(t.db);
  const unit = await addOrganisation(t.db, 'D-UNIT', root, { organType: 'unit' });
  unitId = unit.id;
  subUnitId = (await addOrganisation(t.db, 'D-UNIT-SUB', unit, { organType: 'unit' })).id;
  deptId = (await addOrganisation(t.db, 'D-DEPT', root, { organType: 'department' })).id;
});
afterAll(() => t.close());

const call = (url: string, body: unknown, token = admin) =>
  t.call('POST', `/rest/organ/${url}`, { token, body });
const declarer = (loginName: string, organId: number) => ({
  organId,
  loginName,
  realname: '申报人',
  password: 'Declare#2026',
  phone: '13800001111',
});

describe('POST /rest/organ/addDeclareUser, /updateDeclareUser', () => {
  let userId: number;

  it('adds a declarer to a declaring unit', async () => {
    const res = await call('addDeclareUser', { ...declarer('decl-one', unitId), userIdentity: 2 });
    expect(res.status).toBe(200);
    expect(res.body.dataSet).toMatchObject({
      loginName: 'decl-one',
      userType: 'declarer',
      orgId: unitId,
      userIdentity: 2,
    });
    userId = res.body.dataSet.userId;
  });

  it('updates the declarer, keeping organisation and type', async () => {
    const res = await call('updateDeclareUser', {
      organId: unitId,
      userId,
      realname: '改名了',
      userType: 'staff',
    });
    expect(res.status).toBe(200);
    expect(res.body.dataSet).toMatchObject({ realname: '改名了', userType: 'declarer', orgId: unitId });
  });

  it('refuses an organisation that is not a declaring unit, and a user who is not its declarer', async () => {
    const add = await call('addDeclareUser', declarer('decl-dept', deptId));
    expect(add.status).toBe(422);
    expect(add.body.rtnMessage).toBe('只有申报单位类型的机构可以添加或修改申报用户');
    expect(await t.db.select().from(users).where(eq(users.loginName, 'decl-dept'))).toHaveLength(0);
    const staff = await t.createUser({ loginName: 'd-staff', orgId: unitId });
    const update = await call('updateDeclareUser', { organId: unitId, userId: staff.id, realname: 'x' });
    expect(update.status).toBe(422);
    expect(update.body.rtnMessage).toBe('该用户不是本机构的申报用户');
    const elsewhere = await call('updateDeclareUser', { organId: subUnitId, userId, realname: 'x' });
    expect(elsewhere.status).toBe(422);
  });

  it('403 without DEPART_USER', async () => {
    expect((await call('addDeclareUser', declarer('decl-403', unitId), viewer)).status).toBe(403);
    expect((await call('updateDeclareUser', { organId: unitId, userId, realname: 'x' }, viewer)).status).toBe(
      403,
    );
  });

  it('400 for bad input, and nothing is written', async () => {
    const res = await call('addDeclareUser', {
      ...declarer('decl-bad', unitId),
      password: 'short',
      phone: '123',
    });
    expect(res.status).toBe(400);
    expect(Object.keys(res.body.dataSet.fieldErrors).sort()).toEqual(['password', 'phone']);
    expect(
      (await call('addDeclareUser', { ...declarer('decl-bad', unitId), organId: undefined })).status,
    ).toBe(400);
    expect((await call('updateDeclareUser', { userId, realname: 'x' })).status).toBe(400);
    expect(await t.db.select().from(users).where(eq(users.loginName, 'decl-bad'))).toHaveLength(0);
  });

  it('lists only the declarers of the unit when /users is asked for that type', async () => {
    const res = await call('users', { organId: unitId, includeChildren: false, userType: 'declarer' });
    expect(res.status).toBe(200);
    expect(res.body.dataSet.result.map((u: { loginName: string }) => u.loginName)).toEqual(['decl-one']);
    expect((await call('users', { organId: unitId, userType: 'alien' })).status).toBe(400);
  });

  it('409 for a login name already taken', async () => {
    const res = await call('addDeclareUser', { ...declarer('decl-one', unitId), phone: null });
    expect(res.status).toBe(409);
  });
});

describe('POST /rest/organ/expertUsers', () => {
  beforeAll(async () => {
    await t.createUser({ loginName: 'exp-top', userType: 'expert', orgId: unitId });
    await t.createUser({ loginName: 'exp-sub', userType: 'expert', orgId: subUnitId });
    await t.createUser({ loginName: 'exp-dept', userType: 'expert', orgId: deptId });
  });

  const names = (res: { body: { dataSet: { result: { loginName: string }[] } } }) =>
    res.body.dataSet.result.map((u) => u.loginName).sort();

  it('lists only the experts of the organisation and below, paged', async () => {
    const res = await call('expertUsers', { organId: unitId, pageNum: 1, pageSize: 10 });
    expect(res.status).toBe(200);
    expect(names(res)).toEqual(['exp-sub', 'exp-top']);
    expect(res.body.dataSet.totalCount).toBe(2);
    const own = await call('expertUsers', { organId: unitId, includeChildren: false });
    expect(names(own)).toEqual(['exp-top']);
  });

  it('403 without DEPART_USER, 400 for bad input', async () => {
    expect((await call('expertUsers', { organId: unitId }, viewer)).status).toBe(403);
    expect((await call('expertUsers', { organId: 'x' })).status).toBe(400);
    expect((await call('expertUsers', { organId: unitId, pageSize: 0 })).status).toBe(400);
  });
});
