import type { MenuNode } from '@awards/shared/home';
import type { MenuView } from '@awards/shared/menus';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ADMIN_PASSWORD, createTestApp, type TestApp, USER_PASSWORD } from '../../test/harness';

let t: TestApp;
let admin: string;
let plain: string;

const post = (url: string, body: unknown = {}, token = admin) => t.call('POST', url, { token, body });

function findMenu(nodes: MenuNode[], predicate: (n: MenuNode) => boolean): MenuNode | undefined {
  for (const node of nodes) {
    if (predicate(node)) return node;
    const found = node.children && findMenu(node.children, predicate);
    if (found) return found;
  }
  return undefined;
}

async function systemMenuId(): Promise<number> {
  const tree = (await post('/rest/menu/tree')).body.dataSet as MenuView[];
  return tree.find((m) => m.name === 'system')!.menuId;
}

beforeAll(async () => {
  t = await createTestApp();
  admin = await t.login('admin', ADMIN_PASSWORD);
  await t.createUser({ loginName: 'menu-plain' });
  plain = await t.login('menu-plain', USER_PASSWORD);
});
afterAll(() => t.close());

describe('reading menus', () => {
  it('gives the whole tree with buttons, hidden menus included', async () => {
    const res = await post('/rest/menu/tree');
    expect(res.status).toBe(200);
    const tree = res.body.dataSet as MenuView[];
    const system = tree.find((m) => m.name === 'system')!;
    expect(system).toMatchObject({ menuType: 0, leaf: false, builtIn: true, parentMenuId: null });
    const menusPage = system.children!.find((m) => m.name === 'system-menus')!;
    expect(menusPage.buttons.map((b) => b.buttonPerms)).toContain('MENU_ADD');
    expect(menusPage).toMatchObject({ menuType: 1, leaf: true, parentMenuId: system.menuId });
    expect(tree.some((m) => m.name === 'account' && m.hidden)).toBe(true);
  });

  it('filters the tree by name, keeping the ancestors of a match', async () => {
    const tree = (await post('/rest/menu/tree', { menuName: '数据字典' })).body.dataSet as MenuView[];
    expect(tree).toHaveLength(1);
    expect(tree[0]!.children!.map((m) => m.name)).toEqual(['system-dictionaries']);
  });

  it('pages the children of a parent, and reads one menu', async () => {
    const parentMenuId = await systemMenuId();
    const page = await post('/rest/menu/list', { parentMenuId, pageSize: 5 });
    expect(page.status).toBe(200);
    expect(page.body.dataSet).toMatchObject({ pageNum: 1, pageSize: 5 });
    expect(page.body.dataSet.totalCount).toBeGreaterThanOrEqual(11);
    expect(page.body.dataSet.result).toHaveLength(5);
    const one = await post('/rest/menu/getById', { menuId: parentMenuId });
    expect(one.body.dataSet.name).toBe('system');
    expect((await post('/rest/menu/getById', { menuId: 999_999 })).status).toBe(404);
  });

  it('refuses bad input and users without MENU_VIEW', async () => {
    const bad = await post('/rest/menu/list', { pageSize: 0 });
    expect(bad.status).toBe(400);
    expect(bad.body.dataSet.fieldErrors.pageSize).toBe('每页条数至少为1');
    expect((await post('/rest/menu/tree', { appId: 'abc' })).status).toBe(400);
    expect((await post('/rest/menu/tree', {}, plain)).status).toBe(403);
    expect((await post('/rest/menu/list', {}, plain)).status).toBe(403);
    expect((await post('/rest/menu/getById', { menuId: 1 }, plain)).status).toBe(403);
  });
});

