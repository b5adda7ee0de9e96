import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DATA_SCOPE, organisations, users } from '../../db/schema';
import { addRoleWithCodes, grantRole, rootOrganisation } from '../../test/admin-fixtures';
import { ADMIN_PASSWORD, createTestApp, type TestApp, USER_PASSWORD } from '../../test/harness';

let t: TestApp;
let admin: string;
let noRoles: string;
let viewer: string;
let rootId: number;

beforeAll(async () => {
  t = await createTestApp();
  admin = await t.login('admin', ADMIN_PASSWORD);
  await t.createUser({ loginName: 'o-no-roles' });
  noRoles = await t.login('o-no-roles', USER_PASSWORD);
  await t.createUser({ loginName: 'o-viewer', roleCodes: ['READ_ONLY'] });
  viewer = await t.login('o-viewer', USER_PASSWORD);
  rootId = (await rootOrganisation(t.db)).id;
});
afterAll(() => t.close());

const call = (url: string, body: unknown, token = admin) =>
  t.call('POST', `/rest/organ/${url}`, { token, body });

interface Organ {
  organId: number;
  organCode: string;
  parentOrganIds: string;
  organSortNumber: number;
}

async function addOrg(
  organCode: string,
  parentOrganId: number | null = rootId,
  fields: Record<string, unknown> = {},
) {
  const res = await call(parentOrganId ? 'addSub' : 'add', {
    organCode,
    organName: `${organCode}名称`,
    parentOrganId,
    ...fields,
  });
  if (res.status !== 200) throw new Error(`add organ: ${res.status} ${JSON.stringify(res.body)}`);
  return res.body.dataSet as Organ;
}

const pathOf = async (id: number) =>
  (await t.db.select().from(organisations).where(eq(organisations.id, id)))[0]!.parentIds;

describe('POST /rest/organ/tree, /treeOptions, /detail', () => {
  it('nests the organisations, with every field of the spec', async () => {
    const dept = await addOrg('T-DEPT', rootId, { organType: 'department', phone: '010-66668888' });
    const res = await call('tree', {});
    expect(res.status).toBe(200);
    const root = res.body.dataSet[0];
    expect(root).toMatchObject({
      organId: rootId,
      organCode: 'ROOT',
      organType: 'company',
      organTypeName: '公司',
    });
    expect(root.key).toBe(rootId);
    const child = root.children.find((c: Organ) => c.organId === dept.organId);
    expect(child).toMatchObject({
      parentOrganId: rootId,
      parentOrganIds: `,${rootId},`,
      phone: '010-66668888',
      leaf: true,
    });
    for (const field of [
      'organShortName',
      'organEnName',
      'organGrade',
      'useable',
      'master',
      'fax',
      'mails',
      'organZipCode',
    ]) {
      expect(child).toHaveProperty(field);
    }
    const units = await call('tree', { organType: 'unit' });
    expect(units.body.dataSet).toEqual([]);
    expect((await call('tree', { organType: 'planet' })).status).toBe(400);
    expect((await call('tree', {}, noRoles)).status).toBe(403);
    expect((await call('tree', {}, viewer)).status).toBe(200);
  });

  it('serves a light tree to any signed-in user within their scope, and one organisation by id', async () => {
    const options = await call('treeOptions', undefined, viewer);
    expect(options.status).toBe(200);
    // Without any role the data scope is "self": no organisation to pick.
    expect((await call('treeOptions', undefined, noRoles)).body.dataSet).toEqual([]);
    expect(Object.keys(options.body.dataSet[0]).sort()).toEqual(
      ['children', 'key', 'leaf', 'organCode', 'organId', 'organName', 'organType', 'title', 'value'].sort(),
    );
    expect((await call('detail', { organId: rootId })).body.dataSet.organCode).toBe('ROOT');
    expect((await call('detail', { organId: 999_999 })).status).toBe(404);
    expect((await call('detail', { organId: -1 })).status).toBe(400);
    expect((await call('detail', { organId: rootId }, noRoles)).status).toBe(403);
  });
});

