import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DATA_SCOPE, users } from '../../db/schema';
import { addOrganisation, addRoleWithCodes, grantRole, rootOrganisation } from '../../test/admin-fixtures';
import { ADMIN_PASSWORD, createTestApp, type TestApp, USER_PASSWORD } from '../../test/harness';

let t: TestApp;
let admin: string;
let noRoles: string;
let viewer: string;
let orgs: { dept: number; team: number; other: number };

const NEW_PASSWORD = 'NewPassw0rd';

beforeAll(async () => {
  t = await createTestApp();
  admin = await t.login('admin', ADMIN_PASSWORD);
  await t.createUser({ loginName: 'u-no-roles' });
  noRoles = await t.login('u-no-roles', USER_PASSWORD);
  await t.createUser({ loginName: 'u-viewer', roleCodes: ['READ_ONLY'] });
  viewer = await t.login('u-viewer', USER_PASSWORD);
  const root = await rootOrganisation(t.db);
  const dept = await addOrganisation(t.db, 'U-DEPT', root);
  const team = await addOrganisation(t.db, 'U-TEAM', dept);
  const other = await addOrganisation(t.db, 'U-OTHER', root);
  orgs = { dept: dept.id, team: team.id, other: other.id };
});
afterAll(() => t.close());

let serial = 0;
/** Adds a user through the API; unique phone and e-mail unless given. */
async function addUser(fields: Record<string, unknown> = {}) {
  serial += 1;
  const res = await t.call('POST', '/rest/user/add', {
    token: admin,
    body: {
      loginName: `user${serial}`,
      realname: `用户${serial}`,
      password: USER_PASSWORD,
      phone: `1390000${String(serial).padStart(4, '0')}`,
      email: `user${serial}@example.org`,
      ...fields,
    },
  });
  if (res.status !== 200) throw new Error(`add failed: ${res.status} ${JSON.stringify(res.body)}`);
  return res.body.dataSet as { userId: number; loginName: string; userNo: string };
}

const page = (token: string, body: Record<string, unknown>) =>
  t.call('POST', '/rest/user/page', { token, body });

describe('POST /rest/user/page', () => {
  it('lists users with paging and their organisation, never a secret', async () => {
    await addUser({ orgId: orgs.dept });
    const res = await page(admin, { pageNum: 1, pageSize: 2 });
    expect(res.status).toBe(200);
    expect(res.body.dataSet).toMatchObject({ pageNum: 1, pageSize: 2 });
    expect(res.body.dataSet.result).toHaveLength(2);
    expect(res.body.dataSet.totalPage).toBe(Math.ceil(res.body.dataSet.totalCount / 2));
    expect(res.raw.body).not.toMatch(/password|\$argon2/i);
  });

  it('filters by name, login name (any case), phone prefix, status, type and organisation subtree', async () => {
    const a = await addUser({
      realname: '欧阳明远',
      loginName: 'OuYang.M',
      orgId: orgs.team,
      phone: '13512345678',
    });
    await addUser({ realname: '欧阳子', orgId: orgs.other, userType: 'expert' });
    const ids = async (body: Record<string, unknown>) =>
      ((await page(admin, body)).body.dataSet.result as { userId: number }[]).map((r) => r.userId);
    expect(await ids({ realname: '阳明' })).toEqual([a.userId]);
    expect(await ids({ loginName: 'ouyang.m' })).toEqual([a.userId]);
    expect(await ids({ phone: '1351234' })).toEqual([a.userId]);
    expect(await ids({ realname: '欧阳', orgId: orgs.dept })).toEqual([a.userId]);
    expect(await ids({ realname: '欧阳', userType: 'expert' })).toHaveLength(1);
    expect(await ids({ realname: '欧阳', status: 2 })).toEqual([]);
    expect(await ids({ realname: '欧阳明远' })).toEqual([a.userId]);
    expect(await ids({ realname: '100%' })).toEqual([]);
    // Quotes, backslashes and LIKE wildcards in a name are matched as themselves.
    const odd = await addUser({ realname: 'O"Ne\\il_%' });
    expect(await ids({ realname: '"Ne\\' })).toEqual([odd.userId]);
    expect(await ids({ realname: '_%' })).toEqual([odd.userId]);
    expect(await ids({ orgId: 999_999 })).toEqual([]);
  });

  it('answers 400 for a bad page size or status, 403 without USER_VIEW', async () => {
    const bad = await page(admin, { pageSize: 0, status: 7 });
    expect(bad.status).toBe(400);
    expect(bad.body.dataSet.fieldErrors).toMatchObject({ pageSize: '每页条数至少为1' });
    expect((await page(admin, { status: 7 })).body.dataSet.fieldErrors.status).toBe(
      '状态只能是正常(1)或冻结(2)',
    );
    expect((await page(noRoles, {})).status).toBe(403);
    expect((await page(viewer, {})).status).toBe(200);
  });
});