describe('changing menus', () => {
  it('adds a menu that the init call shows at once, with a route name from its path', async () => {
    const res = await post('/rest/menu/add', {
      menuName: '帮助中心',
      menuUrl: '/help/center',
      component: 'help/HelpPage',
      menuIcon: 'BookOutlined',
    });
    expect(res.status).toBe(200);
    expect(res.body.dataSet).toMatchObject({
      name: 'help-center',
      menuType: 0,
      parentMenuId: null,
      route: '1',
      builtIn: false,
      createBy: 'admin',
    });
    const init = await post('/rest/home/index');
    expect(findMenu(init.body.dataSet.menu, (n) => n.path === '/help/center')?.meta.title).toBe('帮助中心');
  });

  it('adds a sub-menu, and needs a parent for it', async () => {
    const parentMenuId = await systemMenuId();
    const res = await post('/rest/menu/addSub', {
      parentMenuId,
      menuName: '公告栏',
      menuUrl: '/_system/board',
      component: 'board/BoardPage',
    });
    expect(res.status).toBe(200);
    expect(res.body.dataSet).toMatchObject({ menuType: 1, parentMenuId, name: 'system-board' });
    const missing = await post('/rest/menu/addSub', { menuName: 'x', menuUrl: '/x' });
    expect(missing.status).toBe(400);
    expect(missing.body.dataSet.fieldErrors.parentMenuId).toBe('上级菜单不能为空');
  });

  it('refuses a bad form, a taken path, an unknown icon, and users without MENU_ADD', async () => {
    const bad = await post('/rest/menu/add', { menuName: '', menuUrl: 'no-slash' });
    expect(bad.status).toBe(400);
    expect(bad.body.dataSet.fieldErrors).toMatchObject({
      menuName: '请输入菜单名称',
      menuUrl: '菜单路径以 / 开头，只能包含字母、数字和 _-/.:',
    });
    const iframe = await post('/rest/menu/add', { menuName: '内嵌', menuUrl: '/embed', iframe: true });
    expect(iframe.body.dataSet.fieldErrors.externalUrl).toBe('内嵌页面需要填写外部链接');
    expect((await post('/rest/menu/add', { menuName: '重复', menuUrl: '/help/center' })).status).toBe(409);
    const icon = await post('/rest/menu/add', {
      menuName: '图标',
      menuUrl: '/icon-test',
      menuIcon: 'custom:9999',
    });
    expect(icon.status).toBe(400);
    expect(icon.body.dataSet.fieldErrors.menuIcon).toBe('图标不存在');
    expect((await post('/rest/menu/add', { menuName: 'x', menuUrl: '/x' }, plain)).status).toBe(403);
    expect(
      (await post('/rest/menu/addSub', { menuName: 'x', menuUrl: '/x', parentMenuId: 1 }, plain)).status,
    ).toBe(403);
  });

  it('renames a menu and the next init call shows the new title', async () => {
    const added = await post('/rest/menu/add', {
      menuName: '旧名称',
      menuUrl: '/rename-me',
      component: 'x/Page',
    });
    const edit = await post('/rest/menu/edit', {
      menuId: added.body.dataSet.menuId,
      menuName: '新名称',
      hidden: true,
    });
    expect(edit.status).toBe(200);
    expect(edit.body.dataSet).toMatchObject({ menuName: '新名称', hidden: true, updateBy: 'admin' });
    const init = await post('/rest/home/index');
    expect(findMenu(init.body.dataSet.menu, (n) => n.path === '/rename-me')).toMatchObject({
      hidden: true,
      meta: { title: '新名称' },
    });
  });

  it("keeps a built-in menu's structure, refuses a cycle, and refuses users without MENU_EDIT", async () => {
    const tree = (await post('/rest/menu/tree')).body.dataSet as MenuView[];
    const system = tree.find((m) => m.name === 'system')!;
    const users = system.children!.find((m) => m.name === 'system-users')!;
    const moved = await post('/rest/menu/edit', { menuId: users.menuId, menuUrl: '/elsewhere' });
    expect(moved.status).toBe(422);
    expect(moved.body.rtnCode).toBe('505');
    // Its title is the administrators' to change.
    expect((await post('/rest/menu/edit', { menuId: users.menuId, menuName: '用户' })).status).toBe(200);

    const parent = await post('/rest/menu/add', { menuName: '父', menuUrl: '/cycle' });
    const child = await post('/rest/menu/addSub', {
      parentMenuId: parent.body.dataSet.menuId,
      menuName: '子',
      menuUrl: '/cycle/child',
    });
    const cycle = await post('/rest/menu/edit', {
      menuId: parent.body.dataSet.menuId,
      parentMenuId: child.body.dataSet.menuId,
    });
    expect(cycle.status).toBe(400);
    expect(cycle.body.dataSet.fieldErrors.parentMenuId).toBe('上级菜单不能是自己或自己的下级菜单');
    expect((await post('/rest/menu/edit', { menuId: 999_999, menuName: 'x' })).status).toBe(404);
    expect((await post('/rest/menu/edit', { menuId: users.menuId }, plain)).status).toBe(403);
  });

  it('deletes a menu with children only when told to cascade', async () => {
    const parent = await post('/rest/menu/add', { menuName: '待删父', menuUrl: '/doomed' });
    const parentId = parent.body.dataSet.menuId as number;
    const child = await post('/rest/menu/addSub', {
      parentMenuId: parentId,
      menuName: '待删子',
      menuUrl: '/doomed/c',
    });
    const refused = await post('/rest/menu/delete', { menuId: parentId });
    expect(refused.status).toBe(422);
    expect(refused.body.dataSet).toMatchObject({ menuId: parentId, childCount: 1, needsCascade: true });

    const done = await post('/rest/menu/delete', { menuId: parentId, cascade: true });
    expect(done.status).toBe(200);
    expect((await post('/rest/menu/getById', { menuId: child.body.dataSet.menuId })).status).toBe(404);
  });

  it('refuses to delete built-in menus, even by cascade, and users without MENU_DEL', async () => {
    const system = await systemMenuId();
    const res = await post('/rest/menu/delete', { menuId: system, cascade: true });
    expect(res.status).toBe(422);
    expect(res.body.rtnMessage).toContain('系统内置菜单不能删除');
    expect((await post('/rest/menu/delete', { menuId: 'x' })).status).toBe(400);
    expect((await post('/rest/menu/delete', { menuId: system }, plain)).status).toBe(403);
  });

  it('deletes several menus at once, a parent with its listed child needing no cascade', async () => {
    const a = await post('/rest/menu/add', { menuName: '批量A', menuUrl: '/batch-a' });
    const b = await post('/rest/menu/addSub', {
      parentMenuId: a.body.dataSet.menuId,
      menuName: '批量B',
      menuUrl: '/batch-a/b',
    });
    const ids = [a.body.dataSet.menuId, b.body.dataSet.menuId];
    expect((await post('/rest/menu/deleteBatch', { menuIds: ids }, plain)).status).toBe(403);
    expect((await post('/rest/menu/deleteBatch', { menuIds: [] })).status).toBe(400);
    expect((await post('/rest/menu/deleteBatch', { menuIds: ids })).status).toBe(200);
    expect((await post('/rest/menu/getById', { menuId: ids[0] })).status).toBe(404);
  });

  it('reorders siblings, and wants all of them', async () => {
    const parent = await post('/rest/menu/add', { menuName: '排序', menuUrl: '/sorting' });
    const parentMenuId = parent.body.dataSet.menuId as number;
    const ids: number[] = [];
    for (const n of [1, 2, 3]) {
      const r = await post('/rest/menu/addSub', {
        parentMenuId,
        menuName: `项${n}`,
        menuUrl: `/sorting/${n}`,
      });
      ids.push(r.body.dataSet.menuId);
    }
    const reversed = [...ids].reverse();
    expect((await post('/rest/menu/sort', { parentMenuId, menuIds: reversed })).status).toBe(200);
    const page = await post('/rest/menu/list', { parentMenuId });
    expect(page.body.dataSet.result.map((m: MenuView) => m.menuId)).toEqual(reversed);

    expect((await post('/rest/menu/sort', { parentMenuId, menuIds: ids.slice(0, 2) })).status).toBe(409);
    const foreign = await post('/rest/menu/sort', { parentMenuId, menuIds: [...ids, await systemMenuId()] });
    expect(foreign.status).toBe(400);
    expect((await post('/rest/menu/sort', { parentMenuId, menuIds: [ids[0], ids[0]] })).status).toBe(400);
    expect((await post('/rest/menu/sort', { parentMenuId, menuIds: ids }, plain)).status).toBe(403);
  });
});