describe('POST /rest/organ/add and /addSub', () => {
  it('computes the path and puts a new organisation last among its siblings', async () => {
    const parent = await addOrg('T-PARENT');
    const first = await addOrg('T-CHILD-1', parent.organId, { organType: 'unit', organZipCode: '100080' });
    const second = await addOrg('T-CHILD-2', parent.organId);
    expect(first.parentOrganIds).toBe(`,${rootId},${parent.organId},`);
    expect([first.organSortNumber, second.organSortNumber]).toEqual([1, 2]);
    const top = await addOrg('T-TOP', null, { organType: 'company' });
    expect(top.parentOrganIds).toBe(',');
  });

  it('answers 400 with the shared validators’ messages, 409 for a taken code, 403 without the code', async () => {
    const bad = await call('add', {
      organCode: 'has space',
      organName: '',
      phone: 'abc',
      fax: 'x',
      organZipCode: '12',
      mails: 'a@b',
      organType: 'planet',
    });
    expect(bad.status).toBe(400);
    expect(bad.body.dataSet.fieldErrors).toMatchObject({
      organCode: '机构编码为1至50位字母、数字、下划线或横线',
      organName: '请输入机构名称',
      phone: '输入正确格式的联系方式',
      fax: '您的传真格式不正确!',
      organZipCode: '您的邮编格式不正确!',
      mails: '请输入正确格式的邮箱!',
      organType: '请选择正确的机构类型',
    });
    expect(
      (await call('addSub', { organCode: 'NO-PARENT', organName: '无上级' })).body.dataSet.fieldErrors,
    ).toEqual({
      parentOrganId: '请选择上级机构',
    });
    const missingParent = await call('addSub', {
      organCode: 'LOST',
      organName: '迷路',
      parentOrganId: 999_999,
    });
    expect(missingParent.body.dataSet.fieldErrors).toEqual({ parentOrganId: '上级机构不存在或已删除' });
    const taken = await call('add', { organCode: 'ROOT', organName: '重复' });
    expect(taken.status).toBe(409);
    expect(taken.body.dataSet.fieldErrors).toEqual({ organCode: '该机构编码已存在' });
    expect((await call('add', { organCode: 'DENIED', organName: '无权' }, viewer)).status).toBe(403);
    expect(
      (await call('addSub', { organCode: 'DENIED', organName: '无权', parentOrganId: rootId }, viewer))
        .status,
    ).toBe(403);
  });
});

describe('POST /rest/organ/update', () => {
  it('edits fields, and a move rewrites the paths of the whole subtree', async () => {
    const a = await addOrg('M-A');
    const a1 = await addOrg('M-A1', a.organId);
    const a1x = await addOrg('M-A1X', a1.organId);
    const b = await addOrg('M-B');
    const res = await call('update', {
      organId: a1.organId,
      parentOrganId: b.organId,
      organName: '搬家了',
      master: '张三',
    });
    expect(res.status).toBe(200);
    expect(res.body.dataSet).toMatchObject({ organName: '搬家了', master: '张三', parentOrganId: b.organId });
    expect(await pathOf(a1.organId)).toBe(`,${rootId},${b.organId},`);
    expect(await pathOf(a1x.organId)).toBe(`,${rootId},${b.organId},${a1.organId},`);
    // The old parent's other paths are untouched.
    expect(await pathOf(a.organId)).toBe(`,${rootId},`);

    const underOwnChild = await call('update', { organId: b.organId, parentOrganId: a1x.organId });
    expect(underOwnChild.status).toBe(422);
    expect(underOwnChild.body.rtnMessage).toBe('不能将机构移动到其自身或下级机构之下');
    expect((await call('update', { organId: b.organId, parentOrganId: b.organId })).status).toBe(422);
    expect(await pathOf(b.organId)).toBe(`,${rootId},`);
  });

  it('answers 409, 400, 404 and 403 as it should', async () => {
    const org = await addOrg('E-ONE');
    expect((await call('update', { organId: org.organId, organCode: 'ROOT' })).status).toBe(409);
    expect((await call('update', { organId: org.organId, organZipCode: 'abc' })).status).toBe(400);
    expect((await call('update', { organId: 999_999, organName: '无' })).status).toBe(404);
    expect((await call('update', { organId: org.organId, organName: '无权' }, viewer)).status).toBe(403);
  });
});

