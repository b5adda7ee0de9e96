import type { RegionGroupOption, RegionGroupView, RegionOption, RegionView } from '@awards/shared/regions';
import { eq, inArray } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { regions } from '../../db/schema';
import { seedRegions } from '../../db/seed/regions';
import { ADMIN_PASSWORD, createTestApp, type TestApp, USER_PASSWORD } from '../../test/harness';
import { RegionService } from './service';

let t: TestApp;
let admin: string;
let plain: string;

const post = (url: string, body: unknown = {}, token: string | null = admin) =>
  t.call('POST', url, { token, body });

beforeAll(async () => {
  t = await createTestApp();
  admin = await t.login('admin', ADMIN_PASSWORD);
  await t.createUser({ loginName: 'region-plain' });
  plain = await t.login('region-plain', USER_PASSWORD);
});
afterAll(() => t.close());

describe('the region seed', () => {
  it('loads GB/T 2260 once: 34 provinces, 369 cities, 3479 counties', async () => {
    expect(await t.db.$count(regions)).toBe(34 + 369 + 3479);
    // A second run finds the table full and inserts nothing.
    expect(await t.db.transaction((tx) => seedRegions(tx))).toBe(0);
  });

  it('gives provinces of an older database their names in zh_TW and en_GB, unless renamed', async () => {
    const i18nOf = async (code: string) =>
      (await t.db.select({ nameI18n: regions.nameI18n }).from(regions).where(eq(regions.code, code)))[0]
        ?.nameI18n;
    await t.db
      .update(regions)
      .set({ nameI18n: {} })
      .where(inArray(regions.code, ['650000', '640000']));
    await t.db.update(regions).set({ name: '宁夏' }).where(eq(regions.code, '640000'));
    await t.db.transaction((tx) => seedRegions(tx));
    expect(await i18nOf('650000')).toEqual({ zh_TW: '新疆維吾爾自治區', en_GB: 'Xinjiang' });
    expect(await i18nOf('640000')).toEqual({});
    await t.db.update(regions).set({ name: '宁夏回族自治区' }).where(eq(regions.code, '640000'));
    await t.db.transaction((tx) => seedRegions(tx));
    expect(await i18nOf('640000')).toEqual({ zh_TW: '寧夏回族自治區', en_GB: 'Ningxia' });
  });
});

describe('the cascader lookup', () => {
  it('gives the provinces under the root, for any signed-in user', async () => {
    const res = await post('/rest/region/getregions', { code: '100000' }, plain);
    expect(res.status).toBe(200);
    const provinces = res.body.dataSet.regions as RegionOption[];
    expect(provinces).toHaveLength(34);
    expect(provinces[0]).toEqual({
      value: '北京市',
      nameI18n: { zh_TW: '北京市', en_GB: 'Beijing' },
      code: '110000',
      level: 1,
      leaf: false,
    });
    // Every province has its names in zh_TW and en_GB.
    expect(provinces.every((p) => p.nameI18n.zh_TW && p.nameI18n.en_GB)).toBe(true);
    expect(provinces.find((p) => p.code === '150000')?.nameI18n).toEqual({
      zh_TW: '內蒙古自治區',
      en_GB: 'Inner Mongolia',
    });
    // The root is the default.
    expect((await post('/rest/region/getregions', {}, plain)).body.dataSet.regions).toHaveLength(34);
  });

  it('goes down to the counties, which are leaves', async () => {
    const cities = (await post('/rest/region/getregions', { code: '320000' }, plain)).body.dataSet.regions;
    expect(cities.find((c: RegionOption) => c.code === '320100')).toMatchObject({
      value: '南京市',
      level: 2,
    });
    const counties = (await post('/rest/region/getregions', { code: '320100' }, plain)).body.dataSet.regions;
    expect(counties.find((c: RegionOption) => c.code === '320106')).toEqual({
      value: '鼓楼区',
      // Below the provinces, readers fall back to the zh_CN name.
      nameI18n: {},
      code: '320106',
      level: 3,
      leaf: true,
    });
    expect((await post('/rest/region/getregions', { code: '320106' }, plain)).body.dataSet.regions).toEqual(
      [],
    );
  });

  it('refuses a malformed code and a caller who is not signed in', async () => {
    const bad = await post('/rest/region/getregions', { code: '32' }, plain);
    expect(bad.status).toBe(400);
    expect(bad.body.dataSet.fieldErrors.code).toBe('行政区划代码为6位数字');
    expect((await post('/rest/region/getregions', {}, null)).status).toBe(401);
  });
});