describe('the data scope on users', () => {
  it('shows a scope-2 holder their organisation and below, and hides the rest', async () => {
    const inTeam = await addUser({ orgId: orgs.team });
    const outside = await addUser({ orgId: orgs.other });
    const roleId = await addRoleWithCodes(t.db, 'U_DEPT_VIEWER', DATA_SCOPE.orgAndBelow, [
      'USER_VIEW',
      'USER_EDIT',
    ]);
    const manager = await t.createUser({ loginName: 'u-dept-manager', orgId: orgs.dept });
    await grantRole(t.db, manager.id, roleId);
    const token = await t.login('u-dept-manager', USER_PASSWORD);

    const rows = (await page(token, { pageSize: 500 })).body.dataSet.result as { orgId: number }[];
    expect(rows.length).toBeGreaterThan(1);
    expect(rows.every((r) => r.orgId === orgs.dept || r.orgId === orgs.team)).toBe(true);
    const seen = (userId: number) => t.call('POST', '/rest/user/detail', { token, body: { userId } });
    expect((await seen(inTeam.userId)).status).toBe(200);
    expect((await seen(outside.userId)).status).toBe(404);
    const move = await t.call('POST', '/rest/user/update', {
      token,
      body: { userId: inTeam.userId, orgId: orgs.other },
    });
    expect(move.status).toBe(403);
  });
});

describe('POST /rest/user/detail and /rest/user/generateUserNo', () => {
  it('returns one user with roles and posts', async () => {
    const roles = await t.call('POST', '/rest/role/all', { token: admin });
    const readOnly = (roles.body.dataSet as { roleId: number; roleCode: string }[] | null)?.find(
      (r) => r.roleCode === 'READ_ONLY',
    );
    const created = await addUser({ roleIds: readOnly ? [readOnly.roleId] : [] });
    const res = await t.call('POST', '/rest/user/detail', { token: admin, body: { userId: created.userId } });
    expect(res.status).toBe(200);
    expect(res.body.dataSet).toMatchObject({
      userId: created.userId,
      loginName: created.loginName,
      status: 1,
    });
    expect(res.body.dataSet.userNo).toMatch(/^U\d{6}$/);
    expect(Array.isArray(res.body.dataSet.roles)).toBe(true);
    expect(res.raw.body).not.toMatch(/passwordHash|\$argon2/);
    expect((await t.call('POST', '/rest/user/detail', { token: admin, body: { userId: 'x' } })).status).toBe(
      400,
    );
    expect(
      (await t.call('POST', '/rest/user/detail', { token: admin, body: { userId: 999_999 } })).status,
    ).toBe(404);
    expect((await t.call('POST', '/rest/user/detail', { token: noRoles, body: { userId: 1 } })).status).toBe(
      403,
    );
  });

  it('hands out a new user number each time, skipping numbers in use', async () => {
    const first = await t.call('POST', '/rest/user/generateUserNo', { token: admin });
    const second = await t.call('POST', '/rest/user/generateUserNo', { token: admin });
    expect(first.body.dataSet.userNo).toMatch(/^U\d{6}$/);
    expect(second.body.dataSet.userNo).not.toBe(first.body.dataSet.userNo);
    // U000001 is the administrator's.
    expect(first.body.dataSet.userNo).not.toBe('U000001');
    expect((await t.call('POST', '/rest/user/generateUserNo', { token: viewer })).status).toBe(403);
  });
});