describe('delete, recycle bin, restore, delete for good', () => {
  it('refuses the root, an organisation with live children, and one with users, giving the reason', async () => {
    const parent = await addOrg('D-PARENT');
    await addOrg('D-CHILD', parent.organId);
    const withChild = await call('delete', { organId: parent.organId });
    expect(withChild.status).toBe(422);
    expect(withChild.body).toMatchObject({ rtnCode: '505', rtnMessage: '该机构下有 1 个下级机构，不能删除' });
    const withUser = await addOrg('D-USERS');
    await t.createUser({ loginName: 'o-member', orgId: withUser.organId });
    expect((await call('delete', { organId: withUser.organId })).body.rtnMessage).toBe(
      '该机构下有 1 个用户，不能删除',
    );
    expect((await call('delete', { organId: rootId })).body.rtnMessage).toBe('根机构不能删除');
  });

  it('moves to the recycle bin, restores under a live parent only, purges when nothing refers to it', async () => {
    const parent = await addOrg('R-PARENT');
    const child = await addOrg('R-CHILD', parent.organId);
    expect((await call('delete', { organId: child.organId })).status).toBe(200);
    expect((await call('delete', { organId: parent.organId })).status).toBe(200);
    const tree = JSON.stringify((await call('tree', {})).body.dataSet);
    expect(tree).not.toContain('R-PARENT');
    const bin = await call('recycleList', { organName: 'R-' });
    expect(bin.body.dataSet.result.map((o: Organ) => o.organCode).sort()).toEqual(['R-CHILD', 'R-PARENT']);

    const orphan = await call('recycleRestore', { organIds: [child.organId] });
    expect(orphan.status).toBe(422);
    expect(orphan.body.rtnMessage).toBe('上级机构已删除，请先恢复上级机构');
    expect(
      (await call('recycleRestore', { organIds: [child.organId, parent.organId] })).body.dataSet,
    ).toEqual({
      count: 2,
    });

    await call('delete', { organId: child.organId });
    await call('delete', { organId: parent.organId });
    const parentFirst = await call('recycleDelete', { organIds: [parent.organId] });
    expect(parentFirst.body.rtnMessage).toBe('该机构在回收站中还有下级机构，请先彻底删除下级机构');
    expect((await call('recycleDelete', { organIds: [parent.organId, child.organId] })).status).toBe(200);
    expect(await t.db.select().from(organisations).where(eq(organisations.id, parent.organId))).toEqual([]);
  });

  it('will not purge an organisation that recycled users still belong to', async () => {
    const org = await addOrg('P-USED');
    const member = await t.createUser({ loginName: 'o-recycled', orgId: org.organId });
    await t.db.update(users).set({ delFlag: 1 }).where(eq(users.id, member.id));
    expect((await call('delete', { organId: org.organId })).status).toBe(200);
    const purge = await call('recycleDelete', { organIds: [org.organId] });
    expect(purge.body.rtnMessage).toBe('该机构仍被用户或其他数据引用，不能彻底删除');
  });

  it('answers 400, 404 and 403', async () => {
    expect((await call('delete', {})).status).toBe(400);
    expect((await call('delete', { organId: 999_999 })).status).toBe(404);
    expect((await call('recycleRestore', { organIds: [rootId] })).status).toBe(404);
    expect((await call('recycleList', { pageSize: 0 })).status).toBe(400);
    expect((await call('delete', { organId: rootId }, viewer)).status).toBe(403);
    for (const url of ['recycleList', 'recycleRestore', 'recycleDelete']) {
      expect((await call(url, { organIds: [rootId] }, viewer)).status).toBe(403);
    }
  });
});

describe('POST /rest/organ/sort', () => {
  it('gives siblings the order of the list', async () => {
    const parent = await addOrg('S-PARENT');
    const [x, y, z] = [
      await addOrg('S-X', parent.organId),
      await addOrg('S-Y', parent.organId),
      await addOrg('S-Z', parent.organId),
    ];
    const res = await call('sort', {
      parentOrganId: parent.organId,
      organIds: [z.organId, x.organId, y.organId],
    });
    expect(res.status).toBe(200);
    const tree = (await call('tree', {})).body.dataSet[0].children.find(
      (c: Organ) => c.organId === parent.organId,
    );
    expect(tree.children.map((c: Organ) => c.organCode)).toEqual(['S-Z', 'S-X', 'S-Y']);
    const foreign = await call('sort', { parentOrganId: parent.organId, organIds: [z.organId, rootId] });
    expect(foreign.body.dataSet.fieldErrors).toEqual({ organIds: '排序的机构必须都属于所选上级机构' });
    expect((await call('sort', { parentOrganId: parent.organId, organIds: [] })).status).toBe(400);
    expect(
      (await call('sort', { parentOrganId: parent.organId, organIds: [x.organId] }, viewer)).status,
    ).toBe(403);
  });
});

describe('search, parent name, code check', () => {
  it('finds organisations by part of the name or code', async () => {
    const parent = await addOrg('Q-PARENT', rootId, { organName: '青岛分会' });
    await addOrg('Q-CHILD', parent.organId, { organName: '青岛分会秘书处' });
    const byName = await call('search', { keyword: '青岛' });
    expect(byName.body.dataSet.map((o: Organ) => o.organCode)).toEqual(['Q-PARENT', 'Q-CHILD']);
    const byCode = await call('search', { keyword: 'q-child' });
    expect(byCode.body.dataSet.map((o: Organ) => o.organCode)).toEqual(['Q-CHILD']);
    expect((await call('search', { keyword: ' ' })).status).toBe(400);
    expect((await call('search', { keyword: '青岛' }, noRoles)).status).toBe(403);
  });

  it('names the parent and the full path', async () => {
    const parent = await addOrg('N-PARENT', rootId, { organName: '华北分会' });
    const child = await addOrg('N-CHILD', parent.organId, { organName: '秘书处' });
    const res = await call('parentName', { organId: child.organId });
    expect(res.body.dataSet).toEqual({
      organId: child.organId,
      parentOrganId: parent.organId,
      parentOrganName: '华北分会',
      fullName: '行业协会/华北分会/秘书处',
    });
    expect((await call('parentName', { organId: 'x' })).status).toBe(400);
    expect((await call('parentName', { organId: child.organId }, noRoles)).status).toBe(403);
  });

  it('checks an organisation code', async () => {
    expect((await call('checkOrganCode', { organCode: 'FREE-CODE' })).status).toBe(200);
    expect((await call('checkOrganCode', { organCode: 'ROOT' })).status).toBe(409);
    expect((await call('checkOrganCode', { organCode: 'ROOT', organId: rootId })).status).toBe(200);
    expect((await call('checkOrganCode', { organCode: 'bad code' })).status).toBe(400);
    expect((await call('checkOrganCode', { organCode: 'FREE-CODE' }, noRoles)).status).toBe(403);
  });
});

