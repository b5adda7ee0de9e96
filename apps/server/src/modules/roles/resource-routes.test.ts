import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ADMIN_PASSWORD, createTestApp, type TestApp, USER_PASSWORD } from '../../test/harness';

let t: TestApp;
let admin: string;
let viewer: string;

beforeAll(async () => {
  t = await createTestApp();
  admin = await t.login('admin', ADMIN_PASSWORD);
  // READ_ONLY holds ROLE_VIEW but neither ROLE_ADD, ROLE_EDIT, ROLE_DEL nor ROLE_MENU.
  await t.createUser({ loginName: 'res-viewer', roleCodes: ['READ_ONLY'] });
  viewer = await t.login('res-viewer', USER_PASSWORD);
});
afterAll(() => t.close());

describe('/api/role', () => {
  it('creates with POST, edits with PUT, reads, lists and deletes, as /rest/role does', async () => {
    const created = await t.call('POST', '/api/role', {
      token: admin,
      body: { roleCode: 'API_ROLE', roleName: '接口角色' },
    });
    expect(created.status).toBe(200);
    const roleId = created.body.dataSet.roleId as number;
    const edited = await t.call('PUT', '/api/role', {
      token: admin,
      body: { roleId, roleName: '接口角色乙' },
    });
    expect(edited.status).toBe(200);
    const one = await t.call('GET', `/api/role/${roleId}`, { token: viewer });
    expect(one.body.dataSet).toMatchObject({ roleId, roleCode: 'API_ROLE', roleName: '接口角色乙' });
    const list = await t.call('GET', '/api/role', {
      token: viewer,
      query: { roleCode: 'API_', pageSize: '5' },
    });
    expect(list.status).toBe(200);
    expect(list.body.dataSet.result.map((r: { roleCode: string }) => r.roleCode)).toEqual(['API_ROLE']);
    expect(
      (await t.call('DELETE', '/api/role', { token: admin, query: { id: String(roleId) } })).status,
    ).toBe(200);
    expect((await t.call('POST', '/rest/role/detail', { token: admin, body: { roleId } })).status).toBe(404);
  });

  it('needs the ROLE_* codes of /rest/role', async () => {
    expect(
      (await t.call('POST', '/api/role', { token: viewer, body: { roleCode: 'NO_ROLE', roleName: 'x' } }))
        .status,
    ).toBe(403);
    expect(
      (await t.call('PUT', '/api/role', { token: viewer, body: { roleId: 1, roleName: 'x' } })).status,
    ).toBe(403);
    expect((await t.call('DELETE', '/api/role', { token: viewer, query: { id: '1' } })).status).toBe(403);
    await t.createUser({ loginName: 'res-nobody' });
    const nobody = await t.login('res-nobody', USER_PASSWORD);
    expect((await t.call('GET', '/api/role', { token: nobody })).status).toBe(403);
  });

  it('refuses bad input with the /rest schemas’ messages', async () => {
    const bad = await t.call('POST', '/api/role', {
      token: admin,
      body: { roleCode: 'lower-case', roleName: '' },
    });
    expect(bad.status).toBe(400);
    expect(bad.body.dataSet.fieldErrors).toEqual({
      roleCode: '角色编码为2至50位大写字母、数字或下划线，以字母开头',
      roleName: '请输入角色名称',
    });
    const taken = await t.call('POST', '/api/role', {
      token: admin,
      body: { roleCode: 'READ_ONLY', roleName: '重复' },
    });
    expect(taken.status).toBe(409);
    expect((await t.call('PUT', '/api/role', { token: admin, body: { roleName: 'x' } })).status).toBe(400);
    expect((await t.call('GET', '/api/role', { token: admin, query: { pageNum: '0' } })).status).toBe(400);
    expect((await t.call('DELETE', '/api/role', { token: admin, query: { id: 'x' } })).status).toBe(400);
  });
});

describe('/api/permission and /api/permission/no-pager', () => {
  it('give the permission tree of /rest/role/permissionTree, paged by area or whole', async () => {
    const whole = await t.call('GET', '/api/permission/no-pager', { token: admin });
    expect(whole.status).toBe(200);
    const tree = await t.call('POST', '/rest/role/permissionTree', { token: admin, body: {} });
    expect(whole.body.dataSet).toEqual(tree.body.dataSet);

    const first = await t.call('GET', '/api/permission', {
      token: admin,
      query: { pageNum: '1', pageSize: '2' },
    });
    expect(first.status).toBe(200);
    expect(first.body.dataSet.totalCount).toBe(tree.body.dataSet.length);
    expect(first.body.dataSet.result).toEqual(tree.body.dataSet.slice(0, 2));
    const second = await t.call('GET', '/api/permission', {
      token: admin,
      query: { pageNum: '2', pageSize: '2' },
    });
    expect(second.body.dataSet.result).toEqual(tree.body.dataSet.slice(2, 4));
    const codes = JSON.stringify(whole.body.dataSet);
    expect(codes).toContain('"buttonPerms":"ROLE_MENU"');
  });

  it('need ROLE_MENU, as the permission tree does', async () => {
    expect((await t.call('GET', '/api/permission', { token: viewer })).status).toBe(403);
    expect((await t.call('GET', '/api/permission/no-pager', { token: viewer })).status).toBe(403);
  });

  it('refuse a bad page request', async () => {
    expect(
      (await t.call('GET', '/api/permission', { token: admin, query: { pageSize: '501' } })).status,
    ).toBe(400);
    expect((await t.call('GET', '/api/permission', { token: admin, query: { pageNum: '1.5' } })).status).toBe(
      400,
    );
  });
});

describe('the resource paths in the OpenAPI document', () => {
  it('lists every verb of /api/user, /api/role, /api/service and /api/permission', async () => {
    const doc = (await t.app.inject({ method: 'GET', url: '/api-docs/json' })).json();
    expect(Object.keys(doc.paths['/api/user']).sort()).toEqual(['delete', 'get', 'post', 'put']);
    expect(Object.keys(doc.paths['/api/role']).sort()).toEqual(['delete', 'get', 'post', 'put']);
    expect(Object.keys(doc.paths['/api/service']).sort()).toEqual(['delete', 'get', 'post', 'put']);
    expect(doc.paths['/api/user/{id}'].get).toBeDefined();
    expect(doc.paths['/api/permission'].get.parameters.map((p: { name: string }) => p.name)).toEqual(
      expect.arrayContaining(['pageNum', 'pageSize']),
    );
    expect(doc.paths['/api/permission/no-pager'].get).toBeDefined();
    expect(doc.paths['/api/user/info'].get).toBeDefined();
    const serviceBody = doc.paths['/api/service'].post.requestBody.content['application/json'].schema;
    expect(serviceBody.properties).toHaveProperty('id');
  });
});