describe('translated titles', () => {
  it('stores the zh_TW and en_GB titles, shows them in the views and the init call, and keeps them on edit', async () => {
    const added = await post('/rest/menu/add', {
      menuName: '帮助文档',
      menuNameI18n: { zh_TW: '說明文件', en_GB: ' Help ' },
      menuUrl: '/help-docs',
      component: 'x/Page',
    });
    expect(added.status).toBe(200);
    const menuId = added.body.dataSet.menuId as number;
    expect(added.body.dataSet.menuNameI18n).toEqual({ zh_TW: '說明文件', en_GB: 'Help' });
    expect((await post('/rest/menu/getById', { menuId })).body.dataSet.menuNameI18n).toEqual({
      zh_TW: '說明文件',
      en_GB: 'Help',
    });
    const init = await post('/rest/home/index');
    expect(findMenu(init.body.dataSet.menu, (n) => n.path === '/help-docs')?.meta).toMatchObject({
      title: '帮助文档',
      titleI18n: { zh_TW: '說明文件', en_GB: 'Help' },
    });
    // The tree's filter finds a title in any of its languages.
    const found = (await post('/rest/menu/tree', { menuName: 'help' })).body.dataSet as MenuView[];
    expect(found.map((m) => m.menuId)).toContain(menuId);

    // An edit without translations keeps them; with them, replaces them (an empty version goes).
    await post('/rest/menu/edit', { menuId, menuName: '帮助' });
    expect((await post('/rest/menu/getById', { menuId })).body.dataSet).toMatchObject({
      menuName: '帮助',
      menuNameI18n: { zh_TW: '說明文件', en_GB: 'Help' },
    });
    const edited = await post('/rest/menu/edit', {
      menuId,
      menuNameI18n: { zh_TW: '', en_GB: 'Help centre' },
    });
    expect(edited.status).toBe(200);
    expect(edited.body.dataSet.menuNameI18n).toEqual({ en_GB: 'Help centre' });
    // A new menu without translations has none.
    const bare = await post('/rest/menu/add', { menuName: '无译名', menuUrl: '/bare-title' });
    expect(bare.body.dataSet.menuNameI18n).toEqual({});
  });

  it('refuses a title too long, with NUL or in an unknown language, changing nothing', async () => {
    const added = await post('/rest/menu/add', { menuName: '译名检查', menuUrl: '/title-checks' });
    const menuId = added.body.dataSet.menuId as number;
    const long = await post('/rest/menu/edit', { menuId, menuNameI18n: { en_GB: 'x'.repeat(51) } });
    expect(long.status).toBe(400);
    expect(long.body.dataSet.fieldErrors['menuNameI18n.en_GB']).toBe('菜单名称不能超过50个字符');
    expect(long.body.dataSet.fieldKeys['menuNameI18n.en_GB']).toEqual({ key: 'menus.menuNameTooLong' });
    const nul = await post('/rest/menu/edit', { menuId, menuNameI18n: { zh_TW: 'a\u0000b' } });
    expect(nul.status).toBe(400);
    const unknown = await post('/rest/menu/edit', { menuId, menuNameI18n: { fr_FR: 'Aide' } });
    expect(unknown.status).toBe(400);
    expect(Object.keys(unknown.body.dataSet.fieldErrors)).toEqual(['menuNameI18n']);
    expect((await post('/rest/menu/edit', { menuId, menuNameI18n: 'Help' })).status).toBe(400);
    const addLong = await post('/rest/menu/add', {
      menuName: '太长',
      menuUrl: '/too-long-title',
      menuNameI18n: { zh_TW: '長'.repeat(51) },
    });
    expect(addLong.status).toBe(400);
    expect((await post('/rest/menu/getById', { menuId })).body.dataSet.menuNameI18n).toEqual({});
    expect((await post('/rest/menu/tree', { menuName: '太长' })).body.dataSet).toEqual([]);
  });
});