describe('users and administrators of an organisation', () => {
  it('lists users with or without those below, moves users in, and manages administrators', async () => {
    const parent = await addOrg('U-PARENT');
    const child = await addOrg('U-CHILD', parent.organId);
    const top = await t.createUser({ loginName: 'o-top', orgId: parent.organId });
    const below = await t.createUser({ loginName: 'o-below', orgId: child.organId });
    const loose = await t.createUser({ loginName: 'o-loose' });
    const all = await call('users', { organId: parent.organId });
    expect(all.body.dataSet.result.map((u: { userId: number }) => u.userId).sort()).toEqual(
      [top.id, below.id].sort(),
    );
    const own = await call('users', { organId: parent.organId, includeChildren: false });
    expect(own.body.dataSet.result.map((u: { userId: number }) => u.userId)).toEqual([top.id]);

    expect((await call('bindUsers', { organId: child.organId, userIds: [loose.id] })).status).toBe(200);
    const [moved] = await t.db.select().from(users).where(eq(users.id, loose.id));
    expect(moved!.orgId).toBe(child.organId);

    const added = await call('addAdmins', { organId: parent.organId, userIds: [top.id, below.id] });
    expect(added.body.dataSet.map((a: { loginName: string }) => a.loginName)).toEqual(['o-below', 'o-top']);
    const removed = await call('deleteAdmins', { organId: parent.organId, userIds: [below.id] });
    expect(removed.body.dataSet.map((a: { loginName: string }) => a.loginName)).toEqual(['o-top']);
    expect((await call('admins', { organId: parent.organId })).body.dataSet).toHaveLength(1);
  });

  it('answers 400, 404 and 403', async () => {
    expect((await call('users', { organId: rootId, includeChildren: 'yes' })).status).toBe(400);
    expect((await call('bindUsers', { organId: rootId, userIds: [999_999] })).status).toBe(404);
    expect((await call('addAdmins', { organId: rootId, userIds: [] })).status).toBe(400);
    for (const url of ['users', 'bindUsers', 'addAdmins', 'deleteAdmins']) {
      expect((await call(url, { organId: rootId, userIds: [1] }, viewer)).status).toBe(403);
    }
    expect((await call('admins', { organId: rootId }, noRoles)).status).toBe(403);
  });
});

describe('the data scope on organisations', () => {
  it('shows a scope-2 holder their subtree as the tree, and nothing outside it', async () => {
    const branch = await addOrg('SC-BRANCH');
    const leaf = await addOrg('SC-LEAF', branch.organId);
    const outside = await addOrg('SC-OUTSIDE');
    const roleId = await addRoleWithCodes(t.db, 'O_BRANCH', DATA_SCOPE.orgAndBelow, [
      'DEPART_VIEW',
      'DEPART_ADD',
      'DEPART_USER',
    ]);
    const manager = await t.createUser({ loginName: 'o-branch-manager', orgId: branch.organId });
    await grantRole(t.db, manager.id, roleId);
    const token = await t.login('o-branch-manager', USER_PASSWORD);

    const tree = await call('tree', {}, token);
    expect(tree.body.dataSet.map((o: Organ) => o.organId)).toEqual([branch.organId]);
    expect(tree.body.dataSet[0].children.map((o: Organ) => o.organId)).toEqual([leaf.organId]);
    expect((await call('detail', { organId: outside.organId }, token)).status).toBe(404);
    expect((await call('users', { organId: outside.organId }, token)).status).toBe(404);
    expect((await call('add', { organCode: 'SC-TOP', organName: '顶层' }, token)).status).toBe(403);
    const search = await call('search', { keyword: 'SC-' }, token);
    expect(search.body.dataSet.map((o: Organ) => o.organCode)).toEqual(['SC-BRANCH', 'SC-LEAF']);
  });
});
