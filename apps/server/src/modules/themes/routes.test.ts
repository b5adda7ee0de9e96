import type { HomeThemeView, ThemePropertyGroupNode, ThemeView } from '@awards/shared/themes';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ADMIN_PASSWORD, createTestApp, type TestApp, USER_PASSWORD } from '../../test/harness';

let t: TestApp;
let admin: string;
let plain: string;
let sideLayoutId: number;

const post = (url: string, body: unknown = {}, token: string | null = admin) =>
  t.call('POST', url, { token, body });
const homeList = async (token = plain) =>
  (await post('/rest/theme/homeList', {}, token)).body.dataSet as HomeThemeView[];
const themeNamed = async (name: string) => (await homeList(admin)).find((th) => th.themeName === name)!;

beforeAll(async () => {
  t = await createTestApp();
  admin = await t.login('admin', ADMIN_PASSWORD);
  await t.createUser({ loginName: 'theme-plain' });
  plain = await t.login('theme-plain', USER_PASSWORD);
  const layouts = (await post('/rest/layout/selectList', {}, plain)).body.dataSet as {
    layoutId: number;
    menuMode: string;
  }[];
  sideLayoutId = layouts.find((l) => l.menuMode === 'side')!.layoutId;
});
afterAll(() => t.close());

describe('the settings drawer', () => {
  it('lists the preset themes with one system default and their applied layout', async () => {
    const themes = await homeList();
    expect(themes.map((th) => th.themeName)).toEqual(['拂晓蓝', '薄暮', '极光绿', '酱紫', '暗夜']);
    expect(themes.filter((th) => th.ifSelected).map((th) => th.themeName)).toEqual(['拂晓蓝']);
    expect(themes.every((th) => !th.userSelected)).toBe(true);
    const [blue] = themes;
    expect(blue).toMatchObject({
      primaryColor: '#1677ff',
      selected: true,
      headerBg: { code: '1', value: '背景一' },
      sideMenuBg: { code: '1', value: '背景一' },
      layout: { menuMode: 'side' },
    });
    expect(blue!.layout.config).toMatchObject({
      primaryColor: '#1677ff',
      headerBackgroundImg: '1',
      tableSize: 'middle',
    });
    const dark = themes.find((th) => th.themeName === '暗夜')!;
    expect(dark).toMatchObject({
      isHeader: true,
      layout: { menuMode: 'top' },
      sideMenuBg: { code: '2', value: '背景二' },
    });
    expect(dark.layout.config.fixHeader).toBe(true);
    expect((await post('/rest/theme/homeList', {}, null)).status).toBe(401);
  });

  it("keeps a user's own choice, and goes back to the default on null", async () => {
    const violet = await themeNamed('酱紫');
    expect((await post('/rest/theme/addThemeForUser', { themeId: violet.themeId }, plain)).status).toBe(200);
    expect((await homeList()).filter((th) => th.userSelected).map((th) => th.themeName)).toEqual(['酱紫']);
    // Another user's list is unaffected.
    expect((await homeList(admin)).some((th) => th.userSelected)).toBe(false);
    expect((await post('/rest/theme/addThemeForUser', { themeId: null }, plain)).status).toBe(200);
    expect((await homeList()).some((th) => th.userSelected)).toBe(false);
  });

  it('refuses an unknown or missing theme', async () => {
    const unknown = await post('/rest/theme/addThemeForUser', { themeId: 999_999 }, plain);
    expect(unknown.status).toBe(400);
    expect(unknown.body.dataSet.fieldErrors.themeId).toBe('主题不存在');
    expect((await post('/rest/theme/addThemeForUser', {}, plain)).status).toBe(400);
  });

  it("serves the theme-property tree with defaults or with a layout's values", async () => {
    const res = await post('/rest/theme/propertyTree', {}, plain);
    expect(res.status).toBe(200);
    const groups = res.body.dataSet as ThemePropertyGroupNode[];
    expect(groups.map((g) => g.uiName)).toEqual([
      'basic',
      'menu',
      'logo',
      'button',
      'modal',
      'listTitle',
      'searchForm',
      'dataTable',
    ]);
    const fixHeader = groups[0]!.children.find((p) => p.uiName === 'fixHeader')!;
    expect(fixHeader).toMatchObject({
      value: false,
      defaultValue: false,
      inputType: 'switch',
      valueType: 'boolean',
    });
    const headerImg = groups[0]!.children.find((p) => p.uiName === 'headerBackgroundImg')!;
    expect(headerImg.inputType).toBe('imgselect');
    expect(headerImg.valueOption?.map((o) => o.code)).toEqual(['', '1', '2', '3', '4', '5']);
    const sliderImg = groups[1]!.children.find((p) => p.uiName === 'sliderBackgroundImg')!;
    expect(sliderImg.valueOption?.map((o) => o.code)).toEqual(['', '1', '7', '8', '9', '2']);

    const top = (await themeNamed('暗夜')).layoutId;
    const withLayout = (await post('/rest/theme/propertyTree', { layoutId: top }, plain)).body
      .dataSet as ThemePropertyGroupNode[];
    expect(withLayout[0]!.children.find((p) => p.uiName === 'fixHeader')).toMatchObject({
      value: true,
      defaultValue: false,
    });
    expect((await post('/rest/theme/propertyTree', { layoutId: 999_999 }, plain)).status).toBe(404);
  });
});

