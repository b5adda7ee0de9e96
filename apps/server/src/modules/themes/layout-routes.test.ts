import type { LayoutView } from '@awards/shared/themes';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ADMIN_PASSWORD, createTestApp, type TestApp, USER_PASSWORD } from '../../test/harness';

let t: TestApp;
let admin: string;
let plain: string;

const post = (url: string, body: unknown = {}, token: string | null = admin) =>
  t.call('POST', url, { token, body });

beforeAll(async () => {
  t = await createTestApp();
  admin = await t.login('admin', ADMIN_PASSWORD);
  await t.createUser({ loginName: 'layout-plain' });
  plain = await t.login('layout-plain', USER_PASSWORD);
});
afterAll(() => t.close());

describe('layouts', () => {
  it('lists the seeded layouts, and names them to any signed-in user', async () => {
    const page = await post('/rest/layout/query', {});
    expect(page.status).toBe(200);
    expect((page.body.dataSet.result as LayoutView[]).map((l) => [l.layoutName, l.menuMode])).toEqual([
      ['侧边菜单布局', 'side'],
      ['顶部菜单布局', 'top'],
    ]);
    const top = await post('/rest/layout/query', { menuMode: 'top' });
    expect(top.body.dataSet.result[0].config).toEqual({ fixHeader: true, fixSiderbar: false });
    const options = await post('/rest/layout/selectList', {}, plain);
    expect(options.body.dataSet).toHaveLength(2);
  });

  it('creates a layout whose values the property tree knows', async () => {
    const res = await post('/rest/layout/create', {
      layoutName: '紧凑布局',
      menuMode: 'side',
      config: { tableSize: 'small', multiTab: true, listTitleFontSize: 14, menuBackgroundColor: '#000000' },
    });
    expect(res.status).toBe(200);
    expect(res.body.dataSet).toMatchObject({
      layoutName: '紧凑布局',
      config: { tableSize: 'small' },
      createBy: 'admin',
    });
    expect(
      (await post('/rest/layout/getById', { layoutId: res.body.dataSet.layoutId })).body.dataSet.config,
    ).toEqual(res.body.dataSet.config);
  });

  it('refuses unknown properties and values of the wrong kind', async () => {
    const res = await post('/rest/layout/create', {
      layoutName: '坏布局',
      menuMode: 'left',
      config: { noSuch: 1, tableSize: 'huge', multiTab: 'yes', listTitleFontSize: 99, primaryColor: 'blue' },
    });
    expect(res.status).toBe(400);
    expect(res.body.dataSet.fieldErrors).toEqual({
      menuMode: '菜单模式只能是 side 或 top',
      'config.noSuch': 'noSuch不是可配置的属性',
      'config.tableSize': '表格尺寸不是可选的值',
      'config.multiTab': '多页签模式只能是 true 或 false',
      'config.listTitleFontSize': '标题字号取值范围为12-24',
      'config.primaryColor': '主题色颜色格式不正确',
    });
    expect((await post('/rest/layout/create', { layoutName: '紧凑布局', menuMode: 'side' })).status).toBe(
      409,
    );
  });

  it('updates a layout, its config replaced as a whole', async () => {
    const [compact] = (await post('/rest/layout/query', { layoutName: '紧凑' })).body.dataSet
      .result as LayoutView[];
    const res = await post('/rest/layout/update', {
      layoutId: compact!.layoutId,
      menuMode: 'top',
      config: { tableBordered: true },
    });
    expect(res.status).toBe(200);
    expect(res.body.dataSet).toMatchObject({
      menuMode: 'top',
      config: { tableBordered: true },
      updateBy: 'admin',
    });
    expect((await post('/rest/layout/update', { layoutId: 999_999, layoutName: 'x' })).status).toBe(404);
    expect(
      (await post('/rest/layout/update', { layoutId: compact!.layoutId, config: { x: 1 } })).status,
    ).toBe(400);
  });

  it('refuses to delete a layout a theme uses, and deletes an unused one', async () => {
    const [side] = (await post('/rest/layout/query', { menuMode: 'side' })).body.dataSet
      .result as LayoutView[];
    const refused = await post('/rest/layout/delete', { layoutId: side!.layoutId });
    expect(refused.status).toBe(422);
    expect(refused.body.rtnMessage).toContain('该布局正被主题使用');
    const [compact] = (await post('/rest/layout/query', { layoutName: '紧凑' })).body.dataSet
      .result as LayoutView[];
    expect((await post('/rest/layout/delete', { layoutId: compact!.layoutId })).status).toBe(200);
    expect((await post('/rest/layout/delete', { layoutId: compact!.layoutId })).status).toBe(404);
    expect((await post('/rest/layout/getById', { layoutId: compact!.layoutId })).status).toBe(404);
    expect((await post('/rest/layout/delete', { layoutId: 'x' })).status).toBe(400);
  });

  it('is refused to users without the LAYOUT codes', async () => {
    expect((await post('/rest/layout/query', {}, plain)).status).toBe(403);
    expect((await post('/rest/layout/getById', { layoutId: 1 }, plain)).status).toBe(403);
    expect((await post('/rest/layout/create', { layoutName: 'x', menuMode: 'side' }, plain)).status).toBe(
      403,
    );
    expect((await post('/rest/layout/update', { layoutId: 1, layoutName: 'x' }, plain)).status).toBe(403);
    expect((await post('/rest/layout/delete', { layoutId: 1 }, plain)).status).toBe(403);
    expect((await post('/rest/layout/selectList', {}, null)).status).toBe(401);
  });
});