describe('POST /rest/user/add', () => {
  it('creates a user who can sign in, with a generated number', async () => {
    const created = await addUser({
      loginName: 'Fresh.User',
      orgId: orgs.dept,
      sex: 1,
      birthday: '1990-05-01',
    });
    expect(created.userNo).toMatch(/^U\d{6}$/);
    await expect(t.login('fresh.user', USER_PASSWORD)).resolves.toBeTruthy();
  });

  it('answers 400 with the shared validators’ messages', async () => {
    const res = await t.call('POST', '/rest/user/add', {
      token: admin,
      body: { loginName: 'ab', realname: '', password: 'short', phone: '12345', email: 'nope', sex: 3 },
    });
    expect(res.status).toBe(400);
    expect(res.body.dataSet.fieldErrors).toMatchObject({
      loginName: '登录名为3至32位字母、数字或 _ . @ - 符号',
      realname: '请输入姓名',
      password: '密码由至少8位数字、大小写字母组成!',
      phone: '您的手机号码格式不正确!',
      email: '请输入正确格式的邮箱!',
      sex: '请选择正确的性别',
    });
  });

  it('answers 409 naming the field for a login name in another case, a phone or an e-mail in use', async () => {
    const taken = await addUser();
    const again = (fields: Record<string, unknown>) =>
      t.call('POST', '/rest/user/add', {
        token: admin,
        body: { loginName: `other${serial}x`, realname: '重复', password: USER_PASSWORD, ...fields },
      });
    const byName = await again({ loginName: taken.loginName.toUpperCase() });
    expect(byName.status).toBe(409);
    expect(byName.body.dataSet.fieldErrors).toEqual({ loginName: '该登录名已被使用' });
    const byPhone = await again({ phone: `1390000${String(serial).padStart(4, '0')}` });
    expect(byPhone.body.dataSet.fieldErrors).toEqual({ phone: '该手机号已被使用' });
    const byEmail = await again({ email: `USER${serial}@example.org` });
    expect(byEmail.body.dataSet.fieldErrors).toEqual({ email: '该邮箱已被使用' });
  });

  it('refuses unknown roles or organisations, and a user without USER_ADD', async () => {
    const badRole = await t.call('POST', '/rest/user/add', {
      token: admin,
      body: { loginName: 'role-less', realname: '无', password: USER_PASSWORD, roleIds: [999_999] },
    });
    expect(badRole.status).toBe(400);
    expect(badRole.body.dataSet.fieldErrors).toEqual({ roleIds: '所选角色不存在' });
    const badOrg = await t.call('POST', '/rest/user/add', {
      token: admin,
      body: { loginName: 'org-less', realname: '无', password: USER_PASSWORD, orgId: 999_999 },
    });
    expect(badOrg.body.dataSet.fieldErrors).toEqual({ orgId: '所属机构不存在或已删除' });
    const denied = await t.call('POST', '/rest/user/add', {
      token: viewer,
      body: { loginName: 'denied', realname: '无', password: USER_PASSWORD },
    });
    expect(denied.status).toBe(403);
  });
});

