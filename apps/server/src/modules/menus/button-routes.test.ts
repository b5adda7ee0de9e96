import type { MenuButtonView, MenuView } from '@awards/shared/menus';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ADMIN_PASSWORD, createTestApp, type TestApp, USER_PASSWORD } from '../../test/harness';

let t: TestApp;
let admin: string;
let plain: string;
let menuId: number;

const post = (url: string, body: unknown = {}, token = admin) => t.call('POST', url, { token, body });

beforeAll(async () => {
  t = await createTestApp();
  admin = await t.login('admin', ADMIN_PASSWORD);
  await t.createUser({ loginName: 'button-plain' });
  plain = await t.login('button-plain', USER_PASSWORD);
  const added = await post('/rest/menu/add', {
    menuName: '报表',
    menuUrl: '/reports',
    component: 'reports/Page',
  });
  menuId = added.body.dataSet.menuId;
});
afterAll(() => t.close());

describe('menu buttons', () => {
  it('adds a button whose code the administrator holds at once', async () => {
    const res = await post('/rest/menu/addButton', {
      menuId,
      buttonCode: 'export',
      buttonPerms: 'REPORT_EXPORT',
      name: '导出报表',
    });
    expect(res.status).toBe(200);
    expect(res.body.dataSet).toMatchObject({
      menuId,
      buttonPerms: 'REPORT_EXPORT',
      sortNum: 1,
      builtIn: false,
    });
    const init = await post('/rest/home/index');
    expect(init.body.dataSet.permissions).toContain('REPORT_EXPORT');
    const list = await post('/rest/menu/getButtons', { menuId });
    expect(list.body.dataSet.map((b: MenuButtonView) => b.buttonCode)).toEqual(['export']);
  });

  it('refuses a taken permission code or button code, and a malformed one', async () => {
    const taken = await post('/rest/menu/addButton', {
      menuId,
      buttonCode: 'add2',
      buttonPerms: 'USER_ADD',
      name: 'x',
    });
    expect(taken.status).toBe(409);
    expect(taken.body.rtnMessage).toBe('权限编码已存在');
    const sameCode = await post('/rest/menu/addButton', {
      menuId,
      buttonCode: 'export',
      buttonPerms: 'REPORT_EXPORT_2',
      name: 'x',
    });
    expect(sameCode.status).toBe(409);
    const bad = await post('/rest/menu/addButton', {
      menuId,
      buttonCode: 'Bad Code',
      buttonPerms: 'lower',
      name: '',
    });
    expect(bad.status).toBe(400);
    expect(Object.keys(bad.body.dataSet.fieldErrors).sort()).toEqual(['buttonCode', 'buttonPerms', 'name']);
    const noMenu = await post('/rest/menu/addButton', {
      menuId: 999_999,
      buttonCode: 'a',
      buttonPerms: 'A_B',
      name: 'x',
    });
    expect(noMenu.status).toBe(400);
  });

  it("edits a button, but never a built-in button's code", async () => {
    const [button] = (await post('/rest/menu/getButtons', { menuId })).body.dataSet as MenuButtonView[];
    const edited = await post('/rest/menu/editButton', {
      buttonId: button!.buttonId,
      name: '导出',
      sortNum: 5,
    });
    expect(edited.status).toBe(200);
    expect(edited.body.dataSet).toMatchObject({ name: '导出', sortNum: 5 });

    const tree = (await post('/rest/menu/tree')).body.dataSet as MenuView[];
    const builtIn = tree
      .find((m) => m.name === 'system')!
      .children!.find((m) => m.name === 'system-users')!
      .buttons.find((b) => b.buttonPerms === 'USER_ADD')!;
    expect(builtIn.builtIn).toBe(true);
    const recode = await post('/rest/menu/editButton', {
      buttonId: builtIn.buttonId,
      buttonPerms: 'USER_ADD_X',
    });
    expect(recode.status).toBe(422);
    expect(
      (await post('/rest/menu/editButton', { buttonId: builtIn.buttonId, name: '添加用户' })).status,
    ).toBe(200);
    expect((await post('/rest/menu/editButton', { buttonId: 999_999, name: 'x' })).status).toBe(404);
    expect((await post('/rest/menu/deleteButton', { buttonId: builtIn.buttonId })).status).toBe(422);
  });

  it('deletes a button, taking the code away from the init call', async () => {
    const [button] = (await post('/rest/menu/getButtons', { menuId })).body.dataSet as MenuButtonView[];
    expect((await post('/rest/menu/deleteButton', { buttonId: button!.buttonId })).status).toBe(200);
    const init = await post('/rest/home/index');
    expect(init.body.dataSet.permissions).not.toContain('REPORT_EXPORT');
    expect((await post('/rest/menu/deleteButton', { buttonId: button!.buttonId })).status).toBe(404);
    expect((await post('/rest/menu/deleteButton', { buttonId: 'x' })).status).toBe(400);
  });

  it('is refused to users without MENU_VIEW or MENU_EDIT', async () => {
    expect((await post('/rest/menu/getButtons', { menuId }, plain)).status).toBe(403);
    const body = { menuId, buttonCode: 'a', buttonPerms: 'A_B', name: 'x' };
    expect((await post('/rest/menu/addButton', body, plain)).status).toBe(403);
    expect((await post('/rest/menu/editButton', { buttonId: 1, name: 'x' }, plain)).status).toBe(403);
    expect((await post('/rest/menu/deleteButton', { buttonId: 1 }, plain)).status).toBe(403);
  });
});

describe('POST /rest/menu/editButton, bad input', () => {
  it('400 for a missing button id or a malformed field', async () => {
    expect((await post('/rest/menu/editButton', { name: '按钮' })).status).toBe(400);
    expect((await post('/rest/menu/editButton', { buttonId: 'x' })).status).toBe(400);
  });
});