describe('region groups', () => {
  it("lists the 'office' groups with the provinces each covers", async () => {
    const res = await post('/rest/region/getRegionGroups', { code: 'office' }, plain);
    expect(res.status).toBe(200);
    const groups = res.body.dataSet.regionGroups as RegionGroupOption[];
    expect(groups.map((g) => g.value)).toEqual([
      '华北办事处',
      '东北办事处',
      '华东办事处',
      '华中办事处',
      '华南办事处',
      '西南办事处',
      '西北办事处',
    ]);
    expect(groups[0]).toEqual({
      code: 'north',
      value: '华北办事处',
      regions: ['110000', '120000', '130000', '140000', '150000'],
    });
    // Every province belongs to exactly one office.
    expect(groups.flatMap((g) => g.regions).sort()).toHaveLength(34);
    expect(
      (await post('/rest/region/getRegionGroups', { code: 'nothing' }, plain)).body.dataSet.regionGroups,
    ).toEqual([]);
    expect((await post('/rest/region/getRegionGroups', {}, plain)).status).toBe(400);
  });

  it('adds, edits and deletes a group with REGION_EDIT', async () => {
    const added = await post('/rest/region/addGroup', {
      category: 'delta',
      groupCode: 'yangtze',
      groupName: '长三角',
      regions: ['310000', '320000', '330000'],
    });
    expect(added.status).toBe(200);
    const groupId = (added.body.dataSet as RegionGroupView).groupId;
    expect(added.body.dataSet.regions.map((r: { name: string }) => r.name)).toEqual([
      '上海市',
      '江苏省',
      '浙江省',
    ]);
    expect((await post('/rest/region/addGroup', { ...added.body.dataSet, regions: [] })).status).toBe(409);

    const edited = await post('/rest/region/editGroup', { groupId, regions: ['310000', '340000'] });
    expect(edited.body.dataSet.regions.map((r: { code: string }) => r.code)).toEqual(['310000', '340000']);
    const unknown = await post('/rest/region/editGroup', { groupId, regions: ['999999'] });
    expect(unknown.status).toBe(400);
    expect(unknown.body.dataSet.fieldErrors.regions).toBe('包含不存在的行政区划');
    const list = await post('/rest/region/groupList', { category: 'delta' });
    expect(list.body.dataSet.map((g: RegionGroupView) => g.groupCode)).toEqual(['yangtze']);

    expect((await post('/rest/region/deleteGroup', { groupId })).status).toBe(200);
    expect((await post('/rest/region/deleteGroup', { groupId })).status).toBe(404);
    expect((await post('/rest/region/editGroup', { groupId, groupName: 'x' })).status).toBe(404);
  });

  it('refuses bad groups and users without the region codes', async () => {
    const bad = await post('/rest/region/addGroup', {
      category: 'Bad',
      groupCode: '',
      groupName: '',
      regions: 'x',
    });
    expect(bad.status).toBe(400);
    expect(Object.keys(bad.body.dataSet.fieldErrors).sort()).toEqual([
      'category',
      'groupCode',
      'groupName',
      'regions',
    ]);
    const group = { category: 'c', groupCode: 'g', groupName: 'g', regions: [] };
    expect((await post('/rest/region/addGroup', group, plain)).status).toBe(403);
    expect((await post('/rest/region/editGroup', { groupId: 1, groupName: 'x' }, plain)).status).toBe(403);
    expect((await post('/rest/region/deleteGroup', { groupId: 1 }, plain)).status).toBe(403);
    expect((await post('/rest/region/groupList', {}, plain)).status).toBe(403);
  });
});

