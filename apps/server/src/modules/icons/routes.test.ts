import type { CustomIcon } from '@awards/shared/home';
import type { IconView } from '@awards/shared/icons';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ADMIN_PASSWORD, createTestApp, type TestApp, USER_PASSWORD } from '../../test/harness';

let t: TestApp;
let admin: string;
let plain: string;

const post = (url: string, body: unknown = {}, token: string | null = admin) =>
  t.call('POST', url, { token, body });
const STAR = 'M512 64l138 280 310 45-224 218 53 308-277-146-277 146 53-308L64 389l310-45z';

beforeAll(async () => {
  t = await createTestApp();
  admin = await t.login('admin', ADMIN_PASSWORD);
  await t.createUser({ loginName: 'icon-plain' });
  plain = await t.login('icon-plain', USER_PASSWORD);
});
afterAll(() => t.close());

describe('custom icons', () => {
  it('seeds a few icons, which the init call and the icon list carry', async () => {
    const init = await post('/rest/home/index', {}, admin);
    const icons = init.body.dataSet.icons as CustomIcon[];
    expect(icons.map((i) => i.name)).toEqual(['奖杯', '申报书', '评审专家']);
    expect(icons[0]).toMatchObject({ viewBox: '0 0 1024 1024' });
    expect(icons[0]!.pathContent).toMatch(/^M/);
    const list = await post('/rest/icon/list', {}, plain);
    expect(list.status).toBe(200);
    expect(list.body.dataSet.icons).toEqual(icons);
    expect((await post('/rest/icon/list', {}, null)).status).toBe(401);
  });

  it('adds an icon of path data, shown by the next init call', async () => {
    const res = await post('/rest/icon/add', { iconTitle: '星标', pathContent: STAR, sortNumber: 9 });
    expect(res.status).toBe(200);
    expect(res.body.dataSet).toMatchObject({
      iconTitle: '星标',
      viewBox: '0 0 1024 1024',
      createBy: 'admin',
    });
    const init = await post('/rest/home/index');
    expect((init.body.dataSet.icons as CustomIcon[]).at(-1)).toEqual({
      iconId: res.body.dataSet.iconId,
      name: '星标',
      pathContent: STAR,
      viewBox: '0 0 1024 1024',
    });
  });

  it('refuses markup, script and anything but path data', async () => {
    for (const pathContent of [
      '<path d="M0 0"/>',
      'M0 0" onload="alert(1)',
      'javascript:alert(1)',
      'L10 10',
      'M0 0 url(#x)',
    ]) {
      const res = await post('/rest/icon/add', { iconTitle: `坏${pathContent.length}`, pathContent });
      expect(res.status, pathContent).toBe(400);
      expect(res.body.dataSet.fieldErrors.pathContent).toContain('SVG路径数据');
    }
    expect(
      (await post('/rest/icon/add', { iconTitle: '视图', pathContent: STAR, viewBox: '0 0 x' })).status,
    ).toBe(400);
  });

  it('refuses a taken title and users without ICON_ADD', async () => {
    expect((await post('/rest/icon/add', { iconTitle: '星标', pathContent: STAR })).status).toBe(409);
    expect((await post('/rest/icon/add', { iconTitle: '新', pathContent: STAR }, plain)).status).toBe(403);
  });

  it('pages and edits icons', async () => {
    const page = await post('/rest/icon/page', { iconTitle: '星' });
    expect(page.status).toBe(200);
    const [star] = page.body.dataSet.result as IconView[];
    expect(star?.iconTitle).toBe('星标');
    const edited = await post('/rest/icon/edit', {
      iconId: star!.iconId,
      iconTitle: '五角星',
      viewBox: '0 0 24 24',
    });
    expect(edited.body.dataSet).toMatchObject({
      iconTitle: '五角星',
      viewBox: '0 0 24 24',
      pathContent: STAR,
    });
    expect((await post('/rest/icon/edit', { iconId: star!.iconId, iconTitle: '奖杯' })).status).toBe(409);
    expect((await post('/rest/icon/edit', { iconId: star!.iconId, pathContent: '<svg/>' })).status).toBe(400);
    expect((await post('/rest/icon/edit', { iconId: 999_999, iconTitle: 'x' })).status).toBe(404);
    expect((await post('/rest/icon/page', {}, plain)).status).toBe(403);
    expect((await post('/rest/icon/page', { pageNum: 0 })).status).toBe(400);
    expect((await post('/rest/icon/edit', { iconId: star!.iconId, iconTitle: 'x' }, plain)).status).toBe(403);
  });

  it('keeps an icon a menu shows, and deletes it once no menu does', async () => {
    const [star] = (await post('/rest/icon/page', { iconTitle: '五角星' })).body.dataSet.result as IconView[];
    const menu = await post('/rest/menu/add', {
      menuName: '收藏',
      menuUrl: '/favourites',
      menuIcon: `custom:${star!.iconId}`,
    });
    expect(menu.status).toBe(200);
    const refused = await post('/rest/icon/delete', { iconId: star!.iconId });
    expect(refused.status).toBe(422);
    expect(refused.body.rtnMessage).toContain('收藏');
    await post('/rest/menu/edit', { menuId: menu.body.dataSet.menuId, menuIcon: 'BookOutlined' });
    expect((await post('/rest/icon/delete', { iconId: star!.iconId }, plain)).status).toBe(403);
    expect((await post('/rest/icon/delete', { iconId: star!.iconId })).status).toBe(200);
    expect((await post('/rest/icon/delete', { iconId: star!.iconId })).status).toBe(404);
    expect((await post('/rest/icon/delete', { iconId: 'x' })).status).toBe(400);
  });
});