describe('POST /rest/user/update', () => {
  it('changes the given fields and leaves the others', async () => {
    const created = await addUser({ workNo: 'W-1', remarks: '原备注' });
    const res = await t.call('POST', '/rest/user/update', {
      token: admin,
      body: { userId: created.userId, realname: '改名了', telephone: '010-12345678', remarks: '' },
    });
    expect(res.status).toBe(200);
    expect(res.body.dataSet).toMatchObject({ realname: '改名了', workNo: 'W-1', remarks: null });
    expect(res.body.dataSet.telephone).toBe('010-12345678');
  });

  it('signs the user out when login is disabled', async () => {
    const created = await addUser();
    const token = await t.login(created.loginName, USER_PASSWORD);
    await t.call('POST', '/rest/user/update', {
      token: admin,
      body: { userId: created.userId, enableLogin: false },
    });
    expect((await t.call('GET', '/api/user/info', { token })).status).toBe(401);
  });

  it('answers 409 for a taken e-mail, 400 for bad input, 404 for an unknown user, 403 without USER_EDIT', async () => {
    const one = await addUser();
    const two = await addUser();
    const taken = await t.call('POST', '/rest/user/update', {
      token: admin,
      body: { userId: two.userId, email: `user${serial - 1}@example.org` },
    });
    expect(taken.status).toBe(409);
    const own = await t.call('POST', '/rest/user/update', {
      token: admin,
      body: { userId: one.userId, loginName: one.loginName.toUpperCase() },
    });
    expect(own.status).toBe(200);
    const bad = await t.call('POST', '/rest/user/update', {
      token: admin,
      body: { userId: one.userId, phone: 'x' },
    });
    expect(bad.body.dataSet.fieldErrors).toEqual({ phone: '您的手机号码格式不正确!' });
    const missing = await t.call('POST', '/rest/user/update', { token: admin, body: { userId: 999_999 } });
    expect(missing.status).toBe(404);
    const denied = await t.call('POST', '/rest/user/update', { token: viewer, body: { userId: one.userId } });
    expect(denied.status).toBe(403);
  });
});

describe('delete, recycle bin, restore and delete for good', () => {
  it('moves a user to the recycle bin, signs them out, and restores them', async () => {
    const created = await addUser();
    const token = await t.login(created.loginName, USER_PASSWORD);
    const del = await t.call('POST', '/rest/user/delete', {
      token: admin,
      body: { userIds: [created.userId] },
    });
    expect(del.status).toBe(200);
    expect((await t.call('GET', '/api/user/info', { token })).status).toBe(401);
    expect((await page(admin, { loginName: created.loginName })).body.dataSet.totalCount as number).toBe(0);

    const bin = await t.call('POST', '/rest/user/recycleList', {
      token: admin,
      body: { loginName: created.loginName },
    });
    expect(bin.status).toBe(200);
    expect(bin.body.dataSet.result[0]).toMatchObject({ userId: created.userId, delFlag: 1 });
    expect(bin.body.dataSet.result[0].deletedAt).toBeTruthy();

    const restore = await t.call('POST', '/rest/user/recycleRestore', {
      token: admin,
      body: { userIds: [created.userId] },
    });
    expect(restore.body.dataSet).toEqual({ count: 1 });
    await expect(t.login(created.loginName, USER_PASSWORD)).resolves.toBeTruthy();
  });

  it('deletes for good and frees the login name', async () => {
    const created = await addUser();
    await t.call('POST', '/rest/user/delete', { token: admin, body: { userIds: [created.userId] } });
    // Still taken while in the recycle bin.
    const check = await t.call('POST', '/rest/user/checkLoginName', {
      token: admin,
      body: { loginName: created.loginName },
    });
    expect(check.status).toBe(409);
    const purge = await t.call('POST', '/rest/user/recycleDelete', {
      token: admin,
      body: { userIds: [created.userId] },
    });
    expect(purge.status).toBe(200);
    expect(await t.db.select().from(users).where(eq(users.id, created.userId))).toEqual([]);
    const free = await t.call('POST', '/rest/user/checkLoginName', {
      token: admin,
      body: { loginName: created.loginName },
    });
    expect(free.status).toBe(200);
  });

  it('refuses deleting oneself (505), unknown ids (404), bad input (400), and users without the codes', async () => {
    const [me] = await t.db.select().from(users).where(eq(users.loginName, 'admin'));
    const self = await t.call('POST', '/rest/user/delete', { token: admin, body: { userIds: [me!.id] } });
    expect(self.status).toBe(422);
    expect(self.body).toMatchObject({ rtnCode: '505', rtnMessage: '不能删除当前登录的用户' });
    expect(
      (await t.call('POST', '/rest/user/delete', { token: admin, body: { userIds: [999_999] } })).status,
    ).toBe(404);
    expect((await t.call('POST', '/rest/user/delete', { token: admin, body: { userIds: [] } })).status).toBe(
      400,
    );
    for (const url of ['/rest/user/delete', '/rest/user/recycleRestore', '/rest/user/recycleDelete']) {
      expect((await t.call('POST', url, { token: viewer, body: { userIds: [me!.id] } })).status).toBe(403);
    }
    const list = await t.call('POST', '/rest/user/recycleList', { token: viewer, body: {} });
    expect(list.status).toBe(403);
    const notInBin = await t.call('POST', '/rest/user/recycleRestore', {
      token: admin,
      body: { userIds: [me!.id] },
    });
    expect(notInBin.status).toBe(404);
    expect(
      (await t.call('POST', '/rest/user/recycleList', { token: admin, body: { pageNum: 0 } })).status,
    ).toBe(400);
  });
});