describe('region administration', () => {
  it('pages regions by parent, level or keyword', async () => {
    const byParent = await post('/rest/region/list', { parentCode: '110100' });
    expect(byParent.body.dataSet.totalCount).toBe(16);
    const byKeyword = await post('/rest/region/list', { keyword: '鼓楼', level: 3 });
    const codes = (byKeyword.body.dataSet.result as RegionView[]).map((r) => r.code);
    expect(codes).toContain('320106');
    const byPrefix = await post('/rest/region/list', { keyword: '4401', pageSize: 100 });
    expect((byPrefix.body.dataSet.result as RegionView[]).every((r) => r.code.startsWith('4401'))).toBe(true);
    expect((await post('/rest/region/list', { level: 4 })).status).toBe(400);
    expect((await post('/rest/region/list', {}, plain)).status).toBe(403);
  });

  it('renames a region, and the cascader shows the new name', async () => {
    const res = await post('/rest/region/update', { code: '110105', name: '朝阳区（北京）' });
    expect(res.status).toBe(200);
    expect(res.body.dataSet).toMatchObject({ code: '110105', value: '朝阳区（北京）', updateBy: 'admin' });
    const counties = (await post('/rest/region/getregions', { code: '110100' })).body.dataSet
      .regions as RegionOption[];
    expect(counties.find((c) => c.code === '110105')?.value).toBe('朝阳区（北京）');
    expect((await post('/rest/region/update', { code: '999999', name: 'x' })).status).toBe(404);
    expect((await post('/rest/region/update', { code: '110105', name: '' })).status).toBe(400);
    expect((await post('/rest/region/update', { code: '110105', name: 'x' }, plain)).status).toBe(403);
  });

  it('renames a region in zh_TW and en_GB too, and keeps them when a rename leaves them out', async () => {
    const res = await post('/rest/region/update', {
      code: '320102',
      name: '玄武区',
      nameI18n: { zh_TW: ' 玄武區 ', en_GB: 'Xuanwu' },
    });
    expect(res.status).toBe(200);
    expect((res.body.dataSet as RegionView).nameI18n).toEqual({ zh_TW: '玄武區', en_GB: 'Xuanwu' });
    await post('/rest/region/update', { code: '320102', name: '玄武区' });
    const listed = await post('/rest/region/list', { parentCode: '320100', pageSize: 100 });
    const xuanwu = (listed.body.dataSet.result as RegionView[]).find((r) => r.code === '320102');
    expect(xuanwu?.nameI18n).toEqual({ zh_TW: '玄武區', en_GB: 'Xuanwu' });
    // An empty version is dropped: the zh_CN name shows instead.
    const cleared = await post('/rest/region/update', {
      code: '320102',
      name: '玄武区',
      nameI18n: { zh_TW: '', en_GB: 'Xuanwu' },
    });
    expect(cleared.body.dataSet.nameI18n).toEqual({ en_GB: 'Xuanwu' });

    const long = await post('/rest/region/update', {
      code: '320102',
      name: '玄武区',
      nameI18n: { en_GB: 'x'.repeat(51) },
    });
    expect(long.status).toBe(400);
    expect(long.body.dataSet.fieldErrors['nameI18n.en_GB']).toBe('名称不能超过50个字符');
    const nul = await post('/rest/region/update', {
      code: '320102',
      name: '玄武区',
      nameI18n: { zh_TW: 'a\u0000' },
    });
    expect(nul.status).toBe(400);
    const unknownLocale = await post('/rest/region/update', {
      code: '320102',
      name: '玄武区',
      nameI18n: { fr: 'x' },
    });
    expect(unknownLocale.status).toBe(400);
  });
});

describe('full names for other modules', () => {
  const service = () => new RegionService(t.db);

  it('joins province, city and county, province first, each name in its language', async () => {
    await post('/rest/region/update', { code: '320102', name: '玄武区', nameI18n: { en_GB: 'Xuanwu' } });
    const regions = service();
    expect(await regions.regionPath('320102', 'zh_CN')).toBe('江苏省 / 南京市 / 玄武区');
    // zh_TW: the province's Traditional name, the zh_CN names below it.
    expect(await regions.regionPath('320102', 'zh_TW')).toBe('江蘇省 / 南京市 / 玄武区');
    expect(await regions.regionPath('320102', 'en_GB')).toBe('Jiangsu / 南京市 / Xuanwu');
    expect(await regions.regionPath('320000', 'en_GB')).toBe('Jiangsu');
  });

  it('names a municipality once, and gives an unknown code back', async () => {
    const regions = service();
    expect(await regions.regionPath('110101', 'zh_CN')).toBe('北京市 / 东城区');
    expect(await regions.regionPath('110101', 'en_GB')).toBe('Beijing / 东城区');
    expect(await regions.regionPath('999999', 'en_GB')).toBe('999999');
    const paths = await regions.regionPaths(['810000', '320100', '320100', 'x'], 'en_GB');
    expect(Object.fromEntries(paths)).toEqual({
      '810000': 'Hong Kong SAR',
      '320100': 'Jiangsu / 南京市',
      x: 'x',
    });
    expect((await regions.regionPaths([], 'zh_CN')).size).toBe(0);
  });

  it('tells whether a code is a region of the table, inside a transaction through it', async () => {
    const regions = service();
    for (const code of ['320000', '320100', '320102']) expect(await regions.exists(code), code).toBe(true);
    for (const code of ['999999', '100000', '', 'x']) expect(await regions.exists(code), code).toBe(false);
    // On PGlite a read beside the open transaction would wait for it: these read through it.
    await t.db.transaction(async (tx) => {
      expect(await regions.exists('320102', tx)).toBe(true);
      expect(await regions.regionPath('320102', 'zh_CN', tx)).toBe('江苏省 / 南京市 / 玄武区');
    });
  });
});