describe('theme administration', () => {
  const form = (extra: object = {}) => ({
    themeName: '青碧',
    layoutId: sideLayoutId,
    primaryColor: '#13c2c2',
    menuColor: '#002329',
    headerBg: '3',
    sideMenuBg: { code: '8' },
    subMenuFontSize: 15,
    ...extra,
  });

  it('creates a theme, with background choices from their dictionaries', async () => {
    const res = await post('/rest/theme/create', form());
    expect(res.status).toBe(200);
    expect(res.body.dataSet).toMatchObject({
      themeName: '青碧',
      ifSelected: false,
      headerBg: { code: '3', value: '背景三' },
      sideMenuBg: { code: '8', value: '背景八' },
      subMenuFontSize: 15,
      contentWidth: 'Fluid',
      createBy: 'admin',
    });
    expect(
      (await post('/rest/theme/getById', { themeId: res.body.dataSet.themeId })).body.dataSet.themeName,
    ).toBe('青碧');
  });

  it('refuses a bad theme', async () => {
    expect((await post('/rest/theme/create', form())).status).toBe(409);
    const bg = await post('/rest/theme/create', form({ themeName: '背景', headerBg: '6', sideMenuBg: '3' }));
    expect(bg.status).toBe(400);
    expect(bg.body.dataSet.fieldErrors).toEqual({
      headerBg: '顶栏背景不在字典 header_bg 中',
      sideMenuBg: '侧边栏背景不在字典 side_menu_bg 中',
    });
    const footer = await post(
      '/rest/theme/create',
      form({ themeName: '页脚', fixedFooter: true, hideFooter: true }),
    );
    expect(footer.body.dataSet.fieldErrors.hideFooter).toBe('固定页脚与隐藏页脚不能同时开启');
    const colour = await post(
      '/rest/theme/create',
      form({ themeName: '颜色', primaryColor: 'red', subMenuFontSize: 30 }),
    );
    expect(Object.keys(colour.body.dataSet.fieldErrors).sort()).toEqual(['primaryColor', 'subMenuFontSize']);
    const layout = await post('/rest/theme/create', form({ themeName: '布局', layoutId: 999_999 }));
    expect(layout.body.dataSet.fieldErrors.layoutId).toBe('布局不存在');
  });

  it('pages and updates themes, checking the footer pair against the stored value', async () => {
    const page = await post('/rest/theme/query', { themeName: '青' });
    expect(page.body.dataSet.totalCount).toBe(1);
    const [teal] = page.body.dataSet.result as ThemeView[];
    const updated = await post('/rest/theme/update', {
      themeId: teal!.themeId,
      fixedFooter: true,
      headerBg: null,
    });
    expect(updated.body.dataSet).toMatchObject({ fixedFooter: true, headerBg: null, updateBy: 'admin' });
    const clash = await post('/rest/theme/update', { themeId: teal!.themeId, hideFooter: true });
    expect(clash.status).toBe(400);
    expect(clash.body.dataSet.fieldErrors.hideFooter).toBe('固定页脚与隐藏页脚不能同时开启');
    expect((await post('/rest/theme/update', { themeId: 999_999, themeName: 'x' })).status).toBe(404);
    expect((await post('/rest/theme/getById', { themeId: 999_999 })).status).toBe(404);
    expect((await post('/rest/theme/query', { pageSize: 'x' })).status).toBe(400);
  });

  it('switches the system default, keeping exactly one', async () => {
    const dusk = await themeNamed('薄暮');
    const res = await post('/rest/theme/setGlobalDefault', { themeId: dusk.themeId });
    expect(res.status).toBe(200);
    expect(res.body.dataSet).toMatchObject({ themeName: '薄暮', ifSelected: true });
    expect((await homeList()).filter((th) => th.ifSelected).map((th) => th.themeName)).toEqual(['薄暮']);
    expect((await post('/rest/theme/setGlobalDefault', { themeId: 999_999 })).status).toBe(404);
  });

  it('refuses to delete the default; deleting a chosen theme sends its users back to the default', async () => {
    const dusk = await themeNamed('薄暮');
    const refused = await post('/rest/theme/delete', { themeId: dusk.themeId });
    expect(refused.status).toBe(422);
    expect(refused.body.rtnCode).toBe('505');
    const teal = await themeNamed('青碧');
    await post('/rest/theme/addThemeForUser', { themeId: teal.themeId }, plain);
    expect((await post('/rest/theme/delete', { themeId: teal.themeId })).status).toBe(200);
    expect((await homeList()).some((th) => th.userSelected)).toBe(false);
    expect((await post('/rest/theme/delete', { themeId: teal.themeId })).status).toBe(404);
  });

  it('is refused to users without the THEME codes', async () => {
    expect((await post('/rest/theme/query', {}, plain)).status).toBe(403);
    expect((await post('/rest/theme/getById', { themeId: 1 }, plain)).status).toBe(403);
    expect((await post('/rest/theme/create', form({ themeName: 'x' }), plain)).status).toBe(403);
    expect((await post('/rest/theme/update', { themeId: 1, themeName: 'x' }, plain)).status).toBe(403);
    expect((await post('/rest/theme/delete', { themeId: 1 }, plain)).status).toBe(403);
    expect((await post('/rest/theme/setGlobalDefault', { themeId: 1 }, plain)).status).toBe(403);
  });
});