describe('POST /rest/user/frozenUpdate', () => {
  it('freezes (signing out at once) and unfreezes', async () => {
    const created = await addUser();
    const token = await t.login(created.loginName, USER_PASSWORD);
    const freeze = await t.call('POST', '/rest/user/frozenUpdate', {
      token: admin,
      body: { userIds: [created.userId], status: 2 },
    });
    expect(freeze.status).toBe(200);
    expect((await t.call('GET', '/api/user/info', { token })).status).toBe(401);
    await expect(t.login(created.loginName, USER_PASSWORD)).rejects.toThrow();
    const frozenRows = (await page(admin, { loginName: created.loginName, status: 2 })).body.dataSet.result;
    expect(frozenRows).toHaveLength(1);
    await t.call('POST', '/rest/user/frozenUpdate', {
      token: admin,
      body: { userIds: [created.userId], status: 1 },
    });
    await expect(t.login(created.loginName, USER_PASSWORD)).resolves.toBeTruthy();
  });

  it('refuses freezing oneself or the last administrator, a bad status, and a user without USER_FREEZE', async () => {
    const [me] = await t.db.select().from(users).where(eq(users.loginName, 'admin'));
    const self = await t.call('POST', '/rest/user/frozenUpdate', {
      token: admin,
      body: { userIds: [me!.id], status: 2 },
    });
    expect(self.status).toBe(422);
    const bad = await t.call('POST', '/rest/user/frozenUpdate', {
      token: admin,
      body: { userIds: [me!.id], status: 3 },
    });
    expect(bad.status).toBe(400);
    const denied = await t.call('POST', '/rest/user/frozenUpdate', {
      token: viewer,
      body: { userIds: [me!.id], status: 2 },
    });
    expect(denied.status).toBe(403);
  });
});

describe('POST /rest/user/resetPassword', () => {
  it('sets a new password and ends the user’s sessions', async () => {
    const created = await addUser();
    const token = await t.login(created.loginName, USER_PASSWORD);
    const res = await t.call('POST', '/rest/user/resetPassword', {
      token: admin,
      body: { userId: created.userId, password: NEW_PASSWORD },
    });
    expect(res.status).toBe(200);
    expect((await t.call('GET', '/api/user/info', { token })).status).toBe(401);
    await expect(t.login(created.loginName, USER_PASSWORD)).rejects.toThrow();
    await expect(t.login(created.loginName, NEW_PASSWORD)).resolves.toBeTruthy();
  });

  it('answers 400 for a password breaking the rule, 403 without USER_PASSWORD', async () => {
    const weak = await t.call('POST', '/rest/user/resetPassword', {
      token: admin,
      body: { userId: 1, password: 'abcdefgh' },
    });
    expect(weak.status).toBe(400);
    expect(weak.body.dataSet.fieldErrors.password).toBe('密码由至少8位数字、大小写字母组成!');
    const denied = await t.call('POST', '/rest/user/resetPassword', {
      token: viewer,
      body: { userId: 1, password: NEW_PASSWORD },
    });
    expect(denied.status).toBe(403);
  });
});

describe('roles of a user', () => {
  it('lists and replaces them; the new permissions apply at once', async () => {
    const created = await addUser();
    const token = await t.login(created.loginName, USER_PASSWORD);
    expect((await page(token, {})).status).toBe(403);
    const all = (await t.call('POST', '/rest/role/all', { token: admin })).body.dataSet as
      | { roleId: number; roleCode: string }[]
      | null;
    const readOnly = all?.find((r) => r.roleCode === 'READ_ONLY');
    const roleId = readOnly?.roleId ?? (await addRoleWithCodes(t.db, 'U_PAGE_ONLY', 1, ['USER_VIEW']));
    const bind = await t.call('POST', '/rest/user/bindRoles', {
      token: admin,
      body: { userId: created.userId, roleIds: [roleId] },
    });
    expect(bind.status).toBe(200);
    expect((bind.body.dataSet as { roleId: number }[]).map((r) => r.roleId)).toEqual([roleId]);
    expect((await page(token, {})).status).toBe(200);
    const listed = await t.call('POST', '/rest/user/roles', {
      token: admin,
      body: { userId: created.userId },
    });
    expect(listed.body.dataSet).toHaveLength(1);
  });

  it('will not take SYS_ADMIN from the last administrator', async () => {
    const [me] = await t.db.select().from(users).where(eq(users.loginName, 'admin'));
    const res = await t.call('POST', '/rest/user/bindRoles', {
      token: admin,
      body: { userId: me!.id, roleIds: [] },
    });
    expect(res.status).toBe(422);
    expect(res.body.rtnMessage).toBe('至少需要保留一个可用的系统管理员账号');
  });

  it('answers 400 for bad role ids and 403 without the codes', async () => {
    const bad = await t.call('POST', '/rest/user/bindRoles', {
      token: admin,
      body: { userId: 1, roleIds: ['a'] },
    });
    expect(bad.status).toBe(400);
    expect((await t.call('POST', '/rest/user/roles', { token: admin, body: {} })).status).toBe(400);
    expect(
      (await t.call('POST', '/rest/user/bindRoles', { token: viewer, body: { userId: 1, roleIds: [] } }))
        .status,
    ).toBe(403);
    expect((await t.call('POST', '/rest/user/roles', { token: noRoles, body: { userId: 1 } })).status).toBe(
      403,
    );
  });
});

describe('the form checks', () => {
  it('check login name, phone and e-mail: free, taken, own value, bad format', async () => {
    const created = await addUser({ phone: '18612345678', email: 'Check.Me@Example.org' });
    const check = (url: string, body: Record<string, unknown>, token = admin) =>
      t.call('POST', `/rest/user/${url}`, { token, body });
    expect((await check('checkLoginName', { loginName: 'nobody-has-this' })).body.dataSet).toEqual({
      valid: true,
      message: '该值可用！',
    });
    expect((await check('checkLoginName', { loginName: created.loginName.toUpperCase() })).status).toBe(409);
    expect(
      (await check('checkLoginName', { loginName: created.loginName, userId: created.userId })).status,
    ).toBe(200);
    expect((await check('checkLoginName', { loginName: 'a b' })).status).toBe(400);

    expect((await check('checkPhone', { phone: '18612345678' })).body.rtnMessage).toBe('该手机号已被使用');
    expect((await check('checkPhone', { phone: '18612345679' })).status).toBe(200);
    const badPhone = await check('checkPhone', { phone: '2861234567' });
    expect(badPhone.body.dataSet.fieldErrors.phone).toBe('您的手机号码格式不正确!');

    expect((await check('checkEmail', { email: 'check.me@example.ORG' })).status).toBe(409);
    expect(
      (await check('checkEmail', { email: 'check.me@example.ORG', userId: created.userId })).status,
    ).toBe(200);
    expect((await check('checkEmail', { email: 'nope' })).body.dataSet.fieldErrors.email).toBe(
      '请输入正确格式的邮箱!',
    );

    for (const url of ['checkLoginName', 'checkPhone', 'checkEmail']) {
      expect((await check(url, {}, noRoles)).status).toBe(403);
    }
  });
});

describe('POST /rest/user/menuButtons', () => {
  it('returns the buttons of a menu the user holds', async () => {
    const [menu] = await t.db.query.menus.findMany({ where: (m, { eq }) => eq(m.name, 'system-users') });
    const res = await t.call('POST', '/rest/user/menuButtons', { token: viewer, body: { menuId: menu!.id } });
    expect(res.status).toBe(200);
    expect((res.body.dataSet as { buttonPerms: string }[]).map((b) => b.buttonPerms)).toEqual(['USER_VIEW']);
    const full = await t.call('POST', '/rest/user/menuButtons', { token: admin, body: { menuId: menu!.id } });
    expect((full.body.dataSet as unknown[]).length).toBeGreaterThan(5);
    expect(
      (await t.call('POST', '/rest/user/menuButtons', { token: admin, body: { menuId: 0 } })).status,
    ).toBe(400);
    expect((await t.call('POST', '/rest/user/menuButtons', { body: { menuId: 1 } })).status).toBe(401);
  });
});

describe('status in POST /rest/user/add and /update', () => {
  it('saves the status with the form: a freeze signs the user out at once, unfreezing lets them back', async () => {
    const frozenAtBirth = await addUser({ status: 2 });
    expect(
      (await t.call('POST', '/rest/user/detail', { token: admin, body: { userId: frozenAtBirth.userId } }))
        .body.dataSet.status,
    ).toBe(2);

    const user = await addUser({ realname: '状态用户' });
    const token = await t.login(user.loginName, USER_PASSWORD);
    const res = await t.call('POST', '/rest/user/update', {
      token: admin,
      body: { userId: user.userId, realname: '状态用户二', status: 2 },
    });
    expect(res.status).toBe(200);
    expect(res.body.dataSet).toMatchObject({ realname: '状态用户二', status: 2 });
    expect((await t.call('POST', '/rest/user/detail', { token, body: { userId: user.userId } })).status).toBe(
      401,
    );
    const back = await t.call('POST', '/rest/user/update', {
      token: admin,
      body: { userId: user.userId, status: 1 },
    });
    expect(back.body.dataSet.status).toBe(1);
  });

  it('needs USER_FREEZE besides USER_EDIT to change the status, and refuses freezing oneself', async () => {
    const roleId = await addRoleWithCodes(t.db, 'U_EDIT_ONLY', 1, ['USER_VIEW', 'USER_EDIT']);
    const editor = await t.createUser({ loginName: 'u-edit-only' });
    await grantRole(t.db, editor.id, roleId);
    const editorToken = await t.login('u-edit-only', USER_PASSWORD);
    const user = await addUser();
    const refused = await t.call('POST', '/rest/user/update', {
      token: editorToken,
      body: { userId: user.userId, realname: '不会保存', status: 2 },
    });
    expect(refused.status).toBe(403);
    const detail = await t.call('POST', '/rest/user/detail', { token: admin, body: { userId: user.userId } });
    expect(detail.body.dataSet).toMatchObject({ status: 1 });
    expect(detail.body.dataSet.realname).not.toBe('不会保存');
    // The same status is no change: allowed with USER_EDIT alone.
    const same = await t.call('POST', '/rest/user/update', {
      token: editorToken,
      body: { userId: user.userId, realname: '已保存', status: 1 },
    });
    expect(same.status).toBe(200);

    const self = await t.call('POST', '/rest/user/update', { token: admin, body: { userId: 1, status: 2 } });
    expect(self.status).toBe(422);
  });

  it('400 for a status other than 1 or 2', async () => {
    const user = await addUser();
    const res = await t.call('POST', '/rest/user/update', {
      token: admin,
      body: { userId: user.userId, status: 3 },
    });
    expect(res.status).toBe(400);
    expect(res.body.dataSet.fieldErrors.status).toBe('状态只能是正常(1)或冻结(2)');
  });
});

describe('recycle bin, bad input', () => {
  it('400 for an empty or malformed id list on restore and delete for good', async () => {
    for (const url of ['/rest/user/recycleRestore', '/rest/user/recycleDelete']) {
      expect((await t.call('POST', url, { token: admin, body: { userIds: [] } })).status).toBe(400);
      expect((await t.call('POST', url, { token: admin, body: { userIds: ['x'] } })).status).toBe(400);
    }
  });
});
